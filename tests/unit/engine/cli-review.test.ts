/**
 * `npm run engine -- review`: one JSON line per ply of the PDN game on stdin, evaluations from White's side
 * in men; an unreadable PDN gives a coded error and exit code 1; bad options the usage and exit code 2.
 * The real launcher is spawned once (the way npm runs it); the other cases run the dispatcher in-process.
 */
import { describe, expect, it } from 'vitest';
import { parsePdn, VARIANTS } from '../../../src/engine';
import { reviewGame } from '../../../src/engine/ai';
import { runCli, spawnCli } from './cli-run';

const json = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

const GAME = '[Event "Review test"]\n[GameType "22"]\n1. 21-17 12-15 2. 25-21 8-12 3. 17-13 *\n';

describe('engine CLI: review', () => {
  it('prints one line per ply: the move, eval, best move, loss, class and the rule', {
    timeout: 60_000,
  }, () => {
    const r = spawnCli(['review', '--variant', 'italian', '--depth', '6'], GAME);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const out = json(r.stdout);
    const parsed = parsePdn(GAME, { variant: VARIANTS.italian });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const { game } = parsed.value;
    expect(out.map((o) => o.ply)).toEqual([1, 2, 3, 4, 5]);
    expect(out.map((o) => o.move)).toEqual(game.moves.map((m) => m.text));
    // The same numbers as the engine's review at the same depth (the search is deterministic at a depth).
    const engine = reviewGame(game, { depth: 6 });
    out.forEach((o, i) => {
      const e = engine[i];
      expect(Object.keys(o).slice(0, 7)).toEqual([
        'ply',
        'move',
        'eval',
        'best',
        'bestEval',
        'loss',
        'class',
      ]);
      expect(o).toMatchObject({
        eval: e.eval,
        best: e.best,
        bestEval: e.bestEval,
        loss: e.loss,
        class: e.class,
      });
      expect(typeof o.eval).toBe('number');
      expect(['best', 'good', 'inaccuracy', 'mistake', 'blunder']).toContain(o.class);
    });
    expect(out[4]).toMatchObject({
      class: 'blunder',
      rule: { code: 'criterion-1', line: ['9x25'], pieces: 2 },
    });
    expect(out.slice(0, 4).every((o) => o.rule === undefined)).toBe(true);
  });

  it('a PDN it cannot read: a coded error on stdout, exit code 1', async () => {
    const illegal = await runCli(
      ['review', '--variant', 'italian', '--depth', '2'],
      '1. 21-17 12-15 2. 25-22 *',
    );
    expect(illegal.code).toBe(1);
    expect(json(illegal.stdout)).toEqual([
      { error: expect.objectContaining({ code: 'illegal-move', moveNumber: 2, text: '25-22' }) },
    ]);
    const braces = await runCli(['review', '--variant', 'italian'], '1. 21-17 { never closed');
    expect(braces.code).toBe(1);
    expect(json(braces.stdout)[0]).toMatchObject({ error: { code: 'unbalanced-braces' } });
    const empty = await runCli(['review', '--variant', 'italian'], '');
    expect(empty.code).toBe(1);
    expect(json(empty.stdout)[0]).toMatchObject({ error: { code: 'empty' } });
    const other = await runCli(['review', '--variant', 'italian'], '[GameType "20"]\n1. 32-28 *');
    expect(other.code).toBe(1);
    expect(json(other.stdout)[0]).toMatchObject({ error: { code: 'variant-mismatch' } });
  });

  it('bad options: the usage on stderr, exit code 2', async () => {
    for (const args of [
      ['review'],
      ['review', '--variant', 'italian', '--movetime', '0'],
      ['review', '--variant', 'italian', '--movetime', '10', '--depth', '2'],
      ['review', '--variant', 'italian', '--depth', '2', '--nodes', '1000'],
      ['review', '--variant', 'italian', '--nodes', 'many'],
      ['review', '--variant', 'italian', '--fen', 'W:W21:B1'],
    ]) {
      const r = await runCli(args, GAME);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toContain('review --variant <v>');
    }
  });
});
