/**
 * The game corpus of issue 20: complete games the engine plays against itself, from varied openings, that
 * the puzzle harvesters read (harvest-tactics.ts here; the precedence harvest reads the same files).
 *
 * A game is a pure function of (variant, run seed, game index, node budget): the opening is the
 * index-th balanced opening of the seed's shuffled list, and every later move is the engine's choice with a
 * fixed node budget (never a time budget), jittered per move by the game's own seeded source so that two
 * games from one opening go their own ways. So a run is deterministic for its seed whatever the number of
 * workers, and a run resumed after an interruption writes the very games an uninterrupted one would.
 *
 * Openings. English: every distinct position after three plies (the idea of the three-move ballots; the
 * official ACF list is not in the repository, so the engine chooses them: a start is kept when the
 * engine's score stays within ±OPENING_BALANCE hundredths of a man after each of its plies). Italian and
 * International: every distinct position after 2, 3 or 4 plies, kept by the same test. The list is shuffled
 * by the run seed, and game i takes the i-th entry (the next one when it is not balanced).
 *
 * Games follow the play page's rules (game.ts with its automatic draws: the 40-move rule, English and
 * International repetition, the FMJD endgame counts); an Italian threefold repetition, a claim there, is
 * taken as claimed. A game still going after MAX_GAME_PLIES plies is recorded as a draw. In the endings the
 * engine probes the endgame databases when they are on disk (node_modules/.cache/damiera/endgame).
 */

import { ID_PREFIX } from '../../build/puzzles/prove';
import {
  type Game,
  gameFromPosition,
  legalMoves,
  type Move,
  type Position,
  play,
  playMove,
  playOut,
  startPosition,
  VARIANTS,
  type Variant,
  type VariantId,
} from '../../engine';
import { chooseMove, createRandom, type EndgameOracle, Searcher } from '../../engine/ai/index';

/** What one game record holds: one line of node_modules/.cache/damiera/corpus/<variant>.jsonl. */
export interface CorpusGame {
  /** "it-g-00042": the variant's puzzle prefix, "g", the game's index in the run (from 1) */
  readonly id: string;
  readonly variant: VariantId;
  /** the run's seed */
  readonly seed: number;
  /** the node budget per move (before the per-move jitter) */
  readonly nodes: number;
  /** plies of the opening, chosen before the engine played */
  readonly opening: number;
  /** the moves from the variant's start position, PDN move text */
  readonly moves: readonly string[];
  /** White's result, "1-0", "0-1" or "1/2-1/2" in every variant (International's 2-0 is written 1-0) */
  readonly result: '1-0' | '0-1' | '1/2-1/2';
}

/** The node budget per move of a corpus game unless told otherwise (about 0.1–0.2 s a move here). */
export const DEFAULT_CORPUS_NODES = 60_000;

/** Largest |score| after each ply of an opening, in hundredths of a man, for the opening to count as level. */
export const OPENING_BALANCE = 30;

/** Node budget of the balance test of an opening. */
const OPENING_CHECK_NODES = 30_000;

/** A game still going after this many plies is recorded as a draw. */
export const MAX_GAME_PLIES = 300;

/** Each move's budget is the game's budget times a factor in [1, 1 + JITTER), from the game's seed. */
const JITTER = 0.25;

/** The format of a record and of the corpus's state file: a change makes old files unusable. */
export const CORPUS_VERSION = 1;

/** The opening lengths per variant, in plies. */
const OPENING_PLIES: Readonly<Record<VariantId, readonly number[]>> = {
  english: [3],
  italian: [2, 3, 4],
  international: [2, 3, 4],
  brazilian: [2, 3, 4],
};

/** A 32-bit mix of two numbers (the game's seed from the run's seed and the game's index). */
export function mixSeed(a: number, b: number): number {
  let h = (Math.imul(a >>> 0, 0x9e3779b1) ^ Math.imul((b + 0x7f4a7c15) >>> 0, 0x85ebca77)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

const positionId = (pos: Position) => `${pos.turn}:${Array.from(pos.cells).join(',')}`;

const lineCache = new Map<string, Move[][]>();

/** Every line of the variant's opening lengths that reaches a new position, shuffled by `seed`. */
export function openingLines(variant: VariantId, seed: number): Move[][] {
  const key = `${variant}:${seed}`;
  const hit = lineCache.get(key);
  if (hit) return hit;
  const start = startPosition(VARIANTS[variant]);
  const seen = new Set<string>();
  const out: Move[][] = [];
  const walk = (pos: Position, line: Move[], left: number) => {
    if (left === 0) {
      const id = positionId(pos);
      if (!seen.has(id) && legalMoves(pos).length > 0) {
        seen.add(id);
        out.push(line);
      }
      return;
    }
    for (const m of legalMoves(pos)) walk(play(pos, m), [...line, m], left - 1);
  };
  for (const n of OPENING_PLIES[variant]) walk(start, [], n);
  const rnd = createRandom(mixSeed(seed, 0));
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  lineCache.set(key, out);
  return out;
}

/** Does the engine's score stay within ±OPENING_BALANCE after each ply of `line` (the first excepted)? */
export function balancedOpening(variant: Variant, line: readonly Move[]): boolean {
  let pos = startPosition(variant);
  for (let i = 0; i < line.length; i++) {
    pos = play(pos, line[i]);
    if (i === 0) continue;
    if (legalMoves(pos).length < 2) continue;
    const r = chooseMove(pos, { nodes: OPENING_CHECK_NODES, searcher: new Searcher(14) });
    if (Math.abs(r.score) > OPENING_BALANCE) return false;
  }
  return true;
}

/** The opening of game `index` of a run: the index-th line of the seed's list, or the next balanced one. */
export function gameOpening(variant: VariantId, seed: number, index: number): Move[] {
  const lines = openingLines(variant, seed);
  for (let k = 0; k < lines.length; k++) {
    const line = lines[(index - 1 + k) % lines.length];
    if (balancedOpening(VARIANTS[variant], line)) return line;
  }
  throw new Error(`corpus: no balanced opening in ${variant}`);
}

/**
 * A game's id, unique across runs: seed 1 (the first corpus, whose ids the collection already holds) is
 * `it-g-00012`, another seed carries its number (`it-g2-00012`), so two runs never give one id to two games.
 */
export const gameId = (variant: VariantId, index: number, seed = 1) =>
  `${ID_PREFIX[variant]}-g${seed === 1 ? '' : seed}-${String(index).padStart(5, '0')}`;

function resultOf(game: Game): CorpusGame['result'] {
  const st = game.status;
  if (st.kind === 'win') return st.winner === 'white' ? '1-0' : '0-1';
  return '1/2-1/2';
}

export interface PlayOptions {
  readonly variant: VariantId;
  readonly seed: number;
  /** 1-based */
  readonly index: number;
  readonly nodes: number;
  /** the endgame databases, when loaded */
  readonly oracle?: EndgameOracle;
}

/** Play game `index` of a run: deterministic for its options. */
export function playCorpusGame(options: PlayOptions): CorpusGame {
  const { variant, seed, index, nodes } = options;
  const opening = gameOpening(variant, seed, index);
  const rnd = createRandom(mixSeed(seed, index));
  let game = gameFromPosition(startPosition(VARIANTS[variant]));
  for (const m of opening) game = playMove(game, m);
  const searcher = new Searcher(18, options.oracle ? { oracle: options.oracle } : {});
  const played = playOut(
    game,
    (g, history) =>
      chooseMove(g.position, {
        nodes: Math.round(nodes * (1 + JITTER * rnd())),
        history,
        counters: g.counters,
        searcher,
      }).move,
    MAX_GAME_PLIES,
  ).game;
  return {
    id: gameId(variant, index, seed),
    variant,
    seed,
    nodes,
    opening: opening.length,
    moves: played.moves.map((m) => m.text),
    result: resultOf(played),
  };
}
