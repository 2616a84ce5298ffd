/**
 * The trainer's data files in a language, from the puzzles of one game's theme (src/pages/…/data/): the
 * puzzles themselves, each with where its game reaches the position, and the theme's game table — each game
 * once, as PDN, keyed by its id (src/model/puzzles.ts GameTable). The table is a file of its own: a game is
 * often shared by several puzzles, its PDN is most of a puzzle's weight, and only a learner who opens the
 * game after a result needs it (src/components/puzzles/kit.ts loadGame). Build time only.
 */
import {
  gameFromPosition,
  mainline,
  makeFen,
  makePdn,
  parseFen,
  pathOf,
  playMoveText,
  startPosition,
  treeFromGame,
  VARIANTS,
} from '../../engine';
import type { Lang } from '../../i18n';
import { type GameTable, lastMoveBefore, type TrainerGame, type TrainerPuzzle } from '../../model/puzzles';
import type { PuzzleEntry } from './index';
import { toPuzzle } from './schema';

/** A puzzle's game as the trainer links it: where the puzzle is in it, and the whole game as PDN. */
export interface LinkedGame {
  readonly game: TrainerGame;
  readonly pdn: string;
}

const games = new Map<string, LinkedGame>();

/**
 * A puzzle's game as the trainer links it: replayed from the variant's start (as recorded: no automatic
 * draw stops it), written as PDN, with the analysis board's path of the puzzle's position. Throws, naming
 * the puzzle, when a move is not legal or the position after `ply` moves is not the puzzle's.
 */
export function trainerGame(p: PuzzleEntry): LinkedGame | undefined {
  if (!p.game) return undefined;
  const known = games.get(p.id);
  if (known) return known;
  const variant = VARIANTS[p.variant];
  const { moves, ply } = p.game;
  if (ply > moves.length) throw new Error(`${p.id}: its game has ${moves.length} moves, not ${ply}.`);
  let game = gameFromPosition(startPosition(variant), { autoDraws: false });
  let at = ply === 0 ? game.position : null;
  moves.forEach((text, i) => {
    const r = playMoveText(game, text);
    if (!r.ok)
      throw new Error(`${p.id}: move ${i + 1} of its game, ${text}, cannot be played: ${r.error.message}`);
    game = r.value;
    if (i + 1 === ply) at = game.position;
  });
  const fen = parseFen(variant, p.fen);
  if (!fen.ok || !at || makeFen(at) !== makeFen(fen.value))
    throw new Error(`${p.id}: its position is not the one after ${ply} moves of its game.`);
  const made: LinkedGame = {
    game: {
      id: p.game.id,
      path: pathOf(mainline(treeFromGame(game)).slice(0, ply)),
      ...lastMoveBefore(ply, variant.rules.firstMover),
    },
    // The Event tag names the game: the trainer checks it against the id it looks up (gameFromTable).
    pdn: makePdn(game, { tags: { Event: p.game.id } }),
  };
  games.set(p.id, made);
  return made;
}

/** The trainer's puzzles in one language: the engine's puzzles with variant, rating, explanation and game. */
export function trainerFeed(puzzles: readonly PuzzleEntry[], lang: Lang): TrainerPuzzle[] {
  return puzzles.map((p) => {
    const linked = trainerGame(p);
    return {
      ...toPuzzle(p),
      variant: p.variant,
      rating: p.rating,
      explanation: p.explanation[lang],
      ...(p.tier ? { tier: p.tier } : {}),
      ...(p.motif ? { motif: p.motif } : {}),
      ...(linked ? { game: linked.game } : {}),
    };
  });
}

/**
 * The game table of these puzzles: each game they were met in once, by its id. Throws when two puzzles
 * give one id to different games (the trainer would open the wrong one).
 */
export function trainerGames(puzzles: readonly PuzzleEntry[]): GameTable {
  const table: Record<string, string> = {};
  for (const p of puzzles) {
    const linked = trainerGame(p);
    if (!linked) continue;
    const { id } = linked.game;
    if (Object.hasOwn(table, id) && table[id] !== linked.pdn)
      throw new Error(`${p.id}: its game ${id} is not the game other puzzles give that id.`);
    table[id] = linked.pdn;
  }
  return { games: table };
}
