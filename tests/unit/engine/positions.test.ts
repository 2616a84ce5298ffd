import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  applyPrecedence,
  captureSequences,
  gameFromPosition,
  legalMoves,
  makeMoveText,
  moveKey,
} from '../../../src/engine';
import {
  parseReferenceLines,
  position,
  REFERENCE_FILES,
  REFERENCE_SIZES,
  referencePositions,
  referenceText,
  rulesPositions,
} from './fixtures';

/** The reference key of a fixture move (its path gives start and end). */
const keyOf = (m: { path: readonly number[]; captures: readonly number[] }) =>
  moveKey({
    from: m.path[0],
    to: m.path[m.path.length - 1],
    path: m.path,
    captures: m.captures,
    promotes: false,
  });

describe('RULES.md §7.1: the 24 hand-checked positions', () => {
  for (const t of rulesPositions()) {
    it(`${t.id} ${t.title}: ${t.moves.map((m) => m.pdn).join(', ') || 'no legal move'}`, () => {
      const pos = position(t.variant, t.fen);
      const legal = legalMoves(pos);
      // The PDN text of every legal move, and nothing else.
      expect(legal.map((m) => makeMoveText(pos, m, legal)).sort()).toEqual(t.moves.map((m) => m.pdn).sort());
      // The same moves by key, with the crowning flag.
      for (const want of t.moves) {
        const got = legal.find((m) => keyOf(m) === keyOf(want));
        expect(got, want.pdn).toBeDefined();
        expect(got?.promotes).toBe(want.promotes);
      }
      // The path written in RULES is one of the legal sequences (the generator may have kept another one).
      const seqs = applyPrecedence(pos.variant, captureSequences(pos));
      for (const want of t.moves.filter((m) => m.captures.length > 0)) {
        expect(
          seqs.some(
            (s) => s.path.join('-') === want.path.join('-') && s.captures.join() === want.captures.join(),
          ),
        ).toBe(true);
      }
      // No legal move: the side to move has lost.
      if (t.moves.length === 0) {
        expect(gameFromPosition(pos).status).toMatchObject({
          kind: 'win',
          winner: pos.turn === 'white' ? 'black' : 'white',
          reason: 'no-moves',
        });
      }
    });
  }
});

describe('the reference files are whole (a lost line would shrink the oracle unseen)', () => {
  it('every reference file is tested, and has a size and a checksum', () => {
    expect(REFERENCE_FILES.map(([file]) => file).sort()).toEqual(Object.keys(REFERENCE_SIZES).sort());
  });

  for (const [file] of REFERENCE_FILES) {
    it(`${file}: ${REFERENCE_SIZES[file].positions} positions, no two alike, checksum as copied`, () => {
      const { positions, sha256 } = REFERENCE_SIZES[file];
      const all = referencePositions(file);
      expect(all.length).toBe(positions);
      expect(new Set(all.map((r) => r.fen)).size).toBe(positions);
      expect(createHash('sha256').update(referenceText(file)).digest('hex')).toBe(sha256);
    });
  }

  it('the reader refuses a damaged copy instead of dropping lines', () => {
    const file = 'italian-rule4.jsonl';
    const text = referenceText(file);
    const lines = text.slice(0, -1).split('\n');
    expect(parseReferenceLines(text, file)).toHaveLength(100);
    // Cut in the middle of a line, with or without a newline after the cut.
    expect(() => parseReferenceLines(text.slice(0, -20), file)).toThrow(/newline/);
    expect(() => parseReferenceLines(`${text.slice(0, -20)}\n`, file)).toThrow(/line 100/);
    // A blank line, or a line that is not a {fen, moves, tags} record, is not passed over.
    const withLine = (extra: string) => `${[...lines.slice(0, 50), extra, ...lines.slice(50)].join('\n')}\n`;
    expect(() => parseReferenceLines(withLine(''), file)).toThrow(/line 51/);
    expect(() => parseReferenceLines(withLine('{"fen":"W:W1:B2","moves":[]}'), file)).toThrow(/line 51/);
    // Cut at a line boundary the reader cannot tell; the exact count above does.
    expect(parseReferenceLines(`${lines.slice(0, 99).join('\n')}\n`, file)).toHaveLength(99);
  });
});

describe('reference positions (independent engines, RULES §7.0): zero differences', () => {
  for (const [file, variant] of REFERENCE_FILES) {
    it(`${file}: every position gives exactly the labelled set of moves`, () => {
      const all = referencePositions(file);
      // Exactly the labelled positions: none lost on the way to the comparison below.
      expect(all.length).toBe(REFERENCE_SIZES[file].positions);
      const diffs: string[] = [];
      for (const r of all) {
        const got = legalMoves(position(variant, r.fen)).map(moveKey).sort();
        const want = [...r.moves].sort(); // also catches a move generated twice
        if (got.join(' ') !== want.join(' '))
          diffs.push(`${r.fen}: got ${got.join(' ')} want ${want.join(' ')}`);
      }
      expect(diffs).toEqual([]);
    });
  }
});
