/**
 * `npm run bench:ai -- ladder`: the five levels of play measured against each other (issue 23), and
 * against a scripted learner.
 *
 *   npm run bench:ai -- ladder [--variant italian,english,international] [--games n] [--jobs 2]
 *                              [--nps 500000] [--scale 0.2] [--pairs 2-1,3-2,…,learner-1,learner-5]
 *                              [--set "1:depth=1,margin=150;2:margin=60"]
 *
 * Pairings: each level against the one below, and the scripted learner against Principiante (1) and
 * Difficile (5). Each opening (match.ts's balanced openings) is played twice, colours swapped, under the
 * play page's rules (game.ts's automatic draws; an Italian threefold repetition counts as claimed).
 *
 * A level searches with its own depth limit and margin (src/engine/ai/levels.ts), and instead of its time
 * per move a fixed node budget: its movetime × --scale × --nps / 1000 (by default a fifth of the level's
 * time at 0.5 M nodes/s, the engine's speed in games on this machine). The budget makes every game the same
 * on a loaded machine and on a quiet one; a level's random choice among near-best moves is seeded per game.
 *
 * The learner stands for someone who has just finished the Italian course: it plays the captures the rules
 * demand (the engine gives it only legal moves) and otherwise a safe move — one after which the opponent has
 * no capture — chosen at random (seeded); it crowns when it can, and plays any move when none is safe.
 *
 * --set tries other level settings (depth, margin, movetime) without changing levels.ts, to tune the ladder.
 *
 * Output: W-D-L per pairing with the higher side's score and Elo difference (95 % interval, trinomial
 * model), and the ladder: Principiante at 0, each level the one below plus its pairing's difference, the
 * intervals added in quadrature along the chain. Aims (issue 23): about 200 Elo between neighbours; the
 * learner scores at least 60 % against Principiante and at most 5 % against Difficile.
 */
import { fileURLToPath } from 'node:url';
import {
  type Game,
  gameFromPosition,
  isPromotionSquare,
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
import { chooseMove, createRandom, LEVELS, levelSettings, Searcher } from '../../src/engine/ai';
import { elo, openings } from './match';
import { runParallel, serveTasks } from './parallel';

/** A player of the ladder: a level (1–5) or the scripted learner. */
export type Rung = number | 'learner';

export interface LadderTask {
  variant: VariantId;
  /** the side whose score is reported (the stronger side of a level pairing; the learner) */
  high: Rung;
  low: Rung;
  opening: number;
  highIsWhite: boolean;
  nps: number;
  scale: number;
  seed: number;
  /** level settings tried instead of levels.ts's (--set), for tuning the ladder before changing levels.ts */
  overrides?: Record<number, { depth?: number; margin?: number; movetime?: number }>;
}

export interface LadderResult extends LadderTask {
  /** from `high`'s side: 1 win, 0.5 draw, 0 loss */
  score: number;
  plies: number;
  reason: string;
}

const MAX_PLIES = 400;

/** The scripted learner's move: a demanded capture or a safe move (see the header), seeded. */
export function learnerMove(pos: Position, rnd: () => number): Move | null {
  const moves = legalMoves(pos);
  if (moves.length === 0) return null;
  const pick = (list: readonly Move[]) => list[Math.floor(rnd() * list.length)];
  const safe = moves.filter((m) => {
    const after = play(pos, m);
    return !legalMoves(after).some((r) => r.captures.length > 0);
  });
  const pool = safe.length > 0 ? safe : moves;
  const crowning = pool.filter(
    (m) => (pos.cells[m.from] & 4) === 0 && isPromotionSquare(pos.variant, pos.turn, m.to),
  );
  return pick(crowning.length > 0 ? crowning : pool);
}

/** A level's node budget per move (see the header). */
export function levelNodes(level: number, nps: number, scale: number): number {
  return Math.max(1000, Math.round((levelSettings(level).movetime * scale * nps) / 1000));
}

/** One game of the ladder. */
export function playLadderGame(t: LadderTask): LadderResult {
  applyOverrides(t.overrides);
  const line = openings(t.variant)[t.opening];
  let game: Game = gameFromPosition(startPosition(VARIANTS[t.variant]));
  for (const m of line) game = playMove(game, m);
  const rnd = createRandom(t.seed);
  const searchers = { white: new Searcher(18), black: new Searcher(18) };
  const rungOf = (turn: 'white' | 'black'): Rung => ((turn === 'white') === t.highIsWhite ? t.high : t.low);
  const { game: end, end: how } = playOut(
    game,
    (g, history) => {
      const turn = g.position.turn;
      const rung = rungOf(turn);
      return rung === 'learner'
        ? learnerMove(g.position, rnd)
        : chooseMove(g.position, {
            level: rung,
            nodes: levelNodes(rung, t.nps, t.scale),
            history,
            counters: g.counters,
            searcher: searchers[turn],
            seed: t.seed + g.moves.length,
          }).move;
    },
    MAX_PLIES,
  );
  const result = (whiteScore: number, reason: string): LadderResult => ({
    ...t,
    score: t.highIsWhite ? whiteScore : 1 - whiteScore,
    plies: end.moves.length,
    reason,
  });
  const st = end.status;
  if (how === 'no move') throw new Error('no move in a playing position');
  if (how === 'length cap') return result(0.5, 'length cap');
  if (how === 'repetition claimed') return result(0.5, 'repetition (claimed)');
  if (st.kind === 'win') return result(st.winner === 'white' ? 1 : 0, st.reason);
  return result(0.5, st.kind === 'draw' ? st.reason : 'length cap');
}

/** Level settings changed for this process (the bench's child): `--set 1:depth=1,margin=150;2:margin=60`. */
function applyOverrides(o: LadderTask['overrides']): void {
  for (const [level, values] of Object.entries(o ?? {})) Object.assign(LEVELS[Number(level) - 1], values);
}

export function parseOverrides(text: string): LadderTask['overrides'] {
  const out: NonNullable<LadderTask['overrides']> = {};
  for (const part of text.split(';').filter(Boolean)) {
    const [level, list] = part.split(':');
    const values: Record<string, number> = {};
    for (const kv of (list ?? '').split(',')) {
      const [k, v] = kv.split('=');
      if (!['depth', 'margin', 'movetime'].includes(k) || !Number.isFinite(Number(v)))
        throw new Error(`--set: not a level setting: ${kv}`);
      values[k] = Number(v);
    }
    out[Number(parseRung(level))] = values;
  }
  return out;
}

function arg(argv: readonly string[], name: string, fallback: string): string {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && i + 1 < argv.length ? argv[i + 1] : fallback;
}

const DEFAULT_PAIRS = '2-1,3-2,4-3,5-4,learner-1,learner-5';

function parseRung(text: string): Rung {
  if (text === 'learner') return 'learner';
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > LEVELS.length) throw new Error(`not a level: ${text}`);
  return n;
}

const rungName = (r: Rung) => (r === 'learner' ? 'learner' : `${LEVELS[r - 1].name.it} (${r})`);

export async function runLadder(argv: readonly string[]): Promise<void> {
  const variants = arg(argv, 'variant', 'italian').split(',') as VariantId[];
  for (const v of variants) if (!(v in VARIANTS)) throw new Error(`unknown variant: ${v}`);
  const games = Math.max(2, Number(arg(argv, 'games', '40')) & ~1);
  const jobs = Math.max(1, Number(arg(argv, 'jobs', '2')));
  const nps = Number(arg(argv, 'nps', '500000'));
  const scale = Number(arg(argv, 'scale', '0.2'));
  const overrides = parseOverrides(arg(argv, 'set', ''));
  applyOverrides(overrides);
  const pairs = arg(argv, 'pairs', DEFAULT_PAIRS)
    .split(',')
    .map((p) => p.split('-').map(parseRung) as [Rung, Rung]);
  for (const variant of variants) {
    const started = performance.now();
    const list = openings(variant, games / 2);
    const tasks: LadderTask[] = [];
    // the longest pairings first, so that the parallel jobs end together
    const cost = (r: Rung) => (r === 'learner' ? 0 : levelNodes(r, nps, scale));
    const ordered = [...pairs].sort((a, b) => cost(b[0]) + cost(b[1]) - cost(a[0]) - cost(a[1]));
    for (const [high, low] of ordered) {
      for (let g = 0; g < games; g++) {
        tasks.push({
          variant,
          high,
          low,
          opening: Math.floor(g / 2) % list.length,
          highIsWhite: g % 2 === 0,
          nps,
          scale,
          seed: 0x1add + g * 7919,
          overrides,
        });
      }
    }
    const budgets = LEVELS.map((l) => `${l.level}: ${levelNodes(l.level, nps, scale)}`).join(', ');
    console.log(
      `## Ladder, ${variant}: ${games} games per pairing, nodes a move ${budgets} (time × ${scale} at ${nps} nodes/s)\n`,
    );
    const results = await runParallel<LadderTask, LadderResult>(
      fileURLToPath(import.meta.url),
      '--ladder-child',
      tasks,
      jobs,
      (r) =>
        `${r.variant} ${rungName(r.high)} v ${rungName(r.low)} opening ${r.opening}: ${r.score} (${r.reason}, ${r.plies} plies)`,
    );
    console.log('| pairing | games | W | D | L | score | Elo (95 %) |');
    console.log('|---|---:|---:|---:|---:|---:|---:|');
    const diff = new Map<string, { elo: number; error: number }>();
    for (const [high, low] of pairs) {
      const rs = results.filter((r) => r.high === high && r.low === low);
      const w = rs.filter((r) => r.score === 1).length;
      const l = rs.filter((r) => r.score === 0).length;
      const d = rs.length - w - l;
      const e = elo(w, d, l);
      diff.set(`${high}-${low}`, e);
      const sign = (x: number) => (x >= 0 ? '+' : '') + x.toFixed(0);
      console.log(
        `| ${rungName(high)} – ${rungName(low)} | ${rs.length} | ${w} | ${d} | ${l} | ${(e.score * 100).toFixed(1)} % | ${sign(e.elo)} ± ${e.error.toFixed(0)} |`,
      );
    }
    // The chain: level 1 at 0, each level the one below plus its pairing's difference.
    let at = 0;
    let err2 = 0;
    const rows = [`| ${rungName(1)} | 0 | – |`];
    for (let lv = 2; lv <= LEVELS.length; lv++) {
      const e = diff.get(`${lv}-${lv - 1}`);
      if (!e) break;
      at += e.elo;
      err2 += (e.error / 1.96) ** 2;
      rows.push(`| ${rungName(lv)} | ${at.toFixed(0)} | ± ${(1.96 * Math.sqrt(err2)).toFixed(0)} |`);
    }
    const learner = diff.get('learner-1');
    if (learner)
      rows.push(
        `| learner (from its games against 1) | ${learner.elo.toFixed(0)} | ± ${learner.error.toFixed(0)} |`,
      );
    console.log(`\n| ladder, ${variant} | Elo | 95 % |\n|---|---:|---:|\n${rows.join('\n')}`);
    const reasons = new Map<string, number>();
    for (const r of results) reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + 1);
    console.log(
      `\nendings: ${[...reasons].map(([k, v]) => `${k} ${v}`).join(', ')}; ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
    );
  }
}

serveTasks<LadderTask, LadderResult>('--ladder-child', playLadderGame);
