import { describe, expect, it } from 'vitest';
import { divide, perft, startPosition, VARIANTS } from '../../../src/engine';
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

/**
 * Brazilian draughts (International rules on 8×8, RULES §3.9) from the start position, duplicate captures
 * removed (RULES §0.2). Published in the "Standard validation generator moves" thread of the shashki forum
 * (http://shashki.com/PNphpBB2-viewtopic-t-627-start-78.html), as kept by DCTL's tests: rhalbersma/dctl
 * test/src/algo/traversal/initial/board_08x08.cpp, case Brazilian, drop_duplicates_gen. Depths 5 onwards
 * differ from Italian and English (7,361 there): a man's backward capture and the maximum-capture rule.
 */
const BRAZILIAN_START = [7, 49, 302, 1_469, 7_473, 37_628, 187_302, 907_830];

describe('perft of Brazilian draughts from the start position [shashki.com t-627; rhalbersma/dctl]', () => {
  const start = startPosition(VARIANTS.brazilian);
  // Depth 8 (907,830) takes about a second on a loaded machine: the suite stops at depth 7.
  BRAZILIAN_START.forEach((count, i) => {
    if (count > 200_000) return;
    it(`depth ${i + 1} = ${count}`, () => {
      expect(perft(start, i + 1)).toBe(count);
    });
  });
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
