/**
 * `solve`: database answers where the tables cover the position, a search elsewhere (a proven result only
 * when the search proves it), and a bad line answered with its coded error while the next lines go on.
 */

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { legalMoves, parseFen, parseMoveText, play, VARIANTS } from '../../../src/engine';
import {
  clearEndgameTables,
  generateEndgame,
  probeEndgame,
  tableFromSolved,
  useEndgameTable,
} from '../../../src/engine/endgame';
import { runCli } from '../engine/cli-run';

// Generation and exhaustive checks take seconds, many more on a loaded machine: never a timing test.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

/** The `solve` command's answers, one parsed JSON line each. */
async function solveCli(args: string[], input = '') {
  const { code, stdout, stderr } = await runCli(args, input);
  return {
    code,
    lines: stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l)),
    stderr,
  };
}

beforeAll(() => {
  // The tables the questions need, loaded here: the command only generates what is not loaded yet.
  clearEndgameTables();
  for (const variant of ['english', 'international'] as const) {
    const tables = generateEndgame(VARIANTS[variant], { maxPieces: 3 });
    for (let n = 2; n <= 3; n++) useEndgameTable(tableFromSolved(variant, tables[n]));
  }
}, 60_000);
afterAll(() => clearEndgameTables());

describe('engine CLI solve', () => {
  it('answers a covered position from the database, with its distance and a best move that keeps it', async () => {
    const fen = 'W:WK1,K5:BK32';
    const { code, lines } = await solveCli(['solve', '--variant', 'english', '--fen', fen]);
    expect(code).toBe(0);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ fen, result: 'win', source: 'db' });
    const pos = parseFen(VARIANTS.english, fen);
    if (!pos.ok) throw new Error('fen');
    expect(line.plies).toBe(probeEndgame(pos.value)?.plies);
    const best = parseMoveText(pos.value, line.best);
    expect(best.ok).toBe(true);
    if (best.ok)
      expect(probeEndgame(play(pos.value, best.value))).toEqual({ result: 'loss', plies: line.plies - 1 });
  });

  it('searches a position the tables do not cover: a proven win when the search proves one, else unknown', async () => {
    const { lines } = await solveCli(
      ['solve', '--variant', 'international', '--movetime', '200'],
      'W:W33,50:B28,18\nW:W31,32,33,34,35:B16,17,18,19,20\n',
    );
    // 33x13 takes both black men: Black is left without a move.
    expect(lines[0]).toEqual({
      fen: 'W:W33,50:B28,18',
      result: 'win',
      plies: 1,
      best: '33x13',
      source: 'search',
    });
    expect(lines[1]).toMatchObject({ result: 'unknown', source: 'search' });
    expect(lines[1].plies).toBeUndefined();
    const pos = parseFen(VARIANTS.international, lines[1].fen);
    if (!pos.ok) throw new Error('fen');
    expect(parseMoveText(pos.value, lines[1].best).ok).toBe(true);
  });

  it('a bad FEN gets its coded error and the next lines are answered', async () => {
    const { code, lines } = await solveCli(
      ['solve', '--variant', 'english', '--movetime', '50'],
      'W:W33:B1\n\nnonsense\nB:WK1,K5:BK32\nW:W1:B9\n',
    );
    expect(code).toBe(0);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatchObject({ fen: 'W:W33:B1', error: { code: 'square-out-of-range' } });
    expect(lines[1].error.code).toEqual(expect.any(String));
    expect(lines[2]).toMatchObject({ fen: 'B:WK1,K5:BK32', source: 'db' });
    expect(['win', 'loss', 'draw']).toContain(lines[2].result);
    // A white man on its crowning row is no position of the game: refused, not guessed.
    expect(lines[3]).toMatchObject({ fen: 'W:W1:B9', error: { code: 'man-on-promotion-row' } });
  });

  it('a position with no legal move is a loss in 0 with no best move', async () => {
    const fen = 'W:W29:B25,22';
    const pos = parseFen(VARIANTS.english, fen);
    if (!pos.ok) throw new Error('fen');
    expect(legalMoves(pos.value)).toHaveLength(0);
    const { lines } = await solveCli(['solve', '--variant', 'english', '--fen', fen]);
    expect(lines[0]).toEqual({ fen, result: 'loss', plies: 0, best: null, source: 'db' });
  });

  it('refuses a bad --movetime as a usage error', async () => {
    const { code, stderr } = await runCli([
      'solve',
      '--variant',
      'english',
      '--movetime',
      'soon',
      '--fen',
      'W:WK1:BK32',
    ]);
    expect(code).toBe(2);
    expect(stderr).toContain('--movetime');
  });
});
