import { describe, expect, it } from 'vitest';
import { runCli, spawnCli } from './cli-run';
import { REFERENCE_FILES, referencePositions } from './fixtures';

interface MovesLine {
  fen: string;
  moves?: { from: number; to: number; path: number[]; captures: number[]; notation: string }[];
  error?: { code: string; message: string };
}

const lines = (stdout: string): MovesLine[] =>
  stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as MovesLine);

const keyOf = (m: { from: number; to: number; captures: number[] }) =>
  `${m.from}>${m.to}:${[...m.captures].sort((a, b) => a - b).join(',')}`;

describe('engine CLI', () => {
  it('moves: one JSON line per FEN, blank lines skipped, a bad FEN answered with an error', async () => {
    const input = ['W:W22,K32:B10,18,K28', '', 'W:WK10:B14,33,38,40', 'X:W1:B2', '  ', 'W:W21,22:BK3\r'].join(
      '\n',
    );
    const r = await runCli(['moves', '--variant', 'italian'], `${input}\n`);
    expect(r.code).toBe(0);
    const out = lines(r.stdout);
    expect(out.map((o) => o.fen)).toEqual([
      'W:W22,K32:B10,18,K28',
      'W:WK10:B14,33,38,40',
      'X:W1:B2',
      'W:W21,22:BK3',
    ]);
    expect(out[0].moves).toEqual([
      { from: 22, to: 6, path: [22, 13, 6], captures: [18, 10], notation: '22x6' },
    ]);
    // Read with Italian rules on an 8×8 board, square 40 does not exist.
    expect(out[1].error?.code).toBe('square-out-of-range');
    expect(out[2].error).toEqual({ code: 'bad-turn', message: expect.stringContaining('W or B') });
    // RULES §2.8: W:W21,22:BK3 has exactly 21-17, 21-18, 22-18, 22-19.
    expect(out[3].moves?.map((m) => m.notation)).toEqual(['21-17', '21-18', '22-18', '22-19']);
  });

  it('moves: reference positions, with more than 12 pieces a side too, agree with the labels', async () => {
    for (const [file, variant] of REFERENCE_FILES) {
      const refs = referencePositions(file).filter((_, i) => i % 5 === 0);
      const r = await runCli(['moves', '--variant', variant], refs.map((p) => p.fen).join('\n'));
      expect(r.code).toBe(0);
      const out = lines(r.stdout);
      expect(out).toHaveLength(refs.length);
      const diffs = out.filter(
        (o, i) =>
          o.fen !== refs[i].fen ||
          (o.moves ?? []).map(keyOf).sort().join(' ') !== [...refs[i].moves].sort().join(' '),
      );
      expect(diffs.map((d) => d.fen)).toEqual([]);
    }
  }, 30_000);

  it('explain prints the verdict as JSON', async () => {
    const legal = await runCli([
      'explain',
      '--variant',
      'italian',
      '--fen',
      'W:W22,K32:B10,18,K28',
      '--move',
      '22x6',
    ]);
    expect(legal.code).toBe(0);
    expect(JSON.parse(legal.stdout)).toMatchObject({
      status: 'legal',
      move: { from: 22, to: 6, captures: [18, 10] },
    });
    const illegal = await runCli([
      'explain',
      '--variant',
      'italian',
      '--fen',
      'W:W22,K32:B10,18,K28',
      '--move',
      '32x23',
    ]);
    expect(JSON.parse(illegal.stdout)).toMatchObject({ status: 'illegal', reason: { code: 'criterion-1' } });
  });

  it('perft from a FEN', async () => {
    const r = await runCli([
      'perft',
      '--variant',
      'international',
      '--depth',
      '1',
      '--fen',
      'W:WK10:B14,33,38,40',
    ]);
    expect(r).toEqual({ code: 0, stdout: '2\n', stderr: '' });
  });

  it('bad arguments: a message and the usage on stderr, exit code 2', { timeout: 30_000 }, async () => {
    const cases: Array<[string[], string]> = [
      [['moves', '--variant', 'checkers'], 'Unknown variant "checkers"'],
      [['moves'], 'Missing --variant'],
      [['perft', '--variant', 'italian'], 'Missing --depth'],
      [['perft', '--variant', 'italian', '--depth', 'six'], '--depth must be a whole number'],
      [['perft', '--variant', 'italian', '--depth', '2', '--fen', 'W:W99:B1'], 'Square 99 does not exist'],
      [['perft', '--variant', 'italian', '--depth', '2', '--bogus', 'x'], 'bogus'],
      [['explain', '--variant', 'italian', '--fen', 'W:W22:B18'], 'Missing --move'],
      [['fly'], 'Unknown command "fly"'],
      [[], 'No command given'],
    ];
    for (const [args, message] of cases) {
      const r = await runCli(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain(message);
      expect(r.stderr).toContain('Usage:');
    }
    const help = await runCli(['--help']);
    expect(help.code).toBe(0);
    for (const name of ['moves', 'perft', 'explain'])
      expect(help.stdout).toContain(`  ${name} --variant <v>`);
  });

  it('the real entry point: perft prints 36473 for Italian depth 6; moves streams; bad variant exits 2', () => {
    const perft = spawnCli(['perft', '--variant', 'italian', '--depth', '6']);
    expect(perft.code).toBe(0);
    expect(perft.stdout.trim().split('\n').pop()).toBe('36473');
    const moves = spawnCli(['moves', '--variant', 'english'], 'B:W21-32:B1-12\nnonsense\n');
    expect(moves.code).toBe(0);
    expect(lines(moves.stdout).map((o) => (o.moves ? o.moves.length : o.error?.code))).toEqual([
      7,
      'bad-turn',
    ]);
    const bad = spawnCli(['perft', '--variant', 'checkers', '--depth', '1']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Unknown variant');
  }, 120_000);
});
