/**
 * The explanations of the tactics from games (src/cli/puzzle-gen/explain-tactic.ts) tell the facts of the
 * line and the game: what a move offers is what the line's reply takes, the pieces are called level only
 * when they are, "that is how the game went" only when the game followed the whole line (else the game's own
 * moves), "the king" only of the opponent's one king, and the precedence rule that forced a reply is named
 * in both languages; the English story keeps to three moves a sentence. The shipped
 * puzzles from games carry the wording of today's generator (npm run puzzles:redress).
 */
import { describe, expect, it } from 'vitest';
import { type PuzzleRecord, toPuzzle } from '../../../src/build/puzzles/schema';
import { redressSet } from '../../../src/cli/puzzle-gen/collect';
import { explainGameTactic } from '../../../src/cli/puzzle-gen/explain-tactic';
import { lineSteps, type Motif } from '../../../src/cli/puzzle-gen/line-steps';
import { BLACK, type Position, parseFen, play, VARIANTS, WHITE } from '../../../src/engine/index';
import { loadPuzzleSets } from './load';

const { sets } = loadPuzzleSets();
// The tactics from games (the precedence puzzles from games are told by describe.ts, not by a line).
const fromGames = sets.flatMap(({ set }) =>
  set.puzzles.filter((p) => p.game && p.kind === 'tactic').map((p) => ({ variant: set.variant, record: p })),
);

function startOf(variant: keyof typeof VARIANTS, fen: string): Position {
  const r = parseFen(VARIANTS[variant], fen);
  if (!r.ok) throw new Error(`bad FEN ${fen}`);
  return r.value;
}

const explain = (variant: keyof typeof VARIANTS, record: PuzzleRecord, moves: readonly string[]) => {
  const game = record.game as NonNullable<PuzzleRecord['game']>;
  return explainGameTactic(startOf(variant, record.fen), toPuzzle(record), {
    game: { moves },
    ply: game.ply,
    motif: (record.motif ?? 'exchange-gain') as Motif,
  });
};

const count = (pos: Position, code: number) => pos.cells.filter((c) => (c & code) !== 0).length;

describe('the explanation of a tactic from a game', () => {
  it('has the collection’s puzzles from games in all three games', () => {
    expect(new Set(fromGames.map((p) => p.variant))).toEqual(
      new Set(['italian', 'english', 'international']),
    );
  });

  it('offers what the line’s reply takes, not what the first legal reply would', () => {
    // English free capture: after 19-16 Black may take one man (11x20) or two (12x26); the line takes two.
    const record: PuzzleRecord = {
      id: 'en-shot-9999',
      kind: 'tactic',
      theme: 'shot',
      fen: 'W:W19,21,23:B6,11,12',
      line: [{ learner: ['19-16'] }, { reply: '12x26' }],
      end: { material: 1 },
      game: { id: 'en-g-00001', moves: ['19-16'], ply: 0 },
      motif: 'exchange-gain',
      rating: 1000,
      explanation: { it: '', en: '' },
    };
    const text = explain('english', record, ['19-16']);
    expect(text.it).toMatch(/19-16[^.]*due pedine/);
    expect(text.en).toMatch(/19-16[^.]*two men/);
  });

  it('calls the pieces level only when they are level at the end of the line', () => {
    const crowns = fromGames.filter((p) => p.record.end?.promotion && !p.record.end.material);
    expect(crowns.length).toBeGreaterThan(0);
    let uneven = 0;
    for (const { variant, record } of crowns) {
      const start = startOf(variant, record.fen);
      const steps = lineSteps(start, toPuzzle(record));
      const last = steps[steps.length - 1];
      const final = play(last.pos, last.move);
      const level = count(final, WHITE) === count(final, BLACK);
      const text = explain(variant, record, record.game?.moves ?? []);
      if (level) continue;
      uneven++;
      expect(text.it, record.id).not.toMatch(/\bpari\b/);
      expect(text.en, record.id).not.toMatch(/\blevel\b|\beven\b/);
    }
    expect(uneven).toBeGreaterThan(0);
  });

  it('says the game went that way only when the game played the whole line', () => {
    // Each puzzle whose game followed its line, told of a game that stopped after the first move.
    let told = 0;
    for (const { variant, record } of fromGames) {
      const game = record.game as NonNullable<PuzzleRecord['game']>;
      const whole = explain(variant, record, game.moves);
      if (!whole.it.includes('è andata proprio così')) continue;
      told++;
      const cut = explain(variant, record, game.moves.slice(0, game.ply + 1));
      expect(cut.it, record.id).not.toContain('proprio così');
      expect(cut.en, record.id).not.toContain('how the game went');
      expect(cut.en, record.id).toContain(
        `In the game, ${record.fen[0] === 'W' ? 'White' : 'Black'} started with ${game.moves[game.ply]}`,
      );
      expect(cut.it, record.id).toContain(game.moves[game.ply]);
    }
    expect(told).toBeGreaterThan(0);
  });

  it('names the reply the game chose when it left the line', () => {
    // it-tiro-0126: the line defends with 14x7, the game answered 15x6.
    const p = fromGames.find((x) => x.record.id === 'it-tiro-0126');
    expect(p).toBeDefined();
    const { variant, record } = p as (typeof fromGames)[number];
    const game = record.game as NonNullable<PuzzleRecord['game']>;
    expect(game.moves[game.ply + 1]).toBe('15x6');
    const text = explain(variant, record, game.moves);
    expect(text.it).toMatch(/il Bianco ha risposto 15x6\.$/);
    expect(text.en).toMatch(/White answered 15x6\.$/);
  });

  it('says "a king" ("una dama"), not "the king" ("la dama"), when the opponent has more than one', () => {
    // Black keeps a second king on 1 when 31x24 takes the one on 27 (a king for a king: no claim).
    const record: PuzzleRecord = {
      id: 'en-shot-9998',
      kind: 'tactic',
      theme: 'shot',
      fen: 'W:W17,K28,K31:BK20,K1',
      line: [{ learner: ['28-24'] }, { reply: '20x27' }, { learner: ['31x24'] }],
      game: { id: 'en-g-00001', moves: ['28-24'], ply: 0 },
      motif: 'exchange-gain',
      rating: 1000,
      explanation: { it: '', en: '' },
    };
    const { en, it: itText } = explain('english', record, []);
    expect(en).toMatch(/31x24/);
    expect(en).not.toMatch(/\bthe king\b/);
    expect(itText).toMatch(/31x24/);
    expect(itText).not.toMatch(/\bla dama( avversaria)?\b(?! è)/);
    expect(itText).toMatch(/\buna dama\b/);
  });

  it('tells a long line in English in sentences of at most three moves', () => {
    const long = fromGames.filter((p) => p.record.line.length >= 5);
    expect(long.length).toBeGreaterThan(0);
    for (const { variant, record } of long) {
      const { en } = explain(variant, record, record.game?.moves ?? []);
      for (const sentence of en.split(/(?<=[.?]) /))
        expect(sentence.match(/\d+[-x]\d+/g)?.length ?? 0, `${record.id}: ${sentence}`).toBeLessThanOrEqual(
          3,
        );
    }
  });

  it('names the precedence rule that forced a reply, in English as in Italian', () => {
    // it-tiro-0143: 10x19 is forced because, with equal captures, the king must take (criterion 2).
    const p = fromGames.find((x) => x.record.id === 'it-tiro-0143');
    expect(p).toBeDefined();
    const { variant, record } = p as (typeof fromGames)[number];
    const text = explain(variant, record, record.game?.moves ?? []);
    expect(text.it).toContain('criterio 2');
    expect(text.en).toMatch(/Why 10x19\? White could also take with the man, 28x19, .*\(criterion 2\)/);
  });

  it('is the wording the shipped puzzles from games carry', () => {
    for (const { file, set } of sets) expect(redressSet(set).changed, file).toEqual([]);
  });
});

describe('redressing a set in place', () => {
  it('rewrites only the puzzles from games, keeping their ids and places', () => {
    const { set } = sets.find((s) => s.set.variant === 'italian' && s.set.theme === 'tiro') ?? {};
    if (!set) throw new Error('no Italian tiro set');
    const i = set.puzzles.findIndex((p) => p.game);
    const j = set.puzzles.findIndex((p) => !p.game);
    const stale = set.puzzles.map((p, k) =>
      k === i || k === j ? { ...p, explanation: { it: 'vecchio', en: 'old' }, rating: 9999 } : p,
    );
    const { set: dressed, changed } = redressSet({ ...set, puzzles: stale });
    expect(changed).toEqual([set.puzzles[i].id]);
    expect(dressed.puzzles.map((p) => p.id)).toEqual(set.puzzles.map((p) => p.id));
    expect(dressed.puzzles[i]).toEqual(set.puzzles[i]);
    expect(dressed.puzzles[j].explanation.it).toBe('vecchio');
  });
});
