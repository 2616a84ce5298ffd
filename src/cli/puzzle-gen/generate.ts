/**
 * The puzzle generator behind `npm run puzzles:generate` (src/cli/puzzles.ts): candidates from the AI's
 * self-play games and from random positions, each recognised by its theme's finder, proved by the engine,
 * stripped of the pieces that do not matter while the point still holds, de-duplicated, then rated and
 * explained (describe.ts). Deterministic for a given seed: every random choice comes from one seeded source,
 * the computer plays to a fixed depth, and nothing depends on the clock except the progress report.
 *
 * The finders only propose; `provePuzzle` decides. A finder states the rule puzzles of issue 10 as searches
 * over the engine's own answers (precedenceReport, explainText, the solver), never as a second copy of a rule.
 */

import { ID_PREFIX } from '../../build/puzzles/prove';
import type { PuzzleRecord } from '../../build/puzzles/schema';
import type { Color, LinePly, Move, PuzzleTheme, RuleTheme, Square } from '../../engine';
import {
  applyPrecedence,
  asMove,
  BLACK,
  canonicalPuzzleKey,
  captureSequences,
  criterion4Readings,
  dedupe,
  type ExplainCode,
  explainText,
  FLYING_KING_THEME,
  isolatePrecedence,
  isPromotionSquare,
  KING,
  landingFork,
  legalMoves,
  MAX_LINE_PLIES,
  makeFen,
  makeMoveText,
  materialBalance,
  type Position,
  type PrecedenceRule,
  PUZZLE_THEMES,
  type Puzzle,
  type PuzzleKind,
  parseFen,
  parseMoveText,
  play,
  precedenceReport,
  provePuzzle,
  sameMove,
  solve,
  squaresBetween,
  startPosition,
  type Variant,
  type VariantId,
  WHITE,
} from '../../engine';
import { chooseMove, createRandom, type Random, Searcher } from '../../engine/ai/index';
import { describePuzzle } from './describe';

/**
 * Positions a generator proof may visit: a fifth of the build's budget (PROOF_MAX_NODES), so that every
 * shipped puzzle proves in the build with room to spare and the whole collection proves quickly.
 */
export const GENERATOR_MAX_NODES = 200_000;

/** The solver's budget for spotting a tactic in one position (each depth tried). */
const FIND_MAX_NODES = 150_000;

/** Horizons tried for a tactic, shortest first: a tiro is shown at its shortest. */
const TACTIC_DEPTHS = [3, 5, 7] as const;

/** Where candidate positions come from. */
interface Sources {
  /** share of candidates taken from self-play games (the rest are random positions) */
  readonly selfPlay: number;
  /** random positions: pieces per side and the share of kings */
  readonly random: { readonly min: number; readonly max: number; readonly kings: number };
}

export interface ThemeSpec {
  readonly kind: PuzzleKind;
  /** the id's middle part: it-<tag>-0001 */
  readonly tag: string;
  readonly variants: readonly VariantId[];
  readonly sources: Sources;
  /** a puzzle whose point is this theme, in `pos` as it stands, or null */
  readonly find: (pos: Position) => Puzzle | null;
}

const PRECEDENCE_RANDOM = { min: 3, max: 7, kings: 0.3 };

/** The themes the generator knows, by name (the puzzle's theme and the set's file name). */
export const THEMES: { readonly [T in PuzzleTheme]: ThemeSpec } = {
  'criterion-1': {
    kind: 'precedence',
    tag: 'c1',
    variants: ['italian'],
    sources: { selfPlay: 0.5, random: { min: 4, max: 9, kings: 0.15 } },
    find: (pos) => findFilter(pos, 'criterion-1'),
  },
  'criterion-2': {
    kind: 'precedence',
    tag: 'c2',
    variants: ['italian'],
    sources: { selfPlay: 0.1, random: PRECEDENCE_RANDOM },
    find: (pos) => findFilter(pos, 'criterion-2'),
  },
  'criterion-3': {
    kind: 'precedence',
    tag: 'c3',
    variants: ['italian'],
    sources: { selfPlay: 0, random: { min: 3, max: 7, kings: 0.45 } },
    find: (pos) => findFilter(pos, 'criterion-3'),
  },
  'criterion-4': {
    kind: 'precedence',
    tag: 'c4',
    variants: ['italian'],
    sources: { selfPlay: 0, random: { min: 3, max: 7, kings: 0.5 } },
    find: (pos) => findFilter(pos, 'criterion-4'),
  },
  'man-cannot-capture-king': {
    kind: 'precedence',
    tag: 'mk',
    variants: ['italian'],
    sources: { selfPlay: 0, random: { min: 3, max: 8, kings: 0.3 } },
    find: findManKing,
  },
  'promotion-ends-capture': {
    kind: 'precedence',
    tag: 'pe',
    variants: ['italian'],
    sources: { selfPlay: 0, random: { min: 3, max: 8, kings: 0.15 } },
    find: findPromotionEnds,
  },
  'maximum-capture': {
    kind: 'precedence',
    tag: 'max',
    variants: ['international', 'brazilian'],
    sources: { selfPlay: 0.5, random: { min: 4, max: 10, kings: 0.15 } },
    find: (pos) => findFilter(pos, 'maximum-capture'),
  },
  'ghost-blocks': {
    kind: 'precedence',
    tag: 'turk',
    variants: ['international', 'brazilian'],
    sources: { selfPlay: 0, random: { min: 3, max: 8, kings: 0.35 } },
    find: findGhostBlocks,
  },
  [FLYING_KING_THEME]: {
    kind: 'precedence',
    tag: 'fk',
    variants: ['international', 'brazilian'],
    sources: { selfPlay: 0, random: { min: 3, max: 8, kings: 0.35 } },
    find: findFlyingKing,
  },
  tiro: {
    kind: 'tactic',
    tag: 'tiro',
    variants: ['italian'],
    sources: { selfPlay: 0.85, random: { min: 5, max: 9, kings: 0 } },
    find: (pos) => findTactic(pos, 'tiro'),
  },
  coup: {
    kind: 'tactic',
    tag: 'coup',
    variants: ['international', 'brazilian'],
    sources: { selfPlay: 0.85, random: { min: 6, max: 12, kings: 0 } },
    find: (pos) => findTactic(pos, 'coup'),
  },
  shot: {
    kind: 'tactic',
    tag: 'shot',
    variants: ['english'],
    sources: { selfPlay: 0.85, random: { min: 5, max: 9, kings: 0 } },
    find: (pos) => findTactic(pos, 'shot'),
  },
};

// ---------------------------------------------------------------------------------------------------------
// Finders

const bare = (pos: Position, kind: PuzzleKind, theme: PuzzleTheme, line: LinePly[]): Puzzle => ({
  id: 'candidate',
  fen: makeFen(pos),
  kind,
  theme,
  goal: { kind: 'line', line },
});

/** Move text as the learner would write it, unambiguous among every capture (legal or not). */
function textAmongAll(pos: Position, m: Move): string {
  return makeMoveText(pos, m, dedupe(captureSequences(pos)).map(asMove));
}

/** A precedence puzzle on a filtering rule: ≥2 captures, one legal move, `rule` removed the last one. */
function findFilter(pos: Position, rule: PrecedenceRule): Puzzle | null {
  const report = precedenceReport(pos);
  if (report.captures.length < 2 || report.legal.length !== 1 || report.deciding !== rule) return null;
  if (!criterion4Readings(pos).agree) return null;
  const answer = makeMoveText(pos, report.legal[0]);
  const puzzle = bare(pos, 'precedence', rule, [{ learner: [answer] }]);
  // The tempting move is the deciding rule's own removal, checked against the engine's explanation.
  for (const r of report.removed) {
    if (r.rule !== rule) continue;
    const t = textAmongAll(pos, r.move);
    const v = explainText(pos, t);
    if (v.status === 'illegal' && v.reason.code === rule)
      return { ...puzzle, tempting: { move: t, code: rule } };
  }
  return puzzle;
}

const own = (pos: Position) => (pos.turn === 'white' ? WHITE : BLACK);
const theirs = (pos: Position) => (pos.turn === 'white' ? BLACK : WHITE);

/** A rule puzzle: exactly one legal move, and a capture the engine refuses with `code`. */
function ruleTheme(pos: Position, code: RuleTheme, tempting: string): Puzzle {
  const legal = legalMoves(pos);
  return {
    ...bare(pos, 'precedence', code, [{ learner: [makeMoveText(pos, legal[0])] }]),
    tempting: { move: tempting, code },
  };
}

const refusedWith = (pos: Position, text: string, code: ExplainCode) => {
  const v = explainText(pos, text);
  return v.status === 'illegal' && v.reason.code === code;
};

/** Italian: a man next to an enemy king with the square behind it free — a capture only the rule forbids. */
function findManKing(pos: Position): Puzzle | null {
  if (pos.variant.rules.menCaptureKings) return null;
  if (legalMoves(pos).length !== 1) return null;
  const { step } = pos.variant.geometry;
  const me = own(pos);
  const them = theirs(pos);
  for (let sq = 1; sq < pos.cells.length; sq++) {
    const c = pos.cells[sq];
    if (!(c & me) || c & KING) continue;
    for (let d = 0; d < 4; d++) {
      const over = step[sq * 4 + d];
      const land = over ? step[over * 4 + d] : 0;
      if (!land || pos.cells[land] !== 0 || pos.cells[over] !== (them | KING)) continue;
      const t = `${sq}x${land}`;
      if (refusedWith(pos, t, 'man-cannot-capture-king')) return ruleTheme(pos, 'man-cannot-capture-king', t);
    }
  }
  return null;
}

/**
 * Italian: the one legal move is a capture that crowns the man, and from the crowning square a king could
 * go on capturing — what the rule forbids (RULES §2.6).
 */
function findPromotionEnds(pos: Position): Puzzle | null {
  if (!pos.variant.rules.crownEndsCapture) return null;
  const legal = legalMoves(pos);
  if (legal.length !== 1 || !legal[0].promotes || legal[0].captures.length === 0) return null;
  const m = legal[0];
  const { step } = pos.variant.geometry;
  const them = theirs(pos);
  for (let d = 0; d < 4; d++) {
    const over = step[m.to * 4 + d];
    const land = over ? step[over * 4 + d] : 0;
    if (!land || !(pos.cells[over] & them) || m.captures.includes(over)) continue;
    if (pos.cells[land] !== 0 && land !== m.from) continue;
    const t = `${m.path.join('x')}x${land}`;
    if (refusedWith(pos, t, 'promotion-ends-capture')) return ruleTheme(pos, 'promotion-ends-capture', t);
  }
  return null;
}

/** The squares strictly between two squares on one diagonal. */
const between = (pos: Position, a: number, b: number) => squaresBetween(pos.variant.geometry, a, b);

/**
 * International: a king's capture that would take more pieces if a piece already taken vanished at once —
 * the Turkish strike rule (RULES §3.4) keeps it on the board until the move ends, and it blocks the way.
 * The tempting capture follows a real capture's path, then jumps one live enemy piece across a taken one.
 */
function findGhostBlocks(pos: Position): Puzzle | null {
  if (!pos.variant.rules.flyingKings) return null;
  const legal = legalMoves(pos);
  if (legal.length !== 1 || legal[0].captures.length === 0) return null;
  const g = pos.variant.geometry;
  const them = theirs(pos);
  const tried = new Set<string>();
  for (const seq of captureSequences(pos)) {
    if (!(pos.cells[seq.from] & KING)) continue;
    for (let i = 1; i < seq.path.length; i++) {
      const prefix = seq.path.slice(0, i + 1);
      const key = prefix.join('x');
      if (tried.has(key)) continue;
      tried.add(key);
      const taken = seq.captures.slice(0, i);
      const cur = prefix[prefix.length - 1];
      for (let d = 0; d < 4; d++) {
        for (let s = g.step[cur * 4 + d]; s; s = g.step[s * 4 + d]) {
          if (pos.cells[s] !== 0 && s !== seq.from) continue;
          const on = between(pos, cur, s).filter((x) => pos.cells[x] !== 0 && x !== seq.from);
          const ghosts = on.filter((x) => taken.includes(x));
          const live = on.filter((x) => !taken.includes(x));
          if (ghosts.length === 0 || live.length !== 1 || !(pos.cells[live[0]] & them)) continue;
          // With the rule switched off this would capture more than the legal capture: the trap.
          if (taken.length + 1 <= legal[0].captures.length) continue;
          const t = [...prefix, s].join('x');
          if (refusedWith(pos, t, 'ghost-blocks')) return ruleTheme(pos, 'ghost-blocks', t);
        }
      }
    }
  }
  return null;
}

/**
 * International: the one legal capture is a flying king's, and beyond one of the pieces it takes the king has
 * a choice of landing squares, only some of which let the capture go on to the maximum (RULES §3.5, INT-7).
 * The tempting capture is the wrong landing: the earliest fork from the answer, and there the capture that
 * takes the most (the nearest miss), written with every landing square. Whether the flight is needed at all
 * is the proof's to say (provePuzzle: the engine refuses the answer to kings that do not fly).
 */
function findFlyingKing(pos: Position): Puzzle | null {
  const { rules } = pos.variant;
  if (!rules.flyingKings || rules.precedence !== 'maximum') return null;
  const legal = legalMoves(pos);
  const first = legal[0];
  if (!first || first.captures.length === 0 || !(pos.cells[first.from] & KING)) return null;
  const all = captureSequences(pos);
  const kept = applyPrecedence(pos.variant, all);
  let tempting: { move: Move; fork: number } | null = null;
  for (const s of all) {
    if (kept.some((k) => sameMove(k, s))) continue;
    const forks = kept.map((k) => landingFork(k, s)).filter((f) => f >= 0);
    if (forks.length === 0) continue;
    const fork = Math.min(...forks);
    if (
      !tempting ||
      fork < tempting.fork ||
      (fork === tempting.fork && s.captures.length > tempting.move.captures.length)
    )
      tempting = { move: s, fork };
  }
  if (!tempting) return null;
  const t = tempting.move.path.join('x');
  if (!refusedWith(pos, t, 'maximum-capture')) return null;
  return {
    ...bare(pos, 'precedence', FLYING_KING_THEME, [{ learner: legal.map((m) => makeMoveText(pos, m)) }]),
    tempting: { move: t, code: 'maximum-capture' },
  };
}

/** Pieces of `color` (1 each, kings too) minus the other side's: what `goal.end.material` counts. */
function pieceBalance(pos: Position, color: Color): number {
  const me = color === 'white' ? WHITE : BLACK;
  let n = 0;
  for (let sq = 1; sq < pos.cells.length; sq++) if (pos.cells[sq]) n += pos.cells[sq] & me ? 1 : -1;
  return n;
}

/**
 * A tactic (tiro, coup, shot): from a quiet position, the one best move gives material — every reply is a
 * capture — and the line the solver finds wins at least a man or crowns. The line is followed move by move
 * (the learner's unique best, the opponent's forced or best reply) until the gain is on the board and the
 * opponent has nothing to take back.
 */
export function findTactic(pos: Position, theme: PuzzleTheme): Puzzle | null {
  const first = legalMoves(pos);
  if (first.length < 2 || first[0].captures.length > 0) return null;
  const base = materialBalance(pos);
  for (const depth of TACTIC_DEPTHS) {
    const r = solve(pos, { depth, maxNodes: FIND_MAX_NODES });
    if (r.limitHit) return null;
    if (r.value - base < 1) continue;
    if (r.best.length !== 1) return null;
    return tacticLine(pos, theme, r.best[0], r.value, depth);
  }
  return null;
}

export function tacticLine(
  start: Position,
  theme: PuzzleTheme,
  firstMove: Move,
  target: number,
  depth: number,
): Puzzle | null {
  // A first move that crowns gives nothing away: the point of a tiro is the offer.
  if (firstMove.promotes) return null;
  const line: LinePly[] = [];
  let pos = start;
  let moves: readonly Move[] = [firstMove];
  let promoted = false;
  for (let ply = 1; ply <= MAX_LINE_PLIES; ply += 2) {
    // Several best moves are accepted only as the landing choices of one capture (a flying king's).
    if (moves.some((m) => m.from !== moves[0].from || !sameCaptured(m, moves[0]))) return null;
    const after = play(pos, moves[0]);
    const replies = legalMoves(after);
    const finished =
      replies.length === 0 || (replies[0].captures.length === 0 && -materialBalance(after) >= target);
    if (moves.length > 1 && !finished) return null;
    line.push({ learner: moves.map((m) => makeMoveText(pos, m)) });
    promoted ||= moves[0].promotes;
    if (finished) return withEnd(start, line, after, promoted, theme);
    // Every reply is a capture: the opponent is made to take, which is what sets up the learner's capture.
    if (replies[0].captures.length === 0) return null;
    // And a quiet move of the learner is an offer: it creates the capture, which was not there before it.
    if (moves[0].captures.length === 0 && opponentCanCapture(pos)) return null;
    // The reply: forced, or the solver's best defence over what is left of the horizon.
    let reply = replies[0];
    if (replies.length > 1) {
      const r = solve(after, { depth: Math.max(1, depth - ply), maxNodes: FIND_MAX_NODES });
      if (r.limitHit || r.best.length === 0) return null;
      reply = r.best[0];
    }
    const text = makeMoveText(after, reply);
    line.push(replies.length === 1 ? { reply: text, forced: true } : { reply: text });
    pos = play(after, reply);
    const r = solve(pos, { depth: Math.max(1, depth - ply - 1), maxNodes: FIND_MAX_NODES });
    if (r.limitHit || r.best.length === 0 || r.value < target) return null;
    moves = r.best;
  }
  return null;
}

/** Would the opponent have a capture in `pos` if it were its turn (a man already hanging)? */
export function opponentCanCapture(pos: Position): boolean {
  const moves = legalMoves({ ...pos, turn: pos.turn === 'white' ? 'black' : 'white' });
  return moves.length > 0 && moves[0].captures.length > 0;
}

const sameCaptured = (a: Move, b: Move) =>
  a.captures.length === b.captures.length && a.captures.every((c) => b.captures.includes(c));

function withEnd(
  start: Position,
  line: LinePly[],
  end: Position,
  promoted: boolean,
  theme: PuzzleTheme,
): Puzzle | null {
  const learner = start.turn;
  const material = pieceBalance(end, learner) - pieceBalance(start, learner);
  const win = legalMoves(end).length === 0;
  // What a tactic claims must be a gain on the board: a man or more, a king crowned without losing material
  // for it, or a won game.
  if (material <= 0 && !(promoted && material === 0) && !win) return null;
  return {
    ...bare(start, 'tactic', theme, line),
    goal: {
      kind: 'line',
      line,
      end: {
        ...(material > 0 ? { material } : {}),
        ...(promoted ? { promotion: true } : {}),
        ...(win ? { win: true } : {}),
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Candidate positions

/** A random legal-looking position: no man on its crowning row, both sides with pieces, either to move. */
function randomPosition(variant: Variant, rnd: Random, spec: Sources['random']): Position | null {
  const n = variant.geometry.squares;
  const cells = new Int8Array(n + 1);
  const free: Square[] = Array.from({ length: n }, (_, i) => i + 1);
  const count = () => spec.min + Math.floor(rnd() * (spec.max - spec.min + 1));
  for (const color of ['white', 'black'] as const) {
    const code = color === 'white' ? WHITE : BLACK;
    for (let k = count(); k > 0 && free.length > 0; k--) {
      const sq = free.splice(Math.floor(rnd() * free.length), 1)[0];
      const king = rnd() < spec.kings || isPromotionSquare(variant, color, sq);
      cells[sq] = code | (king ? KING : 0);
    }
  }
  const turn: Color = rnd() < 0.5 ? 'white' : 'black';
  const parsed = parseFen(variant, makeFen({ variant, turn, cells }));
  return parsed.ok ? parsed.value : null;
}

/**
 * Positions from games of the computer against itself at its lowest levels (a random opening, then a
 * fixed-depth search that picks at random among near-best moves, so games differ and leave chances).
 * Each game has its own searcher, so a game depends on its seed only.
 */
function* selfPlay(variant: Variant, rnd: Random): Generator<Position> {
  for (;;) {
    const game = createRandom((rnd() * 4294967296) >>> 0);
    const searcher = new Searcher(16);
    let pos = startPosition(variant);
    for (let ply = 0; ply < 160; ply++) {
      const moves = legalMoves(pos);
      if (moves.length === 0) break;
      let move: Move;
      if (ply < 6) move = moves[Math.floor(game() * moves.length)];
      else {
        const level = game() < 0.5 ? 1 : 2;
        const seed = (game() * 4294967296) >>> 0;
        move = chooseMove(pos, { level, depth: 3, seed, searcher }).move ?? moves[0];
      }
      pos = play(pos, move);
      if (ply >= 6) yield pos;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------
// Minimising, de-duplicating

/** Every square a move of the puzzle stands on, passes or captures, and the tempting move's route. */
function pathSquares(variant: Variant, puzzle: Puzzle): Set<Square> {
  const keep = new Set<Square>();
  const start = parseFen(variant, puzzle.fen);
  if (!start.ok) return keep;
  const route = (pos: Position, squares: readonly Square[]) => {
    for (let i = 0; i < squares.length; i++) {
      keep.add(squares[i]);
      if (i > 0) for (const s of between(pos, squares[i - 1], squares[i])) keep.add(s);
    }
  };
  let positions = [start.value];
  for (const ply of puzzle.goal.line) {
    const next: Position[] = [];
    for (const pos of positions) {
      for (const t of 'learner' in ply ? ply.learner : [ply.reply]) {
        const r = parseMoveText(pos, t);
        if (!r.ok) continue;
        route(pos, r.value.path);
        for (const c of r.value.captures) keep.add(c);
        next.push(play(pos, r.value));
      }
    }
    positions = next;
  }
  if (puzzle.tempting) {
    const squares = puzzle.tempting.move.split(/[x-]/).map(Number);
    route(start.value, squares);
  }
  return keep;
}

/** Replay the line in `pos` to set each reply's `forced` flag as it now is. */
function refreshForced(pos: Position, line: readonly LinePly[]): LinePly[] | null {
  const out: LinePly[] = [];
  let cur = pos;
  for (const ply of line) {
    const text = 'learner' in ply ? ply.learner[0] : ply.reply;
    const r = parseMoveText(cur, text);
    if (!r.ok) return null;
    if ('learner' in ply) out.push(ply);
    else out.push(legalMoves(cur).length === 1 ? { reply: ply.reply, forced: true } : { reply: ply.reply });
    cur = play(cur, r.value);
  }
  return out;
}

/**
 * What the build asks of a puzzle (src/build/puzzles/prove.ts): its proof, and for a precedence puzzle its
 * rule isolated (isolatePrecedence), so that the minimiser never strips a piece the isolation needs.
 */
const proves = (variant: Variant, p: Puzzle) => {
  if (!provePuzzle(variant, p, { maxNodes: GENERATOR_MAX_NODES }).ok) return false;
  if (p.kind !== 'precedence') return true;
  const pos = parseFen(variant, p.fen);
  return pos.ok && isolatePrecedence(pos.value, p.theme, p.tempting).ok;
};

/** A position's canonical key (puzzle-key.ts), as the build compares puzzles; null for a FEN that does not read. */
function positionKey(variant: Variant, fen: string): string | null {
  const pos = parseFen(variant, fen);
  return pos.ok ? canonicalPuzzleKey(pos.value) : null;
}

/**
 * Remove, one at a time in square order, each piece off the solution's path, keeping a removal when the
 * puzzle still proves (and, for a tactic, the learner still has a choice of first move).
 */
export function minimise(variant: Variant, puzzle: Puzzle): Puzzle {
  const keep = pathSquares(variant, puzzle);
  let best = puzzle;
  const start = parseFen(variant, puzzle.fen);
  if (!start.ok) return puzzle;
  const cells = Int8Array.from(start.value.cells);
  for (let sq = 1; sq < cells.length; sq++) {
    if (!cells[sq] || keep.has(sq)) continue;
    const saved = cells[sq];
    cells[sq] = 0;
    const pos: Position = { variant, turn: start.value.turn, cells: Int8Array.from(cells) };
    const line = refreshForced(pos, best.goal.line);
    const fen = makeFen(pos);
    const candidate: Puzzle | null =
      line && parseFen(variant, fen).ok ? { ...best, fen, goal: { ...best.goal, line } } : null;
    const choice = puzzle.kind !== 'tactic' || legalMoves(pos).length >= 2;
    if (candidate && choice && proves(variant, candidate)) best = candidate;
    else cells[sq] = saved;
  }
  return best;
}

/** What makes two puzzles near-duplicates: the same theme with the same solution (and tempting move). */
export function shapeKey(p: Pick<Puzzle, 'theme' | 'goal' | 'tempting'>): string {
  const line = p.goal.line.map((ply) => ('learner' in ply ? ply.learner.join('/') : ply.reply)).join(' ');
  return `${p.theme}|${line}|${p.tempting?.move ?? ''}`;
}

// ---------------------------------------------------------------------------------------------------------
// The run

export interface Progress {
  /** candidate positions looked at */
  readonly tried: number;
  /** puzzles found so far */
  readonly found: number;
  /** puzzles asked for */
  readonly count: number;
}

export interface GenerateOptions {
  readonly variant: Variant;
  readonly theme: PuzzleTheme;
  readonly count: number;
  readonly seed: number;
  /** puzzles already in the set: new ones must differ from them (position and shape) */
  readonly existing?: readonly PuzzleRecord[];
  /** give up after this many candidate positions (default 200,000) */
  readonly maxTries?: number;
  /** called every few hundred positions and at each puzzle found */
  readonly onProgress?: (p: Progress) => void;
}

export interface GenerateResult {
  /** the new puzzles, in the order found, with ids left for the caller to number (see mergeSet) */
  readonly puzzles: Omit<PuzzleRecord, 'id'>[];
  readonly tried: number;
}

/** Themes the generator can make for a variant. */
export const themesFor = (variant: VariantId): PuzzleTheme[] =>
  PUZZLE_THEMES.filter((t) => THEMES[t].variants.includes(variant));

/** Generate up to `count` new proved puzzles of one theme. */
export function generate(options: GenerateOptions): GenerateResult {
  const { variant, theme, count } = options;
  const spec = THEMES[theme];
  if (!spec?.variants.includes(variant.id))
    throw new Error(
      `no generator for ${theme} in ${variant.id} (there is: ${themesFor(variant.id).join(', ')})`,
    );
  const rnd = createRandom(options.seed);
  const games = selfPlay(variant, createRandom((rnd() * 4294967296) >>> 0));
  const maxTries = options.maxTries ?? 200_000;
  // Candidates already looked at, and the puzzles' own positions and shapes (the existing ones too).
  const seenPositions = new Set<string>();
  const puzzlePositions = new Set<string>();
  const seenShapes = new Set<string>();
  for (const p of options.existing ?? []) {
    puzzlePositions.add(positionKey(variant, p.fen) ?? p.fen);
    seenShapes.add(shapeKey({ theme: p.theme, goal: { kind: 'line', line: p.line }, tempting: p.tempting }));
  }
  const out: Omit<PuzzleRecord, 'id'>[] = [];
  let tried = 0;
  const report = () => options.onProgress?.({ tried, found: out.length, count });
  while (out.length < count && tried < maxTries) {
    tried++;
    if (tried % 200 === 0) report();
    const pos =
      rnd() < spec.sources.selfPlay
        ? (games.next().value as Position)
        : randomPosition(variant, rnd, spec.sources.random);
    if (!pos) continue;
    const before = makeFen(pos);
    if (seenPositions.has(before)) continue;
    seenPositions.add(before);
    const found = spec.find(pos);
    if (!found || !proves(variant, found)) continue;
    const small = minimise(variant, found);
    const shape = shapeKey(small);
    const key = positionKey(variant, small.fen) ?? small.fen;
    if (seenShapes.has(shape) || puzzlePositions.has(key)) continue;
    seenShapes.add(shape);
    puzzlePositions.add(key);
    const { rating, explanation } = describePuzzle(variant, small);
    out.push(toRecord(small, rating, explanation));
    report();
  }
  report();
  return { puzzles: out, tried };
}

function toRecord(
  p: Puzzle,
  rating: number,
  explanation: { it: string; en: string },
): Omit<PuzzleRecord, 'id'> {
  const goal = p.goal;
  return {
    kind: p.kind,
    theme: p.theme,
    fen: p.fen,
    line: goal.line.map((ply) => ('learner' in ply ? { learner: [...ply.learner] } : { ...ply })),
    ...(goal.end ? { end: { ...goal.end } } : {}),
    ...(p.tempting ? { tempting: { ...p.tempting } } : {}),
    rating,
    explanation,
  };
}

/** Number new puzzles after the set's existing ones: <prefix>-<tag>-0001, …, keeping existing ids. */
export function numberPuzzles(
  variant: VariantId,
  theme: PuzzleTheme,
  existing: readonly PuzzleRecord[],
  found: readonly Omit<PuzzleRecord, 'id'>[],
): PuzzleRecord[] {
  const stem = `${ID_PREFIX[variant]}-${THEMES[theme].tag}-`;
  let next = 1;
  for (const p of existing) {
    const m = p.id.startsWith(stem) ? /^(\d+)$/.exec(p.id.slice(stem.length)) : null;
    if (m) next = Math.max(next, Number(m[1]) + 1);
  }
  const taken = new Set(existing.map((p) => p.id));
  return found.map((p) => {
    let id = `${stem}${String(next++).padStart(4, '0')}`;
    while (taken.has(id)) id = `${stem}${String(next++).padStart(4, '0')}`;
    taken.add(id);
    return { id, ...p };
  });
}
