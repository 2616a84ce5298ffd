/**
 * The first-steps tier (npm run puzzles:first-steps, issue 20): small positions not from a game, never one
 * held back, at most a fifth of what a set serves — the smallest first — and the build's cap agrees.
 */
import { describe, expect, it } from 'vitest';
import EXCLUDED from '../../../src/build/puzzles/excluded.json';
import { collectionChecks, type Exclusion } from '../../../src/build/puzzles/prove';
import type { PuzzleRecord, PuzzleSet } from '../../../src/build/puzzles/schema';
import { FIRST_STEPS_PIECES, fenPieces, markFirstSteps } from '../../../src/cli/puzzle-first-steps';
import { loadPuzzleSets } from './load';

const tactic = (n: number, fen: string, over: Partial<PuzzleRecord> = {}): PuzzleRecord => ({
  id: `it-tiro-${String(n).padStart(4, '0')}`,
  kind: 'tactic',
  theme: 'tiro',
  fen,
  line: [{ learner: ['22-18'] }],
  end: { material: 1 },
  rating: 1000 + n,
  explanation: { it: 'Tiro.', en: 'A shot.' },
  ...over,
});
const set = (puzzles: PuzzleRecord[]): PuzzleSet => ({ variant: 'italian', theme: 'tiro', puzzles });
const tiers = (s: PuzzleSet) => s.puzzles.filter((p) => p.tier === 'first-steps').map((p) => p.id);

describe('fenPieces', () => {
  it('counts every square of both sides, kings and ranges included', () => {
    expect(fenPieces('W:W22,K32:B10,18,K28')).toBe(5);
    expect(fenPieces('B:W21-32:B1-12')).toBe(24);
    expect(fenPieces('W:WK4,K5,10:B1')).toBe(4);
  });
});

describe('markFirstSteps', () => {
  const small = (n: number, fen = 'W:W22,27:B13,18') => tactic(n, fen);
  const big = (n: number) => tactic(n, 'W:W21,22,23,24,25,26:B5,6,7,8,9,10');

  it('marks at most a fifth of the served puzzles, the smallest positions first, then the easiest', () => {
    const puzzles = [
      small(1, 'W:W22,27,28:B13,18'), // five pieces
      small(2), // four
      small(3), // four, harder than 2 (rating 1003)
      ...Array.from({ length: 7 }, (_, i) => big(4 + i)),
    ];
    const { set: marked, row } = markFirstSteps(set(puzzles), {});
    expect(row).toMatchObject({ puzzles: 10, served: 10, candidates: 3, firstSteps: 2 });
    expect(tiers(marked)).toEqual(['it-tiro-0002', 'it-tiro-0003']);
  });

  it('never marks a puzzle held back, from a game or too big, and takes the tier off the others', () => {
    const game = { id: 'it-g-00001', moves: ['22-18', '11-15'], ply: 1 };
    const puzzles = [
      small(1),
      { ...small(2), tier: 'first-steps' as const },
      { ...small(3), game },
      { ...big(4), tier: 'first-steps' as const },
      ...Array.from({ length: 11 }, (_, i) => big(5 + i)),
    ];
    const excluded: Record<string, Exclusion> = { 'it-tiro-0002': { code: 'duplicate', reason: 'the same' } };
    const { set: marked, row } = markFirstSteps(set(puzzles), excluded);
    expect(row.served).toBe(14);
    expect(row.candidates).toBe(1);
    expect(row.held).toEqual(new Map([['duplicate', 1]]));
    expect(tiers(marked)).toEqual(['it-tiro-0001']);
    // everything else is kept as it was
    expect(marked.puzzles.map(({ tier: _, ...p }) => p)).toEqual(puzzles.map(({ tier: _, ...p }) => p));
  });

  it('marks none in a set too small for a fifth to be one puzzle', () => {
    const { row } = markFirstSteps(set([small(1), small(2), big(3), big(4)]), {});
    expect(row.firstSteps).toBe(0);
  });
});

describe('the shipped tier', () => {
  const { sets } = loadPuzzleSets();
  const excluded: Readonly<Record<string, Exclusion>> = EXCLUDED;

  it('is what the command marks today, and within the cap the build checks', () => {
    for (const { file, set: s } of sets) {
      expect(tiers(markFirstSteps(s, excluded).set), file).toEqual(tiers(s));
      for (const p of s.puzzles.filter((x) => x.tier === 'first-steps')) {
        expect(p.game, p.id).toBeUndefined();
        expect(fenPieces(p.fen), p.id).toBeLessThanOrEqual(FIRST_STEPS_PIECES);
        expect(Object.hasOwn(excluded, p.id), p.id).toBe(false);
      }
    }
    const checks = collectionChecks(sets, new Set(Object.keys(excluded)));
    expect(checks.setProblems).toEqual([]);
    expect(checks.tiers.every((t) => t.capHolds)).toBe(true);
    // Beginners have first steps in every theme that is big enough for one.
    for (const t of checks.tiers) if (t.served >= 10) expect(t.firstSteps, t.file).toBeGreaterThan(0);
  });
});
