/**
 * `npm run bench:ai -- match`: the current engine (src/engine/ai) against the frozen baseline
 * (tests/bench/baseline, the search as it stood before issue 19), colours swapped, from balanced openings.
 *
 *   npm run bench:ai -- match [--variant italian|english|international] [--games n] [--jobs 2]
 *                             [--nodes n [--base-nodes m]] | [--movetime ms]
 *
 * Each opening is played twice, the current engine White in one game and Black in the other. Games follow
 * the rules of the play page (game.ts with its automatic draws: the 40-move rule, English and International
 * threefold repetition, the FMJD endgame counts); in Italian a threefold repetition, which is a claim there,
 * is taken as claimed (the side that stands worse would claim it). A game still going after 400 plies is
 * scored a draw.
 *
 * With a node budget (--nodes, default 60000 — what the baseline searches in about 0.1 s on this machine)
 * every move is a fixed-size search and the whole match is deterministic; --base-nodes gives the baseline
 * a different budget (e.g. the same time at each engine's own speed). --movetime plays on the clock instead
 * (not reproducible on a loaded machine).
 *
 * Openings: every distinct position after 3 plies (English: the three-move ballot idea, filtered here by a
 * shallow balanced evaluation rather than taken from the official ballot list) or after 2–4 plies (Italian
 * and International, a seeded sample), kept when the baseline's depth-6 score is within ±BALANCE.
 */
import { fileURLToPath } from 'node:url';
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
  type VariantId,
} from '../../src/engine';
import * as current from '../../src/engine/ai';
import * as baseline from './baseline/index';
import { runParallel, serveTasks } from './parallel';

type EngineId = 'current' | 'baseline';
const ENGINES = { current, baseline } as const;

export interface MatchTask {
  variant: VariantId;
  /** index of the opening in the list `openings(variant)` */
  opening: number;
  currentIsWhite: boolean;
  nodes: number;
  baseNodes: number;
  movetime: number;
}

export interface MatchResult extends MatchTask {
  /** from the current engine's side: 1 win, 0.5 draw, 0 loss */
  score: number;
  plies: number;
  reason: string;
  used: { current: number; baseline: number };
  timeMs: { current: number; baseline: number };
}

/** Largest |score| (hundredths of a man, baseline at depth 6) of an opening kept as balanced. */
const BALANCE = 25;
const MAX_PLIES = 400;

const openingCache = new Map<VariantId, Move[][]>();

/** The balanced openings of a variant, in a fixed (seeded) order. */
export function openings(variant: VariantId, want = 400): Move[][] {
  const hit = openingCache.get(variant);
  if (hit && hit.length >= Math.min(want, hit.length)) return hit;
  const start = startPosition(VARIANTS[variant]);
  const lengths = variant === 'english' ? [3] : [2, 3, 4];
  const seen = new Set<string>();
  const candidates: Move[][] = [];
  const walk = (pos: Position, line: Move[], left: number) => {
    if (left === 0) {
      const key = Array.from(pos.cells).join('') + pos.turn;
      if (!seen.has(key) && legalMoves(pos).length > 0) {
        seen.add(key);
        candidates.push(line);
      }
      return;
    }
    for (const m of legalMoves(pos)) walk(play(pos, m), [...line, m], left - 1);
  };
  for (const n of lengths) walk(start, [], n);
  // A seeded shuffle spreads the sample over all lengths and first moves.
  const rnd = current.createRandom(0x5eed + variant.length);
  for (let i = candidates.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [candidates[i], candidates[j]] = [candidates[j], candidates[i]];
  }
  const out: Move[][] = [];
  const depth = variant === 'international' ? 4 : 6;
  const s = new baseline.Searcher(16);
  for (const line of candidates) {
    let pos = start;
    for (const m of line) pos = play(pos, m);
    const r = baseline.chooseMove(pos, { depth, searcher: s });
    if (Math.abs(r.score) <= BALANCE) out.push(line);
    if (out.length >= want) break;
  }
  openingCache.set(variant, out);
  return out;
}

/** One game of the match. */
export function playMatchGame(t: MatchTask): MatchResult {
  const variant = VARIANTS[t.variant];
  const line = openings(t.variant)[t.opening];
  let game: Game = gameFromPosition(startPosition(variant));
  for (const m of line) game = playMove(game, m);
  const side = (turn: 'white' | 'black'): EngineId =>
    (turn === 'white') === t.currentIsWhite ? 'current' : 'baseline';
  const searchers = { current: new current.Searcher(18), baseline: new baseline.Searcher(18) };
  const nodes = { current: 0, baseline: 0 };
  const timeMs = { current: 0, baseline: 0 };
  const { game: end, end: how } = playOut(
    game,
    (g, history) => {
      const who = side(g.position.turn);
      const r = ENGINES[who].chooseMove(g.position, {
        ...(t.movetime > 0 ? { movetime: t.movetime } : { nodes: who === 'current' ? t.nodes : t.baseNodes }),
        history,
        counters: g.counters,
        searcher: searchers[who] as never,
        seed: 1,
      });
      nodes[who] += r.nodes;
      timeMs[who] += r.timeMs;
      return r.move;
    },
    MAX_PLIES,
  );
  const result = (score: number, reason: string): MatchResult => ({
    ...t,
    score,
    plies: end.moves.length,
    reason,
    used: nodes,
    timeMs,
  });
  const st = end.status;
  if (how === 'no move') throw new Error('engine returned no move in a playing position');
  if (how === 'length cap') return result(0.5, 'length cap');
  if (how === 'repetition claimed') return result(0.5, 'repetition (claimed)');
  if (st.kind === 'win') return result((st.winner === 'white') === t.currentIsWhite ? 1 : 0, st.reason);
  return result(0.5, st.kind === 'draw' ? st.reason : 'length cap');
}

/** Elo difference for a score fraction, and the half-width of its 95 % interval (trinomial model). */
export function elo(w: number, d: number, l: number): { elo: number; error: number; score: number } {
  const n = w + d + l;
  const p = (w + d / 2) / n;
  const toElo = (x: number) => {
    const c = Math.min(1 - 1e-6, Math.max(1e-6, x));
    return -400 * Math.log10(1 / c - 1);
  };
  const variance = (w * (1 - p) ** 2 + d * (0.5 - p) ** 2 + l * p ** 2) / n;
  const se = Math.sqrt(variance / n);
  const lo = toElo(p - 1.96 * se);
  const hi = toElo(p + 1.96 * se);
  return { elo: toElo(p), error: (hi - lo) / 2, score: p };
}

function arg(argv: readonly string[], name: string, fallback: string): string {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < argv.length ? argv[i + 1] : fallback;
}

export async function runMatch(argv: readonly string[]): Promise<void> {
  const variants = arg(argv, 'variant', 'italian').split(',') as VariantId[];
  for (const v of variants) if (!(v in VARIANTS)) throw new Error(`unknown variant: ${v}`);
  const games = Math.max(2, Number(arg(argv, 'games', '100')) & ~1);
  const jobs = Math.max(1, Number(arg(argv, 'jobs', '2')));
  const movetime = Number(arg(argv, 'movetime', '0'));
  const nodes = Number(arg(argv, 'nodes', '60000'));
  const baseNodes = Number(arg(argv, 'base-nodes', String(nodes)));
  for (const variant of variants) {
    const started = performance.now();
    const list = openings(variant, games / 2);
    const tasks: MatchTask[] = [];
    for (let g = 0; g < games; g++) {
      tasks.push({
        variant,
        opening: Math.floor(g / 2) % list.length,
        currentIsWhite: g % 2 === 0,
        nodes,
        baseNodes,
        movetime,
      });
    }
    const budget =
      movetime > 0
        ? `${movetime} ms a move`
        : baseNodes === nodes
          ? `${nodes} nodes a move`
          : `${nodes} nodes a move (baseline ${baseNodes})`;
    console.log(
      `## Match, ${variant}: current against baseline, ${games} games, ${budget}, ${list.length} openings\n`,
    );
    const results = await runParallel<MatchTask, MatchResult>(
      fileURLToPath(import.meta.url),
      '--match-child',
      tasks,
      jobs,
      (r) =>
        `${r.variant} opening ${r.opening} current ${r.currentIsWhite ? 'White' : 'Black'}: ${r.score === 1 ? 'win' : r.score === 0 ? 'loss' : 'draw'} (${r.reason}, ${r.plies} plies)`,
    );
    let w = 0;
    let d = 0;
    let l = 0;
    const reasons = new Map<string, number>();
    const totals = { cn: 0, bn: 0, ct: 0, bt: 0 };
    for (const r of results) {
      if (r.score === 1) w++;
      else if (r.score === 0) l++;
      else d++;
      reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + 1);
      totals.cn += r.used.current;
      totals.bn += r.used.baseline;
      totals.ct += r.timeMs.current;
      totals.bt += r.timeMs.baseline;
    }
    const e = elo(w, d, l);
    const sign = (x: number) => (x >= 0 ? '+' : '') + x.toFixed(0);
    console.log('| variant | games | W | D | L | score | Elo (95 %) |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    console.log(
      `| ${variant} | ${results.length} | ${w} | ${d} | ${l} | ${(e.score * 100).toFixed(1)} % | ${sign(e.elo)} ± ${e.error.toFixed(0)} |`,
    );
    const nps = (n: number, t: number) => (t > 0 ? Math.round((n * 1000) / t) : 0);
    console.log(
      `\nnodes/s in the games: current ${nps(totals.cn, totals.ct)}, baseline ${nps(totals.bn, totals.bt)}; ` +
        `endings: ${[...reasons].map(([k, v]) => `${k} ${v}`).join(', ')}; ` +
        `${((performance.now() - started) / 1000).toFixed(0)} s\n`,
    );
  }
}

serveTasks<MatchTask, MatchResult>('--match-child', playMatchGame);
