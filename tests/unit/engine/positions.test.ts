import { describe, expect, it } from 'vitest';
import {
  applyPrecedence,
  captureSequences,
  gameFromPosition,
  legalMoves,
  makeMoveText,
  moveKey,
} from '../../../src/engine';
import { position, REFERENCE_FILES, referencePositions, rulesPositions } from './fixtures';

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

describe('reference positions (independent engines, RULES §7.0): zero differences', () => {
  for (const [file, variant] of REFERENCE_FILES) {
    it(`${file}: every position gives exactly the labelled set of moves`, () => {
      const all = referencePositions(file);
      expect(all.length).toBeGreaterThanOrEqual(100);
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
