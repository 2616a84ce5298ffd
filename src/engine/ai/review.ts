/**
 * The review of a finished game: every position searched, and for each ply the move played, the evaluation
 * after it, the engine's best move and its evaluation, what the move lost and a class, and — where a rule of
 * the game decided it — that rule as a code with data (never prose: the UI words it, as for explain.ts).
 *
 *   reviewGame(game, { movetime: 500 })           → one PlyReview per move of game.moves
 *   reviewGame(game, { depth: 6, oracle })        → fixed depth, endgame tables at the small endings
 *   reviewGame(game, { nodes: 20000 })            → a node budget per position, the same on any machine
 *
 * The classes follow lichess's idea (a loss in winning chances, so that a man lost in an already decided
 * game counts less than one lost in a balanced one), tuned to draughts' material scores; the thresholds are
 * in docs/engine.md ("The game review").
 */
import { type DrawCounters, type Game, gameFromPosition, playMove } from '../game/game';
import { makeMoveText } from '../notation/notation';
import { legalMoves, sameMove } from '../rules/movegen';
import { type Position, play } from '../rules/position';
import type { Color, Move } from '../rules/types';
import { type CaptureRule, forbiddenCaptures } from '../training/forbidden';
import { type PrecedenceRule, precedenceReport } from '../training/precedence';
import { type Analysis, analyse } from './analyse';
import { type EndgameOracle, Searcher } from './search';

export type ReviewClass = 'best' | 'good' | 'inaccuracy' | 'mistake' | 'blunder';

/**
 * A proven win (a mate found by the search, or an endgame table's win) counts as this many men in the
 * evaluations and losses: more than all the material of any board, so a thrown-away win is always a blunder.
 */
export const WIN_MEN = 100;

/** Winning chances per man of advantage: winChance(1) = 1/3, winChance(2) = 0.6, winChance(3) ≈ 0.78. */
export const WIN_CHANCE_SLOPE = Math.LN2;

/**
 * The least loss in winning chances (winChance, from −1 to 1) of each class, lichess's 0.1, 0.2 and 0.3.
 * From a balanced position they are about 0.29, 0.59 and 0.89 men; from three men up, losing a man is an
 * inaccuracy (0.18), losing two a blunder.
 */
export const CLASS_THRESHOLDS: Readonly<Record<'inaccuracy' | 'mistake' | 'blunder', number>> = {
  inaccuracy: 0.1,
  mistake: 0.2,
  blunder: 0.3,
};

/** The side's chances from an advantage in men, between −1 (lost) and 1 (won): 2 / (1 + e^(−k·men)) − 1. */
export function winChance(men: number): number {
  return 2 / (1 + Math.exp(-WIN_CHANCE_SLOPE * men)) - 1;
}

/**
 * The class of a move that is not the engine's best, from the mover's evaluations (in men) of the best move
 * and of the move played.
 */
export function classify(bestMen: number, playedMen: number): Exclude<ReviewClass, 'best'> {
  const drop = winChance(bestMen) - winChance(playedMen);
  if (drop >= CLASS_THRESHOLDS.blunder) return 'blunder';
  if (drop >= CLASS_THRESHOLDS.mistake) return 'mistake';
  if (drop >= CLASS_THRESHOLDS.inaccuracy) return 'inaccuracy';
  return 'good';
}

/**
 * The rules that can decide a forced line: capturing is compulsory, the precedence rules, and a game rule
 * that forbids a capture the forced side might have counted on (a man taking a king, a man capturing
 * backwards: training/forbidden.ts).
 */
export type ReviewRuleCode = 'must-capture' | PrecedenceRule | CaptureRule;

/**
 * A capture the forced side could not make at one of its turns of the line, because a rule of this game
 * forbids it (another game allows it): Italian W:W23,27,29,30,31,32:BK15,1,2,3,4, 23-19?? K15x22 — the man
 * on 27 may not take the king back on 22 (27x18 in English or International).
 */
export interface ReviewForbidden {
  /**
   * the forced side's turn: after this many moves of the engine's line, at most the rule's `line` length (the
   * turn just after it, where the forced side would have taken back)
   */
  readonly ply: number;
  readonly side: Color;
  readonly code: CaptureRule;
  /** the man that may not capture */
  readonly from: number;
  /** the piece it may not take */
  readonly square: number;
  /** the capture as the other game would write it, PDN */
  readonly move: string;
}

/** One capture of a forced line, with the rule that imposed it. */
export interface ReviewRuleStep {
  /** its index in the rule's `line` */
  readonly ply: number;
  /** who played it */
  readonly side: Color;
  /**
   * 'must-capture': capturing was compulsory there (every legal move captured); a precedence code
   * (explain-codes.ts): that rule removed the other captures, the deciding one of precedenceReport
   */
  readonly code: ReviewRuleCode;
  /** the capture, PDN */
  readonly move: string;
  /** how many pieces it takes */
  readonly captures: number;
  /** the captures the precedence rule ruled out there (PDN), with a precedence code */
  readonly ruledOut?: readonly string[];
}

/**
 * A forced line that wins material, as the engine plays it: after the move played (`after: 'played'`, the
 * opponent can force it) or after the best move (`after: 'best'`, the mover could have forced it). Along
 * the line the forced side has a single legal move every time it plays; the other side plays the engine's
 * choice. Only given when the line holds a capture and the pieces it wins are kept to the end of the
 * engine's whole line.
 */
export interface ReviewRule {
  /**
   * The rule that decided: the first precedence rule that bound the forced side in the line, else the first
   * one that bound the other side, else 'must-capture' (a capture was compulsory, nothing chose among them).
   */
  readonly code: ReviewRuleCode;
  readonly after: 'played' | 'best';
  /** the side that had no choice */
  readonly forced: Color;
  /** the line, PDN, from the position after the move played (or before the best move, which it starts with) */
  readonly line: readonly string[];
  /** every capture of the line and the rule that imposed it */
  readonly steps: readonly ReviewRuleStep[];
  /** the pieces the forced side is down at the end of the line (captures taken minus captures made) */
  readonly pieces: number;
  /** the first capture a game rule forbade the forced side in the line, if any (then it is the `code`) */
  readonly forbidden?: ReviewForbidden;
}

export interface PlyReview {
  /** 1-based ply: 1 is the first move of the game */
  readonly ply: number;
  /** who played it */
  readonly color: Color;
  readonly move: Move;
  /** the move played, PDN */
  readonly text: string;
  /** the evaluation after the move, men from White's side (a proven win ±WIN_MEN) */
  readonly eval: number;
  /** a forced win after the move, as Analysis.win */
  readonly win: Analysis['win'];
  /** the engine's best move in the position before, PDN */
  readonly best: string;
  readonly bestMove: Move;
  /** the evaluation of the best move, men from White's side (never below `eval` from the mover's side) */
  readonly bestEval: number;
  /** the engine's line from the position before the move, PDN, the best move first */
  readonly bestLine: readonly string[];
  /** what the move lost: bestEval − eval from the mover's side, in men, ≥ 0 */
  readonly loss: number;
  readonly class: ReviewClass;
  /** the rule that decided, when a forced line shows one (see ReviewRule) */
  readonly rule?: ReviewRule;
}

export interface ReviewOptions {
  /** time budget of each position's search in milliseconds (default 1000 unless `depth` or `nodes` is given) */
  readonly movetime?: number;
  /** fixed nominal depth of each position's search (no time limit unless `movetime` is given too) */
  readonly depth?: number;
  /** node budget of each position's search (no time limit unless `movetime` is given too) */
  readonly nodes?: number;
  /** exact knowledge of small endings (an endgame database), handed to every search */
  readonly oracle?: EndgameOracle;
  /** a searcher to reuse; a fresh one by default */
  readonly searcher?: Searcher;
  /** polled during each search; true stops the review after the ply being searched */
  readonly shouldStop?: () => boolean;
  /** called with each ply's review as soon as it is known (the CLI prints it) */
  readonly onPly?: (ply: PlyReview) => void;
}

/** A position of the game, with the counters and earlier positions its search needs. */
interface Station {
  readonly pos: Position;
  readonly counters: DrawCounters;
  readonly history: readonly Position[];
}

/** Replay the game's moves from its start, with the draw counters as game.ts keeps them. */
function stations(game: Game): Station[] {
  let g = gameFromPosition(game.start, { autoDraws: false });
  const positions: Position[] = [];
  const out: Station[] = [];
  for (let i = 0; ; i++) {
    const { quietPlies } = g.counters;
    out.push({
      pos: g.position,
      counters: g.counters,
      history: positions.slice(positions.length - quietPlies),
    });
    if (i === game.moves.length) return out;
    positions.push(g.position);
    g = playMove(g, game.moves[i].move);
  }
}

/** An analysis as men from White's side: a proven win ±WIN_MEN. */
function menOf(a: Analysis | null, pos: Position): number {
  if (a === null) return pos.turn === 'white' ? -WIN_MEN : WIN_MEN; // no legal move: the side to move lost
  if (a.win) return a.win.winner === 'white' ? WIN_MEN : -WIN_MEN;
  return Math.round(a.score) / 100;
}

/** The moves of a line as PDN, each in the position it is played from. */
function lineText(pos: Position, line: readonly Move[]): string[] {
  const out: string[] = [];
  let p = pos;
  for (const m of line) {
    const legal = legalMoves(p);
    const played = legal.find((l) => sameMove(l, m));
    if (!played) break;
    out.push(makeMoveText(p, played, legal));
    p = play(p, played);
  }
  return out;
}

/**
 * The forced line that `line` (the engine's, from `start`) holds for the side `forced`, or undefined: the
 * longest prefix along which `forced` has a single legal move each time, cut where the other side is the
 * most pieces up; kept only when that gain holds to the end of the whole line and the prefix has a capture.
 */
export function forcedLine(
  start: Position,
  line: readonly Move[],
  forced: Color,
  after: ReviewRule['after'],
): ReviewRule | undefined {
  let pos = start;
  let net = 0;
  let free = true;
  let bestNet = 0;
  let end = 0;
  const texts: string[] = [];
  const steps: ReviewRuleStep[] = [];
  let forbidden: ReviewForbidden | undefined;
  // One turn more than the line's moves: the forced side's turn after the line may be the one it counted on.
  for (let i = 0; i <= line.length; i++) {
    const legal = legalMoves(pos);
    if (free && pos.turn === forced && !forbidden) {
      const f = forbiddenCaptures(pos)[0];
      if (f)
        forbidden = {
          ply: i,
          side: forced,
          code: f.code,
          from: f.from,
          square: f.square,
          move: makeMoveText(pos, f.move, [f.move]),
        };
    }
    if (i === line.length) break;
    const m = legal.find((l) => sameMove(l, line[i]));
    if (!m) break;
    if (pos.turn === forced && legal.length !== 1) free = false;
    if (free) {
      texts.push(makeMoveText(pos, m, legal));
      if (m.captures.length > 0) {
        const report = precedenceReport(pos);
        const step: ReviewRuleStep = report.deciding
          ? {
              ply: i,
              side: pos.turn,
              code: report.deciding,
              move: texts[i],
              captures: m.captures.length,
              ruledOut: report.removed.map((r) => makeMoveText(pos, r.move, report.captures)),
            }
          : { ply: i, side: pos.turn, code: 'must-capture', move: texts[i], captures: m.captures.length };
        steps.push(step);
      }
    }
    net += pos.turn === forced ? -m.captures.length : m.captures.length;
    if (free && net > bestNet) {
      bestNet = net;
      end = i + 1;
    }
    pos = play(pos, m);
  }
  // The gain must survive the rest of the engine's line (the forced side may win pieces back later).
  const pieces = Math.min(bestNet, net);
  const kept = steps.filter((s) => s.ply < end);
  if (pieces < 1 || kept.length === 0) return undefined;
  const precedence = (side: Color) => kept.find((s) => s.side === side && s.code !== 'must-capture');
  const deciding = precedence(forced) ?? kept.find((s) => s.code !== 'must-capture');
  // The capture the forced side could not make is what it may have counted on: it names the rule first.
  // It counts up to the forced side's turn just after the line's gain (where it would have taken back).
  const ruledOut = forbidden && forbidden.ply <= end ? forbidden : undefined;
  return {
    code: ruledOut?.code ?? deciding?.code ?? 'must-capture',
    after,
    forced,
    line: texts.slice(0, end),
    steps: kept,
    pieces,
    ...(ruledOut ? { forbidden: ruledOut } : {}),
  };
}

/**
 * Review every move of `game` (its main line from its start position). Each of the game's positions is
 * searched once, the one after the last move included; the review of a ply reads the search of the
 * position before it (the best move) and after it (the move played).
 */
export function reviewGame(game: Game, options: ReviewOptions = {}): PlyReview[] {
  const searcher = options.searcher ?? new Searcher(18);
  const st = stations(game);
  const budget = {
    ...(options.movetime !== undefined ? { movetime: options.movetime } : {}),
    ...(options.depth !== undefined ? { depth: options.depth } : {}),
    ...(options.nodes !== undefined ? { nodes: options.nodes } : {}),
  };
  const search = (s: Station) =>
    analyse(s.pos, {
      ...budget,
      history: s.history,
      counters: s.counters,
      oracle: options.oracle,
      searcher,
      shouldStop: options.shouldStop,
    });
  const out: PlyReview[] = [];
  let before = search(st[0]);
  for (let i = 0; i < game.moves.length; i++) {
    if (options.shouldStop?.()) break;
    const pos = st[i].pos;
    const next = st[i + 1].pos;
    const after = search(st[i + 1]);
    const review = reviewPly(i, pos, next, game.moves[i].move, before, after);
    out.push(review);
    options.onPly?.(review);
    before = after;
  }
  return out;
}

/**
 * The review of a game from searches made elsewhere (the browser's worker, one position at a time):
 * `analyses[i]` is the analysis of the position after i plies (0: the start), null where the side to move
 * has no legal move, undefined where it is not known yet. One PlyReview per ply whose two positions are
 * known, in order, stopping at the first unknown one — the same review reviewGame makes of the same searches.
 */
export function reviewFromAnalyses(
  game: Game,
  analyses: ReadonlyArray<Analysis | null | undefined>,
): PlyReview[] {
  const st = stations(game);
  const out: PlyReview[] = [];
  for (let i = 0; i < game.moves.length; i++) {
    const before = analyses[i];
    const after = analyses[i + 1];
    if (before === undefined || after === undefined) break;
    out.push(reviewPly(i, st[i].pos, st[i + 1].pos, game.moves[i].move, before, after));
  }
  return out;
}

/** The review of the move `move` from `pos` (reaching `next`), from the searches of both positions. */
function reviewPly(
  i: number,
  pos: Position,
  next: Position,
  move: Move,
  before: Analysis | null,
  after: Analysis | null,
): PlyReview {
  const legal = legalMoves(pos);
  const played = legal.find((l) => sameMove(l, move)) ?? move;
  const text = makeMoveText(pos, played, legal);
  const sign = pos.turn === 'white' ? 1 : -1;
  const evalWhite = menOf(after, next);
  const bestLineMoves = before?.pv.length ? before.pv : [played];
  const bestMove = legal.find((l) => sameMove(l, bestLineMoves[0])) ?? played;
  const isBest = legal.length === 1 || sameMove(bestMove, played);
  // The searches of the two positions differ by a ply: the move played, searched deeper, may score above
  // the best move's score; then it is at least as good, and the best move's evaluation is its own.
  const searchedBest = menOf(before, pos);
  const bestMen = isBest ? evalWhite * sign : Math.max(searchedBest * sign, evalWhite * sign);
  const playedMen = evalWhite * sign;
  const loss = round2(bestMen - playedMen);
  const cls: ReviewClass = isBest ? 'best' : classify(bestMen, playedMen);
  let rule: ReviewRule | undefined;
  if (cls === 'mistake' || cls === 'blunder') {
    rule =
      forcedLine(next, after?.pv ?? [], pos.turn, 'played') ??
      forcedLine(pos, bestLineMoves, pos.turn === 'white' ? 'black' : 'white', 'best');
  }
  return {
    ply: i + 1,
    color: pos.turn,
    move: played,
    text,
    eval: evalWhite,
    win: after ? after.win : { winner: pos.turn, moves: 0 },
    best: isBest ? text : makeMoveText(pos, bestMove, legal),
    bestMove: isBest ? played : bestMove,
    bestEval: round2(bestMen * sign) + 0,
    bestLine: lineText(pos, isBest && !sameMove(bestMove, played) ? [played] : bestLineMoves),
    loss: loss + 0,
    class: cls,
    ...(rule ? { rule } : {}),
  };
}

const round2 = (x: number) => Math.round(x * 100) / 100;
