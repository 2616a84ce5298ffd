/**
 * Build-time verification of exercises (CURRICULUM.md §2): every position, answer, reply, par and claim is
 * checked against the engine, so a broken exercise fails the build instead of reaching a learner. Returns
 * plain English problems (empty when the exercise is sound); the content layer adds the file and step.
 */

import type { EndgameOracle } from '../endgame/probe';
import { makeFen, parseFen } from '../notation/fen';
import { makeMoveText, parseMoveText } from '../notation/notation';
import { explainText } from '../rules/explain';
import { legalMoves, sameMove } from '../rules/movegen';
import { BLACK, KING, type Position, play, WHITE } from '../rules/position';
import type { Move } from '../rules/types';
import type { Variant } from '../rules/variants';
import { verifyEndgame } from './endgame';
import type { Claim, Exercise, Goal, LinePly, Tempting } from './exercise';
import { MAX_PAR, shortestWay, tapTargets, withTurn } from './judge';

const sameSet = (a: readonly Move[], b: readonly Move[]) =>
  a.length === b.length && a.every((m) => b.some((x) => sameMove(m, x)));

const text = (pos: Position, moves: readonly Move[]) =>
  moves.map((m) => makeMoveText(pos, m)).join(', ') || 'none';

function pieceCount(pos: Position, code: number): number {
  let n = 0;
  for (let sq = 1; sq < pos.cells.length; sq++) if (pos.cells[sq] & code) n++;
  return n;
}

export interface VerifyOptions {
  /** the endgame databases, for `endgame` steps (without them such a step cannot be checked) */
  readonly oracle?: EndgameOracle | null;
}

/** Check an exercise against the engine in `variant`. */
export function verifyExercise(variant: Variant, ex: Exercise, options: VerifyOptions = {}): string[] {
  const problems: string[] = [];
  const parsed = parseFen(variant, ex.fen);
  if (!parsed.ok) return [`FEN "${ex.fen}" is not a valid ${variant.id} position: ${parsed.error.message}`];
  const pos = parsed.value;
  const again = parseFen(variant, makeFen(pos));
  if (!again.ok || makeFen(again.value) !== makeFen(pos))
    problems.push(`FEN "${ex.fen}" does not round-trip`);

  const goal = ex.goal;
  const legal = legalMoves(pos);
  const needsMoves =
    goal.kind !== 'choose' && !(goal.kind === 'tap' && (goal.tap === 'square' || goal.tap === 'set'));
  if (needsMoves && legal.length === 0) problems.push(`the side to move (${pos.turn}) has no legal move`);

  const read = (p: Position, t: string, what: string): Move | null => {
    const r = parseMoveText(p, t);
    if (r.ok) return r.value;
    problems.push(`${what} "${t}" is not legal in ${makeFen(p)}: ${r.error.message}`);
    return null;
  };
  const readAll = (p: Position, ts: readonly string[], what: string): Move[] =>
    ts.map((t) => read(p, t, what)).filter((m): m is Move => m !== null);

  if ('tempting' in goal && goal.tempting) checkTempting(pos, goal.tempting, problems);

  switch (goal.kind) {
    case 'move': {
      const answers = readAll(pos, goal.answers, 'answer');
      if (goal.answers.length === 0) problems.push('a move goal needs at least one answer');
      if (goal.only && !sameSet(answers, legal))
        problems.push(`"only" answers must be every legal move: the engine has ${text(pos, legal)}`);
      break;
    }
    case 'capture': {
      if (!legal.some((m) => m.captures.length > 0))
        problems.push('a capture goal needs a position with a capture');
      const answers = readAll(pos, goal.answers, 'answer');
      if (!sameSet(answers, legal))
        problems.push(
          `capture answers must be exactly the legal moves: written ${goal.answers.join(', ')}, engine ${text(pos, legal)}`,
        );
      break;
    }
    case 'reach':
    case 'clear': {
      const shortest = shortestWay(ex, pos)?.moves ?? null;
      if (shortest === null) problems.push(`the goal cannot be reached within ${MAX_PAR} moves`);
      else if (shortest !== goal.par)
        problems.push(`par is ${goal.par} but the shortest solution takes ${shortest}`);
      if (goal.kind === 'reach' && goal.target !== 'crown') {
        if (goal.target < 1 || goal.target > variant.geometry.squares)
          problems.push(`target ${goal.target} is not a square`);
      }
      break;
    }
    case 'tap': {
      const n = variant.geometry.squares;
      const bad = goal.squares.filter((s) => !Number.isInteger(s) || s < 1 || s > n);
      if (bad.length > 0) problems.push(`not squares of this board: ${bad.join(', ')}`);
      if (goal.squares.length === 0) problems.push('a tap goal needs squares');
      if (goal.tap === 'reachable' && goal.piece === undefined)
        problems.push('a reachable tap needs "piece"');
      if (goal.tap === 'set' && !goal.check) problems.push('a set tap needs a "check" to verify it against');
      if (goal.tap !== 'square') {
        if (new Set(goal.squares).size !== goal.squares.length) problems.push('tap squares are listed twice');
        const want = tapTargets(pos, goal);
        const have = [...goal.squares].sort((a, b) => a - b);
        if (want && want.join(',') !== have.join(','))
          problems.push(`tap ${goal.tap}: written ${have.join(', ')}, engine ${want.join(', ') || 'none'}`);
      }
      break;
    }
    case 'choose': {
      if (goal.options < 2) problems.push('a choice needs at least two options');
      if (!Number.isInteger(goal.correct) || goal.correct < 0 || goal.correct >= goal.options)
        problems.push(`correct option ${goal.correct} is not one of the ${goal.options} options`);
      if (goal.claim) checkClaim(pos, goal.claim, problems, read);
      else if (!goal.source)
        problems.push('a choice without a checkable claim must name its source (RULES §…)');
      break;
    }
    case 'line':
      checkLine(pos, goal, problems);
      break;
    case 'endgame':
      problems.push(...verifyEndgame(variant, ex, options.oracle ?? null));
      break;
  }
  return problems;
}

function checkTempting(pos: Position, tempting: readonly Tempting[], problems: string[]): void {
  for (const t of tempting) {
    const v = explainText(pos, t.move);
    if (v.status !== 'illegal') problems.push(`tempting move "${t.move}" is ${v.status}, not refused`);
    else if (v.reason.code !== t.code)
      problems.push(`tempting move "${t.move}" is refused with ${v.reason.code}, not ${t.code}`);
  }
}

function checkClaim(
  pos: Position,
  claim: Claim,
  problems: string[],
  read: (p: Position, t: string, what: string) => Move | null,
): void {
  const legal = legalMoves(pos);
  switch (claim.type) {
    case 'result':
      if (legal.length > 0) problems.push(`claim "result": the side to move still has ${text(pos, legal)}`);
      break;
    case 'capture-count': {
      const counts = [...new Set(legal.map((m) => m.captures.length))];
      if (counts.length !== 1 || counts[0] !== claim.value)
        problems.push(`claim "capture-count" ${claim.value}: the legal moves capture ${counts.join(' or ')}`);
      break;
    }
    case 'legal-count': {
      let p = pos;
      if (claim.piece !== undefined) {
        const code = pos.cells[claim.piece] ?? 0;
        if (!code) {
          problems.push(`claim "legal-count": no piece on ${claim.piece}`);
          break;
        }
        p = withTurn(pos, code & WHITE ? 'white' : 'black');
      }
      const moves = legalMoves(p).filter((m) => claim.piece === undefined || m.from === claim.piece);
      if (moves.length !== claim.value)
        problems.push(
          `claim "legal-count" ${claim.value}: the engine counts ${moves.length} (${text(p, moves)})`,
        );
      break;
    }
    case 'notation': {
      const m = read(pos, claim.move, 'claim move');
      if (m && makeMoveText(pos, m) !== claim.value)
        problems.push(`claim "notation": the engine writes ${makeMoveText(pos, m)}, not ${claim.value}`);
      break;
    }
    case 'resets-count': {
      // A man move or a capture restarts the count of the 40-move rule (RULES §2.7).
      const resetting = legal.filter((m) => m.captures.length > 0 || !(pos.cells[m.from] & KING));
      const claimed = claim.moves.map((t) => read(pos, t, 'claim move')).filter((m): m is Move => m !== null);
      if (!sameSet(claimed, resetting))
        problems.push(`claim "resets-count": the moves that restart the count are ${text(pos, resetting)}`);
      break;
    }
    case 'opponent-blocked': {
      const m = read(pos, claim.move, 'claim move');
      if (m) {
        const after = play(pos, m);
        const replies = legalMoves(after);
        if (replies.length > 0)
          problems.push(
            `claim "opponent-blocked": after ${claim.move} the opponent has ${text(after, replies)}`,
          );
      }
      break;
    }
  }
}

/** Replay every accepted path of a line and check replies, forced replies and the end claims. */
function checkLine(start: Position, goal: Extract<Goal, { kind: 'line' }>, problems: string[]): void {
  const plies: readonly LinePly[] = goal.line;
  if (plies.length === 0 || !('learner' in plies[0])) {
    problems.push("a line starts with the learner's move");
    return;
  }
  const learnerCode = start.turn === 'white' ? WHITE : BLACK;
  const themCode = learnerCode === WHITE ? BLACK : WHITE;
  const balance = (p: Position) => pieceCount(p, learnerCode) - pieceCount(p, themCode);
  const kingsOf = (p: Position) => {
    let n = 0;
    for (let sq = 1; sq < p.cells.length; sq++) if (p.cells[sq] & learnerCode && p.cells[sq] & KING) n++;
    return n;
  };
  let paths: { pos: Position; promoted: boolean }[] = [{ pos: start, promoted: false }];
  plies.forEach((ply, i) => {
    // The sides take turns: after the learner's ply the opponent is to move, so a second learner ply would
    // move the opponent's pieces, and a second reply would be a ply the judge never accepts.
    if (i > 0 && 'learner' in ply === 'learner' in plies[i - 1])
      problems.push(`ply ${i + 1}: a line must alternate the learner's moves and the replies`);
    const next: { pos: Position; promoted: boolean }[] = [];
    for (const { pos, promoted } of paths) {
      const where = `ply ${i + 1} after ${makeFen(pos)}`;
      if ('learner' in ply) {
        if (ply.learner.length === 0) problems.push(`${where}: no accepted move`);
        for (const t of ply.learner) {
          const r = parseMoveText(pos, t);
          if (!r.ok) problems.push(`${where}: learner move "${t}" is not legal: ${r.error.message}`);
          else next.push({ pos: play(pos, r.value), promoted: promoted || r.value.promotes });
        }
      } else {
        const r = parseMoveText(pos, ply.reply);
        if (!r.ok) {
          problems.push(`${where}: reply "${ply.reply}" is not legal: ${r.error.message}`);
          continue;
        }
        if (ply.forced) {
          const all = legalMoves(pos);
          if (all.length !== 1)
            problems.push(
              `${where}: reply "${ply.reply}" is marked forced but the opponent has ${text(pos, all)}`,
            );
        }
        next.push({ pos: play(pos, r.value), promoted });
      }
    }
    paths = next;
  });
  const end = goal.end;
  if (!end) return;
  for (const { pos, promoted } of paths) {
    if (end.material !== undefined && balance(pos) - balance(start) !== end.material)
      problems.push(
        `end: material changes by ${balance(pos) - balance(start)}, not ${end.material} (${makeFen(pos)})`,
      );
    if (end.promotion && !promoted && kingsOf(pos) <= kingsOf(start))
      problems.push(`end: no man was crowned (${makeFen(pos)})`);
    if (end.win) {
      const lost = pos.turn !== start.turn && legalMoves(pos).length === 0;
      if (!lost) problems.push(`end: the opponent is not left without a move (${makeFen(pos)})`);
    }
  }
}
