import { describe, expect, it } from 'vitest';
import { divide, perft } from '../../../src/engine';
import { citation, perftEntries, position } from './fixtures';

/** Keep the suite fast: test every published depth whose count stays under this. */
const MAX_NODES = 60_000;

describe('perft against published counts (unique-move convention, RULES §0.2)', () => {
  for (const e of perftEntries().filter((x) => x.convention === 'unique')) {
    const label = `${e.variant} ${e.name ?? 'start'}`;
    for (const { depth, count } of e.perft.filter((p) => p.count <= MAX_NODES)) {
      it(`${label} depth ${depth} = ${count} [${citation(e)}]`, () => {
        expect(perft(position(e.variant, e.fen), depth)).toBe(count);
      });
    }
  }
});

describe('perft bookkeeping', () => {
  it('depth 0 is one node and divide adds up to perft', () => {
    const pos = position('international', 'W:W31-50:B1-20');
    expect(perft(pos, 0)).toBe(1);
    const parts = divide(pos, 3);
    expect(parts.size).toBe(9);
    expect([...parts.values()].reduce((a, b) => a + b, 0)).toBe(perft(pos, 3));
  });

  it('divide keeps apart captures with the same start and end square (RULES §0.2)', () => {
    // The flying king on 10 can reach 35 capturing 14, 33, 40 or 14, 38, 40: two moves, one from×to.
    const pos = position('international', 'W:WK10:B14,33,38,40');
    for (const depth of [1, 2]) {
      const parts = divide(pos, depth);
      expect([...parts.values()].reduce((a, b) => a + b, 0)).toBe(perft(pos, depth));
    }
    const keys = [...divide(pos, 1).keys()].sort();
    expect(keys).toHaveLength(2);
    expect(keys.every((k) => k.startsWith('10x') && k.endsWith('x35'))).toBe(true);
  });
});
