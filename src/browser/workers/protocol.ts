/**
 * The messages between the page and the AI worker, and the worker's answer as a pure function (so that it is
 * tested in Node and the worker file stays a few lines). Positions travel as FEN text: plain strings clone
 * cheaply and cannot drift from the engine's own reading of them.
 */
import { type Analysis, analyse, chooseMove, type EndgameOracle } from '../../engine/ai/index';
import {
  type DrawCounters,
  ENDGAME_PLY_LIMIT,
  ENDGAME_STEP_PIECES,
  type EndgameRule,
  type EndgameTurn,
  endgameTurn,
  type Game,
  type Move,
  makeFen,
  type Position,
  parseFenFor,
  play,
} from '../../engine/index';

export interface AiRequest {
  /** increasing number, echoed in the answer */
  readonly id: number;
  /** 'italian' */
  readonly variant: string;
  /** the position to move in: 'W:W21-32:B1-12' */
  readonly fen: string;
  /** earlier positions that can still come back (since the last capture or man move), oldest first */
  readonly history: readonly string[];
  /**
   * the game's draw counters in `fen` (game.ts `Game.counters`), so that the search sees the 40-move, 25-move
   * and 16/5-move limits coming: { quietPlies: 12, endgame: null }; omitted, they start at zero
   */
  readonly counters?: DrawCounters;
  /** 1 Principiante … 5 Difficile */
  readonly level?: number;
  /** time budget in ms, instead of (or over) the level's */
  readonly movetime?: number;
  /** seed of the lower levels' random choice */
  readonly seed?: number;
}

/** The analysis board's request: the engine's evaluation and best line in a position (its help on request). */
export interface AnalysisRequest {
  readonly kind: 'analyse';
  readonly id: number;
  readonly variant: string;
  readonly fen: string;
  /** as in AiRequest: the positions that can still come back, for repetition */
  readonly history: readonly string[];
  readonly counters?: DrawCounters;
  /** time budget in ms; with `nodes`, only a cap on it */
  readonly movetime: number;
  /**
   * node budget: the search stops after this many nodes, so the answer is the same on any machine fast
   * enough to reach it within `movetime` (the game review's; the analysis board asks by time)
   */
  readonly nodes?: number;
}

/**
 * A lesson's `endgame` step: the endgame databases' view of the learner's turn in a position (every legal
 * move's value and the defender's reply to it: engine `endgameTurn`). It waits for the tables it needs.
 */
export interface EndgameRequest {
  readonly kind: 'endgame';
  readonly id: number;
  readonly variant: string;
  /** the learner to move */
  readonly fen: string;
}

/** Everything the page may post to the worker. */
export type WorkerRequest = AiRequest | AnalysisRequest | EndgameRequest;

export type EndgameAnswer =
  | { readonly id: number; readonly ok: true; readonly kind: 'endgame'; readonly turn: EndgameTurn }
  | { readonly id: number; readonly ok: false; readonly message: string };

/** How long an endgame step's request waits for its tables, in ms: it cannot answer without them. */
export const ENDGAME_STEP_WAIT_MS = 20_000;

export type AnalysisAnswer =
  | ({ readonly id: number; readonly ok: true; readonly kind: 'analysis' } & Analysis)
  | { readonly id: number; readonly ok: false; readonly message: string };

export type AiAnswer =
  | {
      readonly id: number;
      readonly ok: true;
      readonly move: Move;
      /** hundredths of a man, from the mover's side */
      readonly score: number;
      readonly depth: number;
      readonly nodes: number;
      /** a single legal move, played without searching */
      readonly forced: boolean;
    }
  | { readonly id: number; readonly ok: false; readonly message: string };

/**
 * The request for the computer's move in a game: the current position, its draw counters and the positions
 * it could repeat — the last `quietPlies` ones, since nothing before the last capture or man move can come
 * back; with a clock, the time its clock lets it think (ms, instead of the level's).
 */
export function requestFor(game: Game, level: number, id: number, movetime?: number): AiRequest {
  return movetime === undefined
    ? { id, ...positionOf(game), level }
    : { id, ...positionOf(game), level, movetime };
}

/** The analysis request for the game's current position (the same position, counters and history). */
export function analysisRequestFor(
  game: Game,
  movetime: number,
  id: number,
  nodes?: number,
): AnalysisRequest {
  return nodes === undefined
    ? { kind: 'analyse', id, ...positionOf(game), movetime }
    : { kind: 'analyse', id, ...positionOf(game), movetime, nodes };
}

function positionOf(game: Game): Pick<AiRequest, 'variant' | 'fen' | 'history' | 'counters'> {
  const first = game.moves.length - game.counters.quietPlies;
  const fens: string[] = [];
  let pos: Position = game.start;
  game.moves.forEach(({ move }, i) => {
    if (i >= first) fens.push(makeFen(pos));
    pos = play(pos, move);
  });
  return { variant: game.variant.id, fen: makeFen(game.position), history: fens, counters: game.counters };
}

const isCount = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 0;

/** The request's draw counters, checked (they cross a thread boundary); null when malformed. */
function readCounters(x: unknown): DrawCounters | null {
  if (x === null || typeof x !== 'object') return null;
  const { quietPlies, endgame } = x as { quietPlies?: unknown; endgame?: unknown };
  if (!isCount(quietPlies)) return null;
  if (endgame === null) return { quietPlies, endgame: null };
  if (endgame === undefined || typeof endgame !== 'object') return null;
  const { rule, plies } = endgame as { rule?: unknown; plies?: unknown };
  if (!isCount(plies) || typeof rule !== 'string' || !Object.hasOwn(ENDGAME_PLY_LIMIT, rule)) return null;
  return { quietPlies, endgame: { rule: rule as EndgameRule, plies } };
}

/** The position, counters and history of a request, checked (they cross a thread boundary). */
function readPosition(
  req: Pick<AiRequest, 'variant' | 'fen' | 'history' | 'counters'>,
):
  | { ok: true; position: Position; counters: DrawCounters | undefined; history: Position[] }
  | { ok: false; message: string } {
  const parsed = parseFenFor(req.variant, req.fen);
  if (!parsed.ok) return { ok: false, message: parsed.error.message };
  const counters = req.counters === undefined ? undefined : readCounters(req.counters);
  if (counters === null) return { ok: false, message: 'The draw counters are malformed.' };
  const history: Position[] = [];
  for (const fen of req.history) {
    const h = parseFenFor(req.variant, fen);
    if (h.ok) history.push(h.value);
  }
  return { ok: true, position: parsed.value, counters, history };
}

/**
 * What the worker answers to a request for the computer's move. Never throws: a bad request is an answer
 * with ok: false. `oracle`: the endgame tables loaded for this position (endgame.ts), if any.
 */
export function answer(req: AiRequest, oracle?: EndgameOracle): AiAnswer {
  try {
    const read = readPosition(req);
    if (!read.ok) return { id: req.id, ok: false, message: read.message };
    const { counters, history } = read;
    const r = chooseMove(read.position, {
      level: req.level,
      movetime: req.movetime,
      seed: req.seed,
      history,
      counters,
      oracle,
    });
    if (!r.move) return { id: req.id, ok: false, message: 'The side to move has no legal move.' };
    return {
      id: req.id,
      ok: true,
      move: r.move,
      score: r.score,
      depth: r.depth,
      nodes: r.nodes,
      forced: r.forced,
    };
  } catch (e) {
    return { id: req.id, ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}

/** Budget of an analysis: what the page asks for, kept between a tenth of a second and ten seconds. */
const analysisTime = (ms: unknown): number =>
  typeof ms === 'number' && Number.isFinite(ms) ? Math.min(10_000, Math.max(100, ms)) : 1000;

/** A node budget the worker takes: a whole number from a thousand to ten million. */
const nodeBudget = (n: unknown): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 1000 && n <= 10_000_000;

/** What the worker answers to an analysis request, with the endgame tables if any. Never throws. */
export function answerAnalysis(req: AnalysisRequest, oracle?: EndgameOracle): AnalysisAnswer {
  try {
    const read = readPosition(req);
    if (!read.ok) return { id: req.id, ok: false, message: read.message };
    const a = analyse(read.position, {
      movetime: analysisTime(req.movetime),
      ...(nodeBudget(req.nodes) ? { nodes: req.nodes } : {}),
      history: read.history,
      counters: read.counters,
      oracle,
    });
    if (!a) return { id: req.id, ok: false, message: 'The side to move has no legal move.' };
    return { id: req.id, ok: true, kind: 'analysis', ...a };
  } catch (e) {
    return { id: req.id, ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * The tables as the computer's move uses them. A win or a loss known without its length (the 4-piece files
 * hold results only) is left to the search, which plays towards it by its own evaluation: with the table's
 * answer every move that keeps the win would score the same, and the computer would wander until a draw rule
 * ended the game. Draws and wins with their length are kept. The analysis keeps the whole table: it says who
 * wins.
 */
export const withDistances = (oracle?: EndgameOracle): EndgameOracle | undefined =>
  oracle &&
  ((pos) => {
    const r = oracle(pos);
    return r && r.result !== 'draw' && r.plies === undefined ? null : r;
  });

/**
 * What the worker answers to an endgame step's request: the turn by the tables, or an error when the
 * position is over the steps' size or a table it needs did not load. Never throws.
 */
export function answerEndgame(req: EndgameRequest, oracle?: EndgameOracle): EndgameAnswer {
  try {
    const parsed = parseFenFor(req.variant, req.fen);
    if (!parsed.ok) return { id: req.id, ok: false, message: parsed.error.message };
    let pieces = 0;
    for (const c of parsed.value.cells) if (c) pieces++;
    if (pieces > ENDGAME_STEP_PIECES)
      return { id: req.id, ok: false, message: `An endgame step has at most ${ENDGAME_STEP_PIECES} pieces.` };
    const turn = oracle ? endgameTurn(parsed.value, oracle) : null;
    if (!turn) return { id: req.id, ok: false, message: 'The endgame tables could not be loaded.' };
    return { id: req.id, ok: true, kind: 'endgame', turn };
  } catch (e) {
    return { id: req.id, ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}

/** The worker's answer to any request. */
export function answerAny(
  req: WorkerRequest,
  oracle?: EndgameOracle,
): AiAnswer | AnalysisAnswer | EndgameAnswer {
  if ('kind' in req && req.kind === 'endgame') return answerEndgame(req, oracle);
  return 'kind' in req && req.kind === 'analyse'
    ? answerAnalysis(req, oracle)
    : answer(req as AiRequest, withDistances(oracle));
}

/**
 * The worker's answer with the endgame tables: `oracleFor` (endgame.ts EndgameLoader.oracleFor) fetches
 * the ones the request's position needs, none for a position with more pieces than any table; an endgame
 * step's request waits for them longer than a search does (ENDGAME_STEP_WAIT_MS). A request
 * that does not parse gets its error answer from answerAny, without fetching anything.
 */
export async function answerWithTables(
  req: WorkerRequest,
  oracleFor: (pos: Position, waitMs?: number) => Promise<EndgameOracle | undefined>,
): Promise<AiAnswer | AnalysisAnswer | EndgameAnswer> {
  let oracle: EndgameOracle | undefined;
  try {
    const parsed = parseFenFor(req.variant, req.fen);
    // An endgame step cannot answer without its tables: it waits for them as long as a download may take.
    const wait = 'kind' in req && req.kind === 'endgame' ? ENDGAME_STEP_WAIT_MS : undefined;
    if (parsed.ok) oracle = await oracleFor(parsed.value, wait);
  } catch {
    oracle = undefined; // the tables are a help: without them the search still answers
  }
  return answerAny(req, oracle);
}
