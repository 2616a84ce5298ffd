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
});
