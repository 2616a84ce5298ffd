/**
 * The draw counters travel with the request to the worker, and the worker's search plays by them: a game
 * whose 40-move count is nearly out gets a move that starts it again.
 */
import { describe, expect, it } from 'vitest';
import { analysisRequestFor, answer, answerAny, requestFor } from '../../../src/browser/workers/protocol';
import { type Game, makeFen, newGame, playMove, playMoveText, VARIANTS } from '../../../src/engine';

const playAll = (game: Game, moves: readonly string[]): Game =>
  moves.reduce((g, text) => {
    const r = playMoveText(g, text);
    if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
    return r.value;
  }, game);

/**
 * Italian, White to win with 14-10 and 10x1, after 78 plies of kings walking to and fro: 23-19 5-1, then
 * 19 rounds of 19-23 1-5 23-19 5-1. Repetition is a claim in Italian (nobody claimed), so the game goes on;
 * the 40-move rule is automatic and two plies away.
 */
function walkedGame(): Game {
  const shuffle = Array.from({ length: 19 }, () => ['19-23', '1-5', '23-19', '5-1']).flat();
  return playAll(newGame(VARIANTS.italian, 'W:WK14,K23,29:BK5'), ['23-19', '5-1', ...shuffle]);
}

describe('worker protocol: draw counters', () => {
  it('the request carries the game’s counters and the positions since the last capture or man move', () => {
    const game = walkedGame();
    expect(game.status.kind).toBe('playing');
    expect(game.counters).toEqual({ quietPlies: 78, endgame: null });
    const req = requestFor(game, 4, 1);
    expect(req.counters).toEqual(game.counters);
    expect(req.history).toHaveLength(78);
    expect(req.history[0]).toBe('W:WK14,K23,29:BK5');
    expect(req.fen).toBe(makeFen(game.position));

    // A man move starts the count again: nothing before it is sent.
    const after = playAll(game, ['29-25', '1-5']);
    expect(requestFor(after, 4, 2).counters).toEqual({ quietPlies: 1, endgame: null });
    expect(requestFor(after, 4, 2).history).toEqual([makeFen(playAll(game, ['29-25']).position)]);
  });

  it('the worker sees the limit coming and plays the man move; without the counters it plays the king win', () => {
    const req = { ...requestFor(walkedGame(), 4, 1), movetime: 400 };
    const moved = (a: ReturnType<typeof answer>) => (a.ok ? `${a.move.from}-${a.move.to}` : a.message);
    const withCounters = answer(req);
    expect(moved(withCounters)).toMatch(/^29-/);
    // The counters alone decide it (no repetition history)…
    expect(moved(answer({ ...req, history: [] }))).toMatch(/^29-/);
    // …and without them the kings win fastest.
    expect(moved(answer({ ...req, history: [], counters: undefined }))).toBe('14-10');
  });

  it('malformed counters are refused with a message, not a crash', () => {
    const req = requestFor(newGame(VARIANTS.english), 1, 9);
    const bad = [
      { quietPlies: -1, endgame: null },
      { quietPlies: 2.5, endgame: null },
      { quietPlies: 3 },
      { quietPlies: 3, endgame: { rule: 'seven-moves', plies: 1 } },
      { quietPlies: 3, endgame: { rule: 'five-moves', plies: '2' } },
      'many',
    ];
    for (const counters of bad) {
      // biome-ignore lint/suspicious/noExplicitAny: deliberately malformed input
      expect(answer({ ...req, counters: counters as any })).toEqual({
        id: 9,
        ok: false,
        message: 'The draw counters are malformed.',
      });
    }
  });
});

describe('worker protocol: analysis on request', () => {
  it('answers with the score from White’s side and a legal line from the position asked', () => {
    // Black to move, a man down: the score is White's advantage whoever moves
    const game = newGame(VARIANTS.italian, 'B:W21,22,23:B9,10');
    const a = answerAny(analysisRequestFor(game, 300, 7));
    expect(a.ok).toBe(true);
    if (!a.ok || !('kind' in a) || a.kind !== 'analysis') throw new Error('not an analysis');
    expect(a.id).toBe(7);
    expect(a.score).toBeGreaterThan(0);
    expect(a.pv.length).toBeGreaterThan(1);
    // playMove throws on a move that is not legal where the line has reached
    const end = a.pv.reduce(playMove, game);
    expect(end.moves).toHaveLength(a.pv.length);
  });

  it('the review’s node budget: the search stops near it, and the same position gets the same answer', () => {
    const game = newGame(VARIANTS.italian);
    // A long time cap: only the nodes stop the search.
    const a = answerAny(analysisRequestFor(game, 10_000, 1, 20_000));
    const b = answerAny(analysisRequestFor(game, 10_000, 1, 20_000));
    if (!a.ok || !('kind' in a) || a.kind !== 'analysis') throw new Error('not an analysis');
    expect(a.nodes).toBeGreaterThanOrEqual(20_000);
    expect(a.nodes).toBeLessThan(20_000 + 2048);
    expect(b).toEqual(a);
    expect(analysisRequestFor(game, 3000, 2, 200_000)).toMatchObject({ movetime: 3000, nodes: 200_000 });
  });

  it('a bad position is an answer with ok: false, not a crash', () => {
    const a = answerAny({
      kind: 'analyse',
      id: 3,
      variant: 'italian',
      fen: 'W:W99:B1',
      history: [],
      movetime: 100,
    });
    expect(a).toMatchObject({ id: 3, ok: false });
    const none = answerAny(analysisRequestFor(newGame(VARIANTS.italian, 'W:W:B1'), 100, 4));
    expect(none).toMatchObject({ id: 4, ok: false });
  });
});
