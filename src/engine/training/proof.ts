/**
 * The proof of a tactic (issue 19): one API for the puzzle build, the post-game review and the lesson drills.
 * A line — the learner's moves (several accepted ones at a ply) and the opponent's replies — and what it
 * claims at its end (material, a king, a won game) hold when:
 *
 * - outcome: the claim names what really happens. A win when the opponent, to move, has no legal move (and
 *   a win is claimed whenever that is so); a king only if the crowned man is still a king at the line's end
 *   and survives the opponent's next reply (no legal reply takes it); material counted after the position
 *   is quiet — the captures pending at the line's end played out by the solver's quiescence.
 * - holds: after the line's last move, the gain still holds after PLIES_BEYOND more plies of best play by
 *   both sides plus capture quiescence (for every king value asked), or the endgame oracle, if given, says
 *   the learner has won the position.
 * - unique: at every learner ply, searched to the line's end plus quiescence, the line's moves are exactly
 *   the best ones for every king value from 2 to 3 men (KING_VALUES): no other move reaches as much, and
 *   none reaches more.
 * - defence: every reply that is not forced is a best defence when searched DEFENCE_EXTRA_PLIES beyond the
 *   line's end, plus quiescence.
 * - reaches: against any defence each learner move still reaches what the line shows at its end.
 *
 * The searches are the puzzle solver's (solver.ts: negamax, capture quiescence, material with a king worth
 * `kingValue` men), independent of the computer player's evaluation on purpose: a second opinion with other
 * piece values. Deterministic: budgets count positions, never time. Every failure is a coded verdict, never
 * a throw: which check failed, at which ply, under which king value, and the better move or the refutation.
 */

import { makeMoveText, parseMoveText } from '../notation/notation';
import { legalMoves, sameMove } from '../rules/movegen';
import { BLACK, type Position, play, WHITE } from '../rules/position';
import type { Color, Move } from '../rules/types';
import type { LineEnd, LinePly } from './exercise';
import { bound, DEFAULT_MAX_NODES, materialBalance, solve, VALUE_GRAIN, WIN_VALUE } from './solver';

/**
 * The version of the checks below. Anything that caches a proof (the puzzle build's proof cache) keys it with
 * this number, so a stricter proof is never answered from a cache filled by a weaker one. 1 was the proof
 * that looked exactly as far as the line with one king value; 2 is this one.
 */
export const PROOF_VERSION = 2;

/** The king values a tactic must hold under, a man being 1: the range players and engines actually use. */
export const KING_VALUES: readonly number[] = [2, 2.5, 3];

/** Plies of best play searched after the line's last move before the gain counts as kept. */
export const PLIES_BEYOND = 6;

/** Plies beyond the line's end that each reply is searched to, to show it is the best defence. */
export const DEFENCE_EXTRA_PLIES = 4;

/** Positions the diagnostics of a failure (the refutation line) may visit, outside the proof's budget. */
const DIAGNOSTIC_NODES = 200_000;

/** An endgame database's verdict on a position, for the side to move. */
export interface EndgameResult {
  readonly result: 'win' | 'draw' | 'loss';
  /** distance to the end of the game in plies, when known */
  readonly plies?: number;
}

/** An endgame database: its verdict, or null for a position it does not cover. */
export type EndgameOracle = (pos: Position) => EndgameResult | null;

/** A line to prove, from `start`: plies as in an exercise's `line` goal (PDN move text). */
export interface TacticLine {
  readonly start: Position;
  readonly line: readonly LinePly[];
  /** what the line claims at its end */
  readonly end?: LineEnd;
}

export interface TacticOptions {
  /** positions all the proof's searches may visit together (default 1,000,000); over it is a failure */
  readonly maxNodes?: number;
  /** the king values of the `unique` and `holds` checks (default KING_VALUES) */
  readonly kingValues?: readonly number[];
  /** the king value of the `defence` check and of naming the quiet material (default 3) */
  readonly kingValue?: number;
  /** plies searched after the line for the `holds` check (default PLIES_BEYOND) */
  readonly beyond?: number;
  /** plies beyond the line's end for the `defence` check (default DEFENCE_EXTRA_PLIES) */
  readonly defenceExtra?: number;
  /** plies beyond the line's end for the `unique` and `reaches` checks (default 0) */
  readonly uniqueExtra?: number;
  /** an endgame database: a position it says is won for the learner after the line holds */
  readonly oracle?: EndgameOracle;
  /** report every failure (an audit) instead of stopping at the first (a build) */
  readonly all?: boolean;
}

/** The check a failure belongs to. */
export type ProofCheck = 'line' | 'outcome' | 'holds' | 'unique' | 'defence' | 'reaches' | 'budget';

export type ProofCode =
  /** a move of the line is not legal where it is played */
  | 'illegal-move'
  /** the line claims neither material, nor a king, nor a won game */
  | 'no-claim'
  /** the opponent is left without a move, but the claim does not say the game is won */
  | 'win-not-named'
  /** the claim says the game is won, but the opponent still has a move */
  | 'not-a-win'
  /** the claim names a king, but no crowned man is a king at the end, or a reply can take it */
  | 'king-not-kept'
  /** the claimed material is not the material once the position is quiet */
  | 'material-misnamed'
  /** best play after the line gives (part of) the gain back */
  | 'gain-given-back'
  /** another move reaches more than the line's move */
  | 'better-move'
  /** another move reaches as much as the line's move */
  | 'second-solution'
  /** another reply defends better than the line's */
  | 'not-best-defence'
  /** against the best defence the learner's move reaches less than the line shows */
  | 'falls-short'
  /** the searches needed more positions than the budget allows: nothing is proved */
  | 'node-limit';

export interface ProofFailure {
  readonly code: ProofCode;
  readonly check: ProofCheck;
  /** 1-based ply of the line where the check failed (holds: the line's last ply); null for the whole line */
  readonly ply: number | null;
  /** the king value under which it failed, when a search decided */
  readonly kingValue?: number;
  /** the line's move at `ply`, as PDN move text */
  readonly move?: string;
  /** the better or equal move, the better defence, or the first move of the refutation */
  readonly better?: string;
  /** gain-given-back: best play from the line's end (as far as the diagnostics could follow it) */
  readonly refutation?: readonly string[];
  /** plain English, naming the ply */
  readonly message: string;
}

/** What the line really reaches at one of its ends. */
export interface Outcome {
  /** the opponent, to move, has no legal move: the game is won */
  readonly win: boolean;
  /** a man crowned in the line is a king at its end, and no reply of the opponent can take it */
  readonly king: boolean;
  /** the learner's pieces minus the opponent's, change from the start, once pending captures are played */
  readonly material: number;
}

export interface TacticVerdict {
  readonly ok: boolean;
  /** empty when ok; with `all`, every failure found, else the first */
  readonly failures: readonly ProofFailure[];
  /** the outcome at each end of the line (one per accepted path), when the line could be read */
  readonly outcomes: readonly Outcome[];
  /** the line's end was judged won by the oracle (at every end), so `holds` did not search */
  readonly oracleWon: boolean;
  /** positions visited by the proof's searches */
  readonly nodes: number;
}

/** One position along the line: ply `ply` is played from it. */
interface Node {
  readonly pos: Position;
  readonly ply: number;
  /** the line's moves from here (several when the learner has several accepted moves) */
  readonly moves: readonly Move[];
  readonly children: readonly Node[];
}

class Stop extends Error {}

const colorCode = (c: Color) => (c === 'white' ? WHITE : BLACK);

function count(pos: Position, code: number): number {
  let n = 0;
  for (let sq = 1; sq < pos.cells.length; sq++) if (pos.cells[sq] & code) n++;
  return n;
}

/** The learner's pieces minus the opponent's: what a line's `material` counts (every piece is one). */
const pieceBalance = (pos: Position, learner: Color) =>
  count(pos, colorCode(learner)) - count(pos, colorCode(learner === 'white' ? 'black' : 'white'));

/** `pos` with the captures pending in it played out as the solver's quiescence would, and those captures. */
export function quietPosition(pos: Position, kingValue = 3): { pos: Position; captures: Move[] } {
  const captures: Move[] = [];
  let p = pos;
  for (;;) {
    const moves = legalMoves(p);
    if (moves.length === 0 || moves[0].captures.length === 0) return { pos: p, captures };
    const r = solve(p, { depth: 0, kingValue, maxNodes: DIAGNOSTIC_NODES });
    const m = r.best[0] ?? moves[0];
    captures.push(m);
    p = play(p, m);
  }
}

/**
 * The true outcome of the moves `line` played from `start`, for the side to move at `start` (the learner): a
 * win when the opponent is to move at the end and has no legal move; a king only if a man the learner crowned
 * in the line is still a king at the end and no legal reply of the opponent can take it (every such king
 * followed from its crowning square through the learner's later moves); the material after the pending
 * captures are played out (a king's value only chooses among captures, in games of free choice).
 */
export function lineOutcome(start: Position, line: readonly Move[], kingValue = 3): Outcome {
  const learner = start.turn;
  let end = start;
  let crowned = new Set<number>();
  for (const m of line) {
    if (end.turn === learner) {
      const moved = crowned.has(m.from);
      crowned.delete(m.from);
      if (moved || m.promotes) crowned.add(m.to);
    } else crowned = new Set([...crowned].filter((sq) => !m.captures.includes(sq)));
    end = play(end, m);
  }
  const replies = end.turn === learner ? [] : legalMoves(end);
  const win = end.turn !== learner && replies.length === 0;
  const king = crowned.size > 0 && replies.every((r) => [...crowned].some((sq) => !r.captures.includes(sq)));
  const material = pieceBalance(quietPosition(end, kingValue).pos, learner) - pieceBalance(start, learner);
  return { win, king, material };
}

/** Prove a tactic's line: see the file's comment for the checks. */
export function proveTactic(tactic: TacticLine, options: TacticOptions = {}): TacticVerdict {
  return new TacticProof(tactic, options).run();
}

class TacticProof {
  readonly failures: ProofFailure[] = [];
  /** `reaches` failures found by the unique check's searches, reported after the defence */
  readonly shortfalls: ProofFailure[] = [];
  outcomes: Outcome[] = [];
  oracleWon = false;
  nodes = 0;
  readonly learner: Color;
  readonly plies: number;
  readonly maxNodes: number;
  readonly kingValue: number;
  /** the default king value first, so a failure under it is the one reported when the proof stops early */
  readonly kingValues: readonly number[];

  constructor(
    readonly tactic: TacticLine,
    readonly options: TacticOptions,
  ) {
    this.learner = tactic.start.turn;
    this.plies = tactic.line.length;
    this.maxNodes = options.maxNodes ?? DEFAULT_MAX_NODES;
    this.kingValue = options.kingValue ?? 3;
    const kvs = options.kingValues ?? KING_VALUES;
    this.kingValues = [...new Set(kvs.includes(this.kingValue) ? [this.kingValue, ...kvs] : kvs)];
  }

  run(): TacticVerdict {
    try {
      const root = this.build();
      if (root) {
        this.checkOutcome(root);
        this.checkUnique(root);
        this.checkDefence(root);
        // After the defence: a weak reply makes the line's end unreachable too, and the reply is the cause.
        for (const f of this.shortfalls) this.fail(f);
        this.checkHolds(root);
      }
    } catch (e) {
      if (!(e instanceof Stop)) throw e;
    }
    return {
      ok: this.failures.length === 0,
      failures: this.failures,
      outcomes: this.outcomes,
      oracleWon: this.oracleWon,
      nodes: this.nodes,
    };
  }

  fail(f: ProofFailure): void {
    this.failures.push(f);
    if (!this.options.all || f.code === 'node-limit' || f.check === 'line') throw new Stop();
  }

  // ——— searches, on one budget ———

  spend(nodes: number, limitHit: boolean, ply: number | null): void {
    this.nodes += nodes;
    if (limitHit)
      this.fail({
        code: 'node-limit',
        check: 'budget',
        ply,
        message: `${where(ply)}the search hit its node limit (${this.maxNodes})`,
      });
  }

  remaining = () => Math.max(1, this.maxNodes - this.nodes);

  /** The learner's exact value of `pos` at `depth` plus quiescence. */
  exact(pos: Position, depth: number, kingValue: number, ply: number | null): number {
    const r = bound(pos, { depth, kingValue, maxNodes: this.remaining() });
    this.spend(r.nodes, r.limitHit, ply);
    return this.forLearner(pos, r.value);
  }

  /** Whether the learner's value of `pos` at `depth` plus quiescence is at least `t` (one-grain window). */
  atLeast(pos: Position, depth: number, t: number, kingValue: number, ply: number | null): boolean {
    const mine = pos.turn === this.learner;
    const [alpha, beta] = mine ? [t - VALUE_GRAIN, t] : [-t, -t + VALUE_GRAIN];
    const r = bound(pos, { depth, kingValue, alpha, beta, maxNodes: this.remaining() });
    this.spend(r.nodes, r.limitHit, ply);
    return mine ? r.value >= t : r.value <= -t;
  }

  forLearner = (pos: Position, v: number) => (pos.turn === this.learner ? v : 0 - v);

  /** A learner's value as a person reads it: a won or lost game, or material as a change from the start. */
  show(v: number, kingValue: number): string {
    if (v >= WIN_VALUE) return 'a won game';
    if (v <= -WIN_VALUE) return 'a lost game';
    const d = v - this.forLearner(this.tactic.start, materialBalance(this.tactic.start, kingValue));
    return `material ${d > 0 ? `+${d}` : `${d}`}`;
  }

  // ——— the line ———

  build(): Node | null {
    const line = this.tactic.line;
    if (line.length === 0 || !('learner' in line[0])) {
      this.fail({
        code: 'illegal-move',
        check: 'line',
        ply: 1,
        message: "ply 1: a line starts with the learner's move",
      });
      return null;
    }
    const make = (pos: Position, ply: number): Node => {
      const p = line[ply - 1];
      if (!p) return { pos, ply, moves: [], children: [] };
      const texts = 'learner' in p ? p.learner : [p.reply];
      if ('learner' in p !== (pos.turn === this.learner) || texts.length === 0)
        this.fail({
          code: 'illegal-move',
          check: 'line',
          ply,
          message: `ply ${ply}: the line must alternate the learner's moves and the replies`,
        });
      const moves = texts.map((t) => {
        const r = parseMoveText(pos, t);
        if (!r.ok)
          this.fail({
            code: 'illegal-move',
            check: 'line',
            ply,
            move: t,
            message: `ply ${ply}: "${t}" is not legal: ${r.error.message}`,
          });
        return (r as { value: Move }).value;
      });
      return { pos, ply, moves, children: moves.map((m) => make(play(pos, m), ply + 1)) };
    };
    return make(this.tactic.start, 1);
  }

  /** The line's ends: the positions after its last ply, one per path of accepted learner moves. */
  leaves = (root: Node) => all(root).filter((n) => n.children.length === 0);

  // ——— outcome ———

  checkOutcome(root: Node): void {
    const end = this.tactic.end ?? {};
    if (!((end.material ?? 0) > 0 || end.promotion || end.win))
      this.fail({
        code: 'no-claim',
        check: 'outcome',
        ply: null,
        message: 'a tactic must claim material won, a crowned man or a won game (end)',
      });
    const start = this.tactic.start;
    for (const path of paths(root)) {
      const o = lineOutcome(start, path, this.kingValue);
      this.outcomes.push(o);
      const ply = this.plies;
      if (o.win && !end.win)
        this.fail({
          code: 'win-not-named',
          check: 'outcome',
          ply,
          message: `ply ${ply}: the opponent is left without a move — the game is won, and the line must say so`,
        });
      if (end.win && !o.win)
        this.fail({
          code: 'not-a-win',
          check: 'outcome',
          ply,
          message: `ply ${ply}: the line claims a won game, but the opponent still has a move`,
        });
      if (end.promotion && !o.king)
        this.fail({
          code: 'king-not-kept',
          check: 'outcome',
          ply,
          message: `ply ${ply}: the line claims a king, but no new king survives the opponent's next reply`,
        });
      if (end.material !== undefined && !o.win && end.material !== o.material)
        this.fail({
          code: 'material-misnamed',
          check: 'outcome',
          ply,
          message: `ply ${ply}: the line claims material ${signed(end.material)}, but once the position is quiet it is ${signed(o.material)}`,
        });
    }
  }

  // ——— unique and reaches ———

  /** Plies from `node` to the line's end, the node's own ply included. */
  toEnd = (node: Node) => this.plies - node.ply + 1;

  checkUnique(root: Node): void {
    const extra = this.options.uniqueExtra ?? 0;
    for (const kingValue of this.kingValues) {
      // What the line shows at its end under this king value, pending captures played out.
      const endValue = new Map<Node, number>();
      for (const leaf of this.leaves(root))
        endValue.set(leaf, this.exact(leaf.pos, 0, kingValue, this.plies));
      const target = (node: Node) => Math.max(...this.leaves(node).map((n) => endValue.get(n) as number));
      const kv = kingValue === this.kingValue ? '' : ` with a king worth ${kingValue} men`;

      for (const node of all(root).sort((a, b) => a.ply - b.ply)) {
        if (node.children.length === 0 || node.pos.turn !== this.learner) continue;
        const pos = node.pos;
        const depth = this.toEnd(node) + extra;
        const r = solve(pos, { depth, kingValue, maxNodes: this.remaining() });
        this.spend(r.nodes, r.limitHit, node.ply);
        const line = node.moves[0];
        for (const m of node.moves)
          if (!r.best.some((b) => sameMove(m, b))) {
            const v = this.exact(play(pos, m), Math.max(0, depth - 1), kingValue, node.ply);
            this.fail({
              code: 'better-move',
              check: 'unique',
              ply: node.ply,
              kingValue,
              move: makeMoveText(pos, m),
              better: makeMoveText(pos, r.best[0]),
              message: `ply ${node.ply}: ${makeMoveText(pos, m)} reaches ${this.show(v, kingValue)}, but ${makeMoveText(pos, r.best[0])} reaches ${this.show(r.value, kingValue)}${kv}`,
            });
          }
        for (const b of r.best)
          if (!node.moves.some((m) => sameMove(m, b)))
            this.fail({
              code: 'second-solution',
              check: 'unique',
              ply: node.ply,
              kingValue,
              move: makeMoveText(pos, line),
              better: makeMoveText(pos, b),
              message: `ply ${node.ply}: second solution: ${makeMoveText(pos, b)} reaches ${this.show(r.value, kingValue)} as well as ${makeMoveText(pos, line)}${kv}`,
            });
        const t = target(node);
        if (r.value < t)
          this.shortfalls.push({
            code: 'falls-short',
            check: 'reaches',
            ply: node.ply,
            kingValue,
            move: makeMoveText(pos, line),
            message: `ply ${node.ply}: against the best defence the learner reaches ${this.show(r.value, kingValue)}, but the line ends with ${this.show(t, kingValue)}${kv}`,
          });
      }
    }
  }

  // ——— defence ———

  checkDefence(root: Node): void {
    const extra = this.options.defenceExtra ?? DEFENCE_EXTRA_PLIES;
    const kingValue = this.kingValue;
    for (const node of all(root).sort((a, b) => a.ply - b.ply)) {
      if (node.children.length === 0 || node.pos.turn === this.learner) continue;
      const pos = node.pos;
      const replies = legalMoves(pos);
      if (replies.length < 2) continue;
      const depth = this.toEnd(node) + extra;
      const reply = node.moves[0];
      // The learner's value after the line's reply, exact; then is any other reply holding it lower?
      const v = this.exact(play(pos, reply), depth - 1, kingValue, node.ply);
      for (const m of replies) {
        if (sameMove(m, reply)) continue;
        const child = play(pos, m);
        if (this.atLeast(child, depth - 1, v, kingValue, node.ply)) continue;
        const w = this.exact(child, depth - 1, kingValue, node.ply);
        const text = makeMoveText(pos, reply);
        this.fail({
          code: 'not-best-defence',
          check: 'defence',
          ply: node.ply,
          kingValue,
          move: text,
          better: makeMoveText(pos, m),
          message: `ply ${node.ply}: the reply ${text} is not the best defence: ${makeMoveText(pos, m)} holds the learner to ${this.show(w, kingValue)}, ${text} lets it reach ${this.show(v, kingValue)} (searched ${depth} plies)`,
        });
        break;
      }
    }
  }

  // ——— holds ———

  checkHolds(root: Node): void {
    const beyond = this.options.beyond ?? PLIES_BEYOND;
    const leaves = this.leaves(root);
    const oracle = this.options.oracle;
    const won = (pos: Position) => {
      const r = oracle?.(pos) ?? null;
      return r !== null && r.result === (pos.turn === this.learner ? 'win' : 'loss');
    };
    const open = leaves.filter((leaf) => !won(leaf.pos));
    this.oracleWon = oracle !== undefined && open.length === 0;
    for (const leaf of open) {
      for (const kingValue of this.kingValues) {
        const pos = leaf.pos;
        const endValue = this.exact(pos, 0, kingValue, this.plies);
        if (endValue >= WIN_VALUE) break;
        if (this.atLeast(pos, beyond, endValue, kingValue, this.plies)) continue;
        const deep = this.exact(pos, beyond, kingValue, this.plies);
        const refutation = principalLine(pos, beyond, kingValue);
        const kv = kingValue === this.kingValue ? '' : ` with a king worth ${kingValue} men`;
        this.fail({
          code: 'gain-given-back',
          check: 'holds',
          ply: this.plies,
          kingValue,
          move: lastMoveText(this.tactic.line),
          better: refutation[0],
          refutation,
          message: `ply ${this.plies}: the gain is given back after the line: the line ends with ${this.show(endValue, kingValue)}, but ${beyond} more plies of best play (${refutation.join(' ') || '…'}) leave ${this.show(deep, kingValue)}${kv}`,
        });
        break;
      }
    }
  }
}

/** Best play from `pos` for `depth` plies and the captures after them, as move text (diagnostics only). */
function principalLine(pos: Position, depth: number, kingValue: number): string[] {
  const out: string[] = [];
  let p = pos;
  let budget = DIAGNOSTIC_NODES;
  for (let d = depth; out.length < depth + 12; d--) {
    const moves = legalMoves(p);
    if (moves.length === 0 || (d <= 0 && moves[0].captures.length === 0)) break;
    const r = solve(p, { depth: Math.max(0, d), kingValue, maxNodes: budget });
    budget -= r.nodes;
    if (r.limitHit || r.best.length === 0) break;
    out.push(makeMoveText(p, r.best[0]));
    p = play(p, r.best[0]);
  }
  return out;
}

/** Every path of moves through the line, from the start to one of its ends. */
function paths(root: Node): Move[][] {
  if (root.children.length === 0) return [[]];
  return root.children.flatMap((child, i) => paths(child).map((p) => [root.moves[i], ...p]));
}

function all(root: Node): Node[] {
  const out: Node[] = [];
  const walk = (n: Node) => {
    out.push(n);
    n.children.forEach(walk);
  };
  walk(root);
  return out;
}

function lastMoveText(line: readonly LinePly[]): string | undefined {
  const p = line[line.length - 1];
  if (!p) return undefined;
  return 'learner' in p ? p.learner[0] : p.reply;
}

const where = (ply: number | null) => (ply === null ? '' : `ply ${ply}: `);
const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);
