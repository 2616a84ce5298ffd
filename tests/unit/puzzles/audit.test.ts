/**
 * The puzzle audit (npm run puzzles:audit): on a small collection with one sound tactic and one whose gain is
 * given back after the line, it names the failing puzzle and why, counts it in its theme's row, and with
 * --write lists exactly the failing puzzle, with the build proof's code and reason, in the exclusion file.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import type { PuzzleRecord } from '../../../src/build/puzzles/schema';
import { run } from '../../../src/cli/puzzle-audit';

const tactic = (id: string, fen: string, line: PuzzleRecord['line']): PuzzleRecord => ({
  id,
  kind: 'tactic',
  theme: 'tiro',
  fen,
  line,
  end: { material: 1 },
  rating: 1200,
  explanation: { it: 'Un tiro.', en: 'A shot.' },
});

const collect = () => {
  const out = new PassThrough();
  let text = '';
  out.on('data', (d) => {
    text += String(d);
  });
  return { io: { stdin: new PassThrough(), stdout: out, stderr: new PassThrough() }, text: () => text };
};

describe('puzzles:audit', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('reports the failing tactic with its reason and writes the exclusion list', async () => {
    dir = mkdtempSync(join(tmpdir(), 'damiera-audit-'));
    mkdirSync(join(dir, 'italian'));
    const set = {
      variant: 'italian',
      theme: 'tiro',
      puzzles: [
        tactic('it-tiro-9001', 'W:W21,25,29,30,31:B3,15,16,17,23', [
          { learner: ['31-27'] },
          { reply: '17x26', forced: true },
          { learner: ['27x11'] },
        ]),
        tactic('it-tiro-9002', 'W:W16,25,26,30:B4,7,17,18', [
          { learner: ['26-21'] },
          { reply: '17x26', forced: true },
          { learner: ['30x14'] },
        ]),
      ],
    };
    writeFileSync(join(dir, 'italian', 'tiro.json'), JSON.stringify(set));
    const outFile = join(dir, 'excluded.json');
    const { io, text } = collect();
    expect(await run(['--dir', dir, '--write', '--out', outFile], io)).toBe(0);
    const printed = text();
    expect(printed).toContain(
      ': it-tiro-9002\n  gain-given-back: ply 3: the gain is given back after the line',
    );
    expect(printed).not.toContain('it-tiro-9001');
    expect(printed).toMatch(/\| italian \| tiro \| 2 \| 1 \| 1 \|/);
    expect(printed).toContain('2 puzzles, 1 failing');
    const written = JSON.parse(readFileSync(outFile, 'utf8'));
    expect(Object.keys(written)).toEqual(['it-tiro-9002']);
    expect(written['it-tiro-9002'].code).toBe('gain-given-back');
    expect(written['it-tiro-9002'].reason).toMatch(/^ply 3: the gain is given back after the line/);
  });
});
