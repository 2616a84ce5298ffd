import { describe, expect, it } from 'vitest';
import {
  captureSequences,
  countLegalMoves,
  geometry,
  type Position,
  perft,
  perftMailbox,
  startPosition,
  VARIANTS,
} from '../../../src/engine';
import { directionShifts, popcount, shiftBits, Walker8 } from '../../../src/engine/rules/bitboard8';
import { position, REFERENCE_FILES, referencePositions } from './fixtures';

const bit = (sq: number): number => (sq === 0 ? 0 : 1 << (sq - 1));

/** Squares of a bitboard, ascending. */
function squares(bb: number): number[] {
  const out: number[] = [];
  for (let sq = 1; sq <= 32; sq++) if (bb & bit(sq)) out.push(sq);
  return out;
}

const SHORT_KING_8 = ['italian', 'english'] as const;

describe('bitboard shifts are the step table', () => {
  for (const parity of [0, 1] as const) {
    const g = geometry(8, parity);
    const shifts = directionShifts(g);
    const w = new Walker8(g);
    const walkerShift = [w.ul, w.ur, w.dl, w.dr];

    it(`every square and direction, darkParity ${parity}`, () => {
      for (let sq = 1; sq <= 32; sq++) {
        for (let d = 0; d < 4; d++) {
          const expected = bit(g.step[sq * 4 + d]);
          expect(shiftBits(shifts, bit(sq), d), `square ${sq} direction ${d}`).toBe(expected);
          expect(walkerShift[d].call(w, bit(sq)), `walker: square ${sq} direction ${d}`).toBe(expected);
        }
      }
    });

    it(`a full board moves every square at once, darkParity ${parity}`, () => {
      for (let d = 0; d < 4; d++) {
        let expected = 0;
        for (let sq = 1; sq <= 32; sq++) expected |= bit(g.step[sq * 4 + d]);
        expect(walkerShift[d].call(w, -1)).toBe(expected);
      }
    });
  }

  it('up-left as RULES §2.2 and §4.2 describe it: English and Italian mirror the row parities', () => {
    const groups = (parity: 0 | 1): Record<number, number> => {
      const { mask, offset } = directionShifts(geometry(8, parity))[0];
      return { [offset[0]]: mask[0] >>> 0, [offset[1]]: mask[1] >>> 0 };
    };
    // English: -4 from even rows (row 0 has no up), -5 from odd rows except the left column.
    expect(groups(1)).toEqual({ [-4]: 0x0f0f0f00, [-5]: 0xe0e0e0e0 });
    // Italian: -4 from odd rows, -5 from even rows except the left column (and row 0).
    expect(groups(0)).toEqual({ [-4]: 0xf0f0f0f0, [-5]: 0x0e0e0e00 });
  });
});

describe('popcount', () => {
  it('counts every bit, bit 31 included', () => {
    for (const x of [0, 1, -1, 0x80000000 | 0, 0x7fffffff, 0x55555555, 0x12345678, 0xf0f0f0f0 | 0]) {
      let n = 0;
      for (let i = 0; i < 32; i++) if (x & (1 << i)) n++;
      expect(popcount(x), `popcount(${x})`).toBe(n);
    }
  });
});

/** Every Italian and English reference position, parsed leniently. */
function referenceSet(): Array<{ file: string; fen: string; pos: Position }> {
  const out: Array<{ file: string; fen: string; pos: Position }> = [];
  for (const [file, variant] of REFERENCE_FILES) {
    if (!(SHORT_KING_8 as readonly string[]).includes(variant)) continue;
    for (const r of referencePositions(file)) out.push({ file, fen: r.fen, pos: position(variant, r.fen) });
  }
  return out;
}

const REFERENCE = referenceSet();

function walkerFor(pos: Position): Walker8 {
  return new Walker8(pos.variant.geometry).load(pos);
}

describe('bitboard move detection agrees with movegen', () => {
  it('has reference positions to check', () => {
    expect(REFERENCE.length).toBeGreaterThan(3000);
  });

  it('jumpers are exactly the squares capture sequences start from', () => {
    let withCaptures = 0;
    for (const { file, fen, pos } of REFERENCE) {
      const w = walkerFor(pos);
      const from = [...new Set(captureSequences(pos).map((s) => s.from))].sort((a, b) => a - b);
      expect(squares(w.jumpers(pos.turn === 'white')), `${file} ${fen}`).toEqual(from);
      if (from.length > 0) withCaptures++;
    }
    // The set must exercise both branches.
    expect(withCaptures).toBeGreaterThan(100);
    expect(withCaptures).toBeLessThan(REFERENCE.length);
  });

  it('the bulk count equals countLegalMoves', () => {
    for (const { file, fen, pos } of REFERENCE) {
      expect(walkerFor(pos).count(pos.turn === 'white'), `${file} ${fen}`).toBe(countLegalMoves(pos));
    }
  });
});

describe('perft: bitboard walker equals the mailbox walker', () => {
  for (const variant of SHORT_KING_8) {
    it(`${variant} start position, depths 1-6`, () => {
      const pos = startPosition(VARIANTS[variant]);
      for (let depth = 1; depth <= 6; depth++) expect(perft(pos, depth)).toBe(perftMailbox(pos, depth));
    });
  }

  it('every Italian and English reference position, depth 2 and 3', () => {
    for (const { file, fen, pos } of REFERENCE) {
      for (const depth of [2, 3]) {
        expect(perft(pos, depth), `${file} ${fen} depth ${depth}`).toBe(perftMailbox(pos, depth));
      }
    }
  });

  it('leaves the position it was given untouched', () => {
    const { pos } = REFERENCE[0];
    const before = pos.cells.slice();
    perft(pos, 4);
    expect(pos.cells).toEqual(before);
  });
});
