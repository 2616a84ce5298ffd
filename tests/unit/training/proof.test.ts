/**
 * The tactic proof (issue 19): one small position each where it rejects a gain given back after the line, a
 * second solution under another king value and a reply that is not the best defence; one it proves; and
 * outcomes named truthfully — a win when the opponent is left without a move, a king only if it survives the
 * reply. Each rejection is shown to come from the new check: the same line passes with that check relaxed.
 */
import { describe, expect, it } from 'vitest';
import {
  type EndgameOracle,
  type LineEnd,
  type LinePly,
  lineOutcome,
  type Move,
  type Position,
  parseMoveText,
  play,
  positionKey,
  proveTactic,
  type TacticOptions,
  type TacticVerdict,
  type VariantId,
} from '../../../src/engine/index';
import { position } from '../engine/fixtures';

const prove = (
  variant: VariantId,
  fen: string,
  line: LinePly[],
  end: LineEnd,
  options: TacticOptions = {},
): TacticVerdict =>
  proveTactic({ start: position(variant, fen), line, end }, { maxNodes: 500_000, ...options });

const codes = (v: TacticVerdict) => v.failures.map((f) => f.code);

/** The moves of a line of single moves, read against the engine. */
function moves(start: Position, texts: string[]): Move[] {
  const out: Move[] = [];
  let pos = start;
  for (const t of texts) {
    const r = parseMoveText(pos, t);
    if (!r.ok) throw new Error(`${t}: ${r.error.message}`);
    out.push(r.value);
    pos = play(pos, r.value);
  }
  return out;
}

const endOf = (start: Position, line: Move[]) => line.reduce((p, m) => play(p, m), start);

// White 31-27 gives a man, 17x26 is forced, and 27x11 takes two: a man won, and nothing wins it back.
const SHOT = {
  fen: 'W:W21,25,29,30,31:B3,15,16,17,23',
  line: [{ learner: ['31-27'] }, { reply: '17x26', forced: true }, { learner: ['27x11'] }] as LinePly[],
};

// White 26-21 gives a man, 17x26 is forced, 30x14 takes two: a man up at the line's end — but Black's 7-12
// then forces 16x7, 4x18 takes back, and the game is lost for White a few plies later.
const GIVEN_BACK = {
  fen: 'W:W16,25,26,30:B4,7,17,18',
  line: [{ learner: ['26-21'] }, { reply: '17x26', forced: true }, { learner: ['30x14'] }] as LinePly[],
};

// Black 15-20, 24x15, 12x26, 29x22, 25-29 crowns. With a king worth 3 men nothing else is as good; with a king
// worth 2, 15-19 (winning a man) is worth as much as the crowning.
const TWO_KING_VALUES = {
  fen: 'B:W22,24,29:B8,12,15,16,25',
  line: [
    { learner: ['15-20'] },
    { reply: '24x15', forced: true },
    { learner: ['12x26'] },
    { reply: '29x22', forced: true },
    { learner: ['25-29'] },
  ] as LinePly[],
};

// Black 9-13: White may take 18x9 (then 11x25 takes two) or 14x7, which holds Black to less.
const WEAK_REPLY = {
  fen: 'B:W14,18,21,27:B2,9,11',
  line: [{ learner: ['9-13'] }, { reply: '18x9' }, { learner: ['11x25'] }] as LinePly[],
};

describe('proveTactic', () => {
  it('proves a shot whose man stays won past the line, for every king value', () => {
    const v = prove('italian', SHOT.fen, SHOT.line, { material: 1 });
    expect(v.failures).toEqual([]);
    expect(v.ok).toBe(true);
    expect(v.outcomes).toEqual([{ win: false, king: false, material: 1 }]);
    expect(v.nodes).toBeGreaterThan(0);
  });

  it('rejects a gain given back after the line, with the refutation', () => {
    const v = prove('italian', GIVEN_BACK.fen, GIVEN_BACK.line, { material: 1 });
    expect(v.ok).toBe(false);
    const f = v.failures[0];
    expect(f).toMatchObject({
      code: 'gain-given-back',
      check: 'holds',
      ply: 3,
      kingValue: 3,
      better: '7-12',
    });
    expect(f.refutation?.slice(0, 3)).toEqual(['7-12', '16x7', '4x18']);
    expect(f.message).toContain('the line ends with material +1');
    // The same line, looked at only as far as its end, passes: the failure is the look past the line.
    expect(prove('italian', GIVEN_BACK.fen, GIVEN_BACK.line, { material: 1 }, { beyond: 0 }).ok).toBe(true);
  });

  it('accepts a line whose end an endgame oracle says is won, whatever the search says', () => {
    const start = position('italian', GIVEN_BACK.fen);
    const end = endOf(start, moves(start, ['26-21', '17x26', '30x14']));
    // An oracle that knows this one position only: lost for Black, to move.
    const oracle: EndgameOracle = (pos) =>
      positionKey(pos) === positionKey(end) ? { result: 'loss' } : null;
    const v = prove('italian', GIVEN_BACK.fen, GIVEN_BACK.line, { material: 1 }, { oracle });
    expect(v).toMatchObject({ ok: true, oracleWon: true });
    // A draw is not a win: the search decides again.
    const draw: EndgameOracle = (pos) => (positionKey(pos) === positionKey(end) ? { result: 'draw' } : null);
    expect(
      codes(prove('italian', GIVEN_BACK.fen, GIVEN_BACK.line, { material: 1 }, { oracle: draw })),
    ).toEqual(['gain-given-back']);
  });

  it('rejects a second solution under another king value', () => {
    const v = prove('italian', TWO_KING_VALUES.fen, TWO_KING_VALUES.line, { promotion: true });
    expect(v.ok).toBe(false);
    expect(v.failures[0]).toMatchObject({
      code: 'second-solution',
      check: 'unique',
      ply: 1,
      kingValue: 2,
      move: '15-20',
      better: '15-19',
    });
    expect(v.failures[0].message).toContain('with a king worth 2 men');
    // With a king worth 3 men only, the line is the one solution.
    const three = prove(
      'italian',
      TWO_KING_VALUES.fen,
      TWO_KING_VALUES.line,
      { promotion: true },
      {
        kingValues: [3],
      },
    );
    expect(three.failures).toEqual([]);
  });

  it('rejects a reply that is not the best defence, naming the better one', () => {
    const v = prove('italian', WEAK_REPLY.fen, WEAK_REPLY.line, { material: 1 }, { all: true });
    expect(codes(v)).toEqual(['not-best-defence']);
    expect(v.failures[0]).toMatchObject({ check: 'defence', ply: 2, move: '18x9', better: '14x7' });
  });

  it('names a win when the opponent is left without a move', () => {
    // Black 18-13 gives the king, 25x18 is forced, and 13x15 takes both white pieces: White cannot move.
    const fen = 'B:WK19,25:BK18,21';
    const line: LinePly[] = [
      { learner: ['18-13'] },
      { reply: '25x18', forced: true },
      { learner: ['13x15'] },
    ];
    const start = position('italian', fen);
    expect(lineOutcome(start, moves(start, ['18-13', '25x18', '13x15']))).toMatchObject({ win: true });
    const asMaterial = prove('italian', fen, line, { material: 1 });
    expect(asMaterial.failures[0]).toMatchObject({ code: 'win-not-named', check: 'outcome', ply: 3 });
    expect(prove('italian', fen, line, { win: true }).ok).toBe(true);
  });

  it('names a king only if it survives the reply', () => {
    // English: White 5-1 crowns; the new king stays on the edge, where no man can jump it. After 3-7 and
    // 1-6 it stands in front of the man on 2, and 2x9 takes it.
    const start = position('english', 'W:W5:B2,3');
    expect(lineOutcome(start, moves(start, ['5-1']))).toMatchObject({ king: true });
    expect(lineOutcome(start, moves(start, ['5-1', '3-7', '1-6']))).toMatchObject({ king: false });
    const v = prove(
      'english',
      'W:W5:B2,3',
      [{ learner: ['5-1'] }, { reply: '3-7' }, { learner: ['1-6'] }],
      { promotion: true },
      { all: true },
    );
    expect(v.failures[0]).toMatchObject({ code: 'king-not-kept', check: 'outcome', ply: 3 });
  });

  it('counts material once the position is quiet', () => {
    // After 31-27 alone the board shows even material, but the captures pending there are played out
    // (17x26, then 27x11): the line has really won a man, and a claim of the count on the board is untrue.
    const start = position('italian', SHOT.fen);
    expect(lineOutcome(start, moves(start, ['31-27'])).material).toBe(1);
    const v = prove(
      'italian',
      SHOT.fen,
      [{ learner: ['31-27'] }],
      { material: 0, promotion: true },
      { all: true },
    );
    expect(codes(v)).toContain('material-misnamed');
  });

  it('is a coded failure, not a throw, when a move is illegal or the budget runs out', () => {
    const illegal = prove('italian', SHOT.fen, [{ learner: ['31-26'] }], { material: 1 });
    expect(illegal.failures).toHaveLength(1);
    expect(illegal.failures[0]).toMatchObject({ code: 'illegal-move', check: 'line', ply: 1, move: '31-26' });
    const starved = prove('italian', SHOT.fen, SHOT.line, { material: 1 }, { maxNodes: 30 });
    expect(starved.ok).toBe(false);
    expect(starved.failures.at(-1)).toMatchObject({ code: 'node-limit', check: 'budget' });
  });
});
