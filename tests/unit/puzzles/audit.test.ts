/**
 * The puzzle audit (npm run puzzles:audit): on a small collection with one sound tactic and one whose gain is
 * given back after the line, it names the failing puzzle and why, counts it in its theme's row, and with
 * --write lists exactly the failing puzzle, with the build proof's code and reason, in the exclusion file.
 * Issue 20's checks too: a duplicate, a rule not isolated and a game that leads elsewhere are written with
 * their codes, and the build then serves what is left without a problem.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { proveSets, type SetFile } from '../../../src/build/puzzles/prove';
import type { PuzzleRecord } from '../../../src/build/puzzles/schema';
import { run } from '../../../src/cli/puzzle-audit';
import { readCollection } from '../../../src/cli/puzzle-gen/setfile';

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

  it('writes what the build refuses beyond the proof, so that the build then passes (issue 20)', async () => {
    dir = mkdtempSync(join(tmpdir(), 'damiera-audit-'));
    mkdirSync(join(dir, 'italian'));
    const precedence = (
      id: string,
      theme: string,
      fen: string,
      learner: string,
      over = {},
    ): PuzzleRecord => ({
      id,
      kind: 'precedence',
      theme: theme as PuzzleRecord['theme'],
      fen,
      line: [{ learner: [learner] }],
      rating: 1000,
      explanation: { it: 'Regola.', en: 'A rule.' },
      ...over,
    });
    const c1 = {
      variant: 'italian',
      theme: 'criterion-1',
      puzzles: [
        precedence('it-c1-9001', 'criterion-1', 'W:W22,K32:B10,18,K28', '22x6'),
        // the same, seen from the other side
        precedence('it-c1-9002', 'criterion-1', 'B:W15,23,K5:B11,K1', '11x27'),
        // the same position, but the game it claims to come from starts elsewhere
        precedence('it-c1-9003', 'criterion-1', 'W:W22,27:B13,18', '22x13', {
          game: { id: 'it-g-00001', moves: ['22-18', '11-15', '18x11'], ply: 2 },
        }),
      ],
    };
    const mk = {
      variant: 'italian',
      theme: 'man-cannot-capture-king',
      puzzles: [
        precedence('it-mk-9001', 'man-cannot-capture-king', 'B:WK7,15,K26:BK3,21', '3x19', {
          tempting: { move: '21x30', code: 'man-cannot-capture-king' },
        }),
      ],
    };
    writeFileSync(join(dir, 'italian', 'criterion-1.json'), JSON.stringify(c1));
    writeFileSync(join(dir, 'italian', 'man-cannot-capture-king.json'), JSON.stringify(mk));
    const outFile = join(dir, 'excluded.json');
    const { io, text } = collect();
    expect(await run(['--dir', dir, '--write', '--out', outFile], io)).toBe(0);
    const written = JSON.parse(readFileSync(outFile, 'utf8'));
    expect(
      Object.fromEntries(Object.entries(written).map(([id, x]) => [id, (x as { code: string }).code])),
    ).toEqual({
      'it-c1-9002': 'duplicate',
      'it-c1-9003': 'game',
      'it-mk-9001': 'isolation:other-rule',
    });
    expect(text()).toContain('it-c1-9002\n  duplicate: the same position as it-c1-9001');
    expect(text()).toMatch(/\| .*criterion-1\.json \| 1 \| 0 \| 0 \| holds \|/);
    const sets: SetFile[] = readCollection(join(dir, 'italian'));
    expect(proveSets(sets).problems).toHaveLength(3);
    const r = proveSets(sets, { excluded: written });
    expect(r.problems).toEqual([]);
    expect(r.excluded.map((x) => x.id).sort()).toEqual(Object.keys(written).sort());
  });
});
