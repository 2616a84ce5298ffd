/**
 * captureStop: why a legal capture ended where it did when a rule stopped it. Each position was checked with
 * `npm run --silent engine -- explain --variant … --fen … --move …` (the legal move prints its `stop`, and the
 * same move pushed one jump further is refused with the same rule's code).
 */
import { describe, expect, it } from 'vitest';
import { explainText, legalMoves, type Move, type Position, parseFenFor } from '../../../src/engine/index';
import { captureStop, type StopCode } from '../../../src/engine/rules/stop';

function pos(variant: string, fen: string): Position {
  const r = parseFenFor(variant, fen);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The legal move written `text` (a full path when several moves share start and end). */
function move(p: Position, text: string): Move {
  const v = explainText(p, text);
  if (v.status !== 'legal') throw new Error(`${text} is not legal: ${JSON.stringify(v)}`);
  return v.move;
}

/** [variant, FEN, legal capture, expected code, piece named, square the capture ends on, a try to go on] */
const STOPS: Array<[string, string, string, StopCode, number, number, string | null]> = [
  // RULES IT-8 and EN-2: a man crowned by a capture ends the move (FID; WCDF 1.19)
  ['italian', 'W:W11:B5,6', '11x2', 'promotion-ends-capture', 2, 2, '11x2x9'],
  ['english', 'B:W25,26:B21', '21x30', 'promotion-ends-capture', 30, 30, '21x30x23'],
  // RULES INT-5: from 17 the way to 33 passes the captured 28, still on the board (FMJD 4.8, 4.11)
  ['international', 'W:WK46:B12,13,28,33', '46x19x8x17', 'ghost-blocks', 28, 17, '46x19x8x17x39'],
  // An English king goes round four pieces back to its start: 18 is next to it again, already taken
  ['english', 'W:WK22:B18,10,9,17', '22x15x6x13x22', 'jump-twice', 18, 22, '22x15x6x13x22x15'],
  ['italian', 'W:WK18:B14,6,5,13', '18x11x2x9x18', 'jump-twice', 14, 18, '18x11x2x9x18x11'],
  // A flying king landing on 28 faces 23 with the white man 19 right behind it
  ['international', 'W:WK11,19:B17,23', '11x28', 'two-pieces', 23, 28, '11x28x14'],
];

describe('captureStop', () => {
  it.each(STOPS)('%s %s %s: %s', (variant, fen, text, code, square, end, further) => {
    const p = pos(variant, fen);
    const stop = captureStop(p, move(p, text));
    expect(stop).toMatchObject({ code, square, end });
    // The same rule refuses the capture pushed one jump further (the rule really is what stops it).
    if (further) {
      const v = explainText(p, further);
      expect(v.status).toBe('illegal');
      if (v.status === 'illegal') expect(v.reason.code).toBe(code);
    }
  });

  it('says nothing for a quiet move or a capture that ran out of pieces', () => {
    const start = pos('italian', 'W:W21-32:B1-12');
    for (const m of legalMoves(start)) expect(captureStop(start, m)).toBeUndefined();
    // 22x13 takes the only black piece: nothing stopped it.
    const one = pos('italian', 'W:W22:B18');
    expect(captureStop(one, move(one, '22x13'))).toBeUndefined();
    // INT-5's other landings: from 21 and 26 no captured piece stands between the king and a black one.
    const int5 = pos('international', 'W:WK46:B12,13,28,33');
    expect(captureStop(int5, move(int5, '46x19x8x21'))).toBeUndefined();
    expect(captureStop(int5, move(int5, '46x19x8x26'))).toBeUndefined();
  });

  it('never names the piece just taken, which every capture could jump back over', () => {
    // The king takes 11 and lands on 6; going back over 11 would reach 33, but that is where it came from.
    const p = pos('international', 'W:WK17:B35,33,11');
    expect(captureStop(p, move(p, '17x6'))).toBeUndefined();
  });

  it('does not call a man crowned in International draughts stopped: it goes on or is crowned at the end', () => {
    // RULES INT-2: the man ends its capture on the last row and is crowned; the move was over anyway.
    const p = pos('international', 'W:W13:B8');
    expect(captureStop(p, move(p, '13x2'))).toBeUndefined();
  });

  it('in Italian a man that faces a king is not stopped by a captured piece it could never take', () => {
    // The man on 11 takes 6 and is crowned on 2: crowning is the reason, whatever stands around.
    const p = pos('italian', 'W:W11:B5,6,K7');
    expect(captureStop(p, move(p, '11x2'))?.code).toBe('promotion-ends-capture');
  });
});
