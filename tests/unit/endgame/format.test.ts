/**
 * The file format and the cache: a sound file round-trips; a damaged one (a flipped byte, cut short, another
 * version, another variant) is refused with its coded error, never probed, and the cache rebuilds it.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureEndgameTables, tableFileName } from '../../../src/cli/endgame-cache';
import { parseFen, VARIANTS } from '../../../src/engine';
import {
  clearEndgameTables,
  decodeTable,
  ENCODING_DTM,
  ENCODING_WDL,
  encodeTable,
  generateEndgame,
  hasEndgameTable,
  loadEndgameTable,
  probeEndgame,
  type SolvedTable,
} from '../../../src/engine/endgame';

// Generation and exhaustive checks take seconds, many more on a loaded machine: never a timing test.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

let tables: SolvedTable[];
let file: Uint8Array;
const dirs: string[] = [];

beforeAll(() => {
  tables = generateEndgame(VARIANTS.english, { maxPieces: 3 });
  file = encodeTable('english', tables[3], ENCODING_DTM);
}, 60_000);
afterAll(() => {
  clearEndgameTables();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const pos = (fen: string) => {
  const p = parseFen(VARIANTS.english, fen);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
};

describe('endgame file format', () => {
  it('round-trips: the loaded file answers as the generated table', () => {
    clearEndgameTables();
    const loaded = loadEndgameTable(file, { variant: 'english', pieces: 3 });
    expect(loaded.ok).toBe(true);
    expect(hasEndgameTable('english', 3)).toBe(true);
    // Two kings against one in the double corner: a win, with its distance.
    const r = probeEndgame(pos('W:WK1,K5:BK32'));
    expect(r?.result).toBe('win');
    expect((r?.plies as number) % 2).toBe(1);
  });

  it('a results-only file gives the same results without distances', () => {
    clearEndgameTables();
    loadEndgameTable(encodeTable('english', tables[3], ENCODING_DTM));
    const withPlies = probeEndgame(pos('W:WK1,K5:BK32'));
    const wdl = encodeTable('english', tables[3], ENCODING_WDL);
    expect(wdl.length).toBeLessThan(file.length / 3);
    clearEndgameTables();
    expect(loadEndgameTable(wdl).ok).toBe(true);
    expect(probeEndgame(pos('W:WK1,K5:BK32'))).toEqual({ result: withPlies?.result });
  });

  const damaged: Array<[string, (b: Uint8Array) => Uint8Array, string]> = [
    [
      'a flipped byte in the values',
      (b) => {
        const c = b.slice();
        c[c.length - 1000] ^= 0x10;
        return c;
      },
      'endgame-bad-checksum',
    ],
    ['cut short', (b) => b.slice(0, b.length - 1), 'endgame-truncated'],
    ['cut inside the header', (b) => b.slice(0, 10), 'endgame-truncated'],
    [
      'another format version',
      (b) => {
        const c = b.slice();
        c[4] = 99;
        return c;
      },
      'endgame-bad-version',
    ],
    [
      'not an endgame file',
      (b) => {
        const c = b.slice();
        c[0] = 0x50;
        return c;
      },
      'endgame-bad-magic',
    ],
    [
      'a flipped byte in the header',
      (b) => {
        const c = b.slice();
        c[9] = 1;
        return c;
      },
      'endgame-bad-checksum',
    ],
  ];
  for (const [what, damage, code] of damaged) {
    it(`refuses a file ${what} (${code}) and keeps probing nothing from it`, () => {
      clearEndgameTables();
      const r = loadEndgameTable(damage(file), { variant: 'english', pieces: 3 });
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe(code);
        expect(r.error.message.length).toBeGreaterThan(10);
      }
      expect(hasEndgameTable('english', 3)).toBe(false);
      expect(probeEndgame(pos('W:WK1,K5:BK32'))).toBeNull();
    });
  }

  it('refuses a sound file of another variant or piece count than asked for', () => {
    expect(decodeTable(file, { variant: 'italian' })).toMatchObject({
      ok: false,
      error: { code: 'endgame-bad-variant' },
    });
    expect(decodeTable(file, { pieces: 2 })).toMatchObject({
      ok: false,
      error: { code: 'endgame-bad-pieces' },
    });
  });
});

describe('endgame cache', () => {
  it('builds missing files, reads them back, and rebuilds a damaged one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'damiera-endgame-'));
    dirs.push(dir);
    clearEndgameTables();
    const first = ensureEndgameTables('english', { dir, maxPieces: 3 });
    expect(first).toMatchObject({ generated: 2, cached: 0, refused: [] });
    const path = join(dir, tableFileName('english', 3));
    expect(readFileSync(path)).toEqual(Buffer.from(file));

    clearEndgameTables();
    expect(ensureEndgameTables('english', { dir, maxPieces: 3 })).toMatchObject({ generated: 0, cached: 2 });

    const bytes = readFileSync(path);
    bytes[bytes.length - 5] ^= 1;
    writeFileSync(path, bytes);
    clearEndgameTables();
    const lines: string[] = [];
    const again = ensureEndgameTables('english', { dir, maxPieces: 3, log: (l) => lines.push(l) });
    expect(again.refused.map((r) => r.error.code)).toEqual(['endgame-bad-checksum']);
    expect(again.generated).toBe(2);
    expect(lines.join('\n')).toContain('endgame-bad-checksum');
    expect(readFileSync(path)).toEqual(Buffer.from(file));
    expect(probeEndgame(pos('W:WK1,K5:BK32'))?.result).toBe('win');
  }, 60_000);
});

describe('endgame verification', () => {
  it('finds a table with one value changed, and passes the true one', async () => {
    const { verifyEndgame } = await import('../../../src/cli/endgame-verify');
    const { tableFromSolved, useEndgameTable } = await import('../../../src/engine/endgame');
    clearEndgameTables();
    useEndgameTable(tableFromSolved('english', tables[2]));
    useEndgameTable(tableFromSolved('english', tables[3]));
    expect(verifyEndgame('english', 3, 3000, 3)).toMatchObject({ checked: 3000, mismatches: 0 });
    // Every win in 1 of the 3-piece table turned into a draw: the equation must catch it.
    const values = tables[3].values.slice();
    for (let i = 0; i < values.length; i++) if (values[i] === 2) values[i] = 0;
    useEndgameTable(tableFromSolved('english', { ...tables[3], values }));
    const r = verifyEndgame('english', 3, 3000, 3);
    expect(r.mismatches).toBeGreaterThan(0);
    expect(r.wrong[0]).toMatch(/: table \w+, expected \w+$/);
  });
});
