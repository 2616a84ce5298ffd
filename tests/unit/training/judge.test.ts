import { describe, expect, it } from 'vitest';
import {
  answerMove,
  type Exercise,
  exercisePosition,
  geometrySet,
  judge,
  judgeTap,
  type Position,
  parseMoveText,
  shortestWay,
  starsFor,
  VARIANTS,
  verifyExercise,
} from '../../../src/engine/index';

const italian = VARIANTS.italian;

function move(pos: Position, text: string) {
  const r = parseMoveText(pos, text);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('judge', () => {
  it('accepts the capture the rules require and fails another legal capture as not the answer', () => {
    const ex: Exercise = { id: 'x', fen: 'W:W22,24:B10,18,20', goal: { kind: 'capture', answers: ['22x6'] } };
    const pos = exercisePosition(italian, ex, []);
    expect(judge(italian, ex, [], move(pos, '22x6'))).toEqual({ kind: 'solved', reply: null });
  });

  it('fails an illegal move with the engine explanation (criterion 1)', () => {
    const ex: Exercise = { id: 'x', fen: 'W:W22,24:B10,18,20', goal: { kind: 'capture', answers: ['22x6'] } };
    const attempted = { from: 24, to: 15, path: [24, 15], captures: [20], promotes: false };
    const j = judge(italian, ex, [], attempted);
    expect(j.kind).toBe('fail');
    if (j.kind === 'fail' && j.reason.code === 'illegal')
      expect(j.reason.explanation.code).toBe('criterion-1');
    else throw new Error('expected an illegal-move failure');
  });

  it('counts another path of the same capture as the same move (RULES §0.2)', () => {
    // The same capture reported with its captured squares in another order is the same move.
    const intl = VARIANTS.international;
    const ex: Exercise = { id: 'x', fen: 'W:WK46:B37,28,19', goal: { kind: 'move', answers: ['46x14'] } };
    const pos = exercisePosition(intl, ex, []);
    const m = move(pos, '46x14');
    expect(judge(intl, ex, [], { ...m, path: [...m.path], captures: [...m.captures].reverse() }).kind).toBe(
      'solved',
    );
  });

  it('plays a line: right move, scripted reply, solved after the last reply', () => {
    const ex: Exercise = {
      id: 'x',
      fen: 'W:W22:B9,18',
      goal: { kind: 'line', line: [{ learner: ['22x13'] }, { reply: '9x18', forced: true }] },
    };
    const pos = exercisePosition(italian, ex, []);
    const j = judge(italian, ex, [], move(pos, '22x13'));
    expect(j.kind).toBe('solved');
    expect(j.kind === 'solved' && j.reply?.captures).toEqual([13]);
  });

  it('a line fails a legal move that is off the line, naming the expected moves', () => {
    const ex: Exercise = {
      id: 'x',
      fen: 'W:W22,29:B14',
      goal: { kind: 'line', line: [{ learner: ['29-25'] }, { reply: '14-18' }, { learner: ['22x13'] }] },
    };
    const pos = exercisePosition(italian, ex, []);
    const j = judge(italian, ex, [], move(pos, '22-18'));
    expect(j.kind === 'fail' && j.reason.code).toBe('off-line');
    const first = judge(italian, ex, [], move(pos, '29-25'));
    expect(first.kind).toBe('next');
  });

  it('reach: the opponent stands still and the learner moves again until the target', () => {
    const ex: Exercise = { id: 'x', fen: 'W:W22:B4', goal: { kind: 'reach', target: 10, par: 3 } };
    let line = [] as ReturnType<typeof move>[];
    for (const t of ['22-18', '18-14', '14-10']) {
      const pos = exercisePosition(italian, ex, line);
      expect(pos.turn).toBe('white');
      const m = move(pos, t);
      const j = judge(italian, ex, line, m);
      expect(j.kind).toBe(t === '14-10' ? 'solved' : 'next');
      line = [...line, m];
    }
  });
});

describe('judgeTap', () => {
  it('asks squares in order and finds sets in any order', () => {
    const inOrder = { kind: 'tap', tap: 'square', squares: [1, 32] } as const;
    expect(judgeTap(inOrder, [], 32)).toEqual({ kind: 'miss', expected: 1 });
    expect(judgeTap(inOrder, [1], 32)).toEqual({ kind: 'hit', done: true });
    const set = { kind: 'tap', tap: 'can-move', squares: [18, 19] } as const;
    expect(judgeTap(set, [], 19)).toEqual({ kind: 'hit', done: false });
    expect(judgeTap(set, [19], 19)).toEqual({ kind: 'repeat' });
    expect(judgeTap(set, [19], 22)).toEqual({ kind: 'miss' });
  });

  it('names the corners, long diagonal and double corners from geometry (RULES §2.1, §4.1)', () => {
    expect(geometrySet(italian, 'corners').sort((a, b) => a - b)).toEqual([1, 32]);
    expect(geometrySet(italian, 'long-diagonal')).toEqual([1, 5, 10, 14, 19, 23, 28, 32]);
    expect(geometrySet(italian, 'double-corner-white').sort((a, b) => a - b)).toEqual([25, 29]);
    expect(geometrySet(VARIANTS.english, 'corners').sort((a, b) => a - b)).toEqual([4, 29]);
    expect(geometrySet(VARIANTS.english, 'double-corner-white').sort((a, b) => a - b)).toEqual([28, 32]);
    expect(geometrySet(VARIANTS.international, 'corners').sort((a, b) => a - b)).toEqual([5, 46]);
  });
});

describe('starsFor', () => {
  it('gives three stars within par and without mistakes, fewer otherwise', () => {
    expect(starsFor(3, 3, 0)).toBe(3);
    expect(starsFor(3, 3, 0, 1)).toBe(2);
    expect(starsFor(3, 3, 0, 2)).toBe(1);
    expect(starsFor(3, 3, 1, 1)).toBe(1);
    expect(starsFor(3, 4, 0)).toBe(2);
    expect(starsFor(3, 3, 1)).toBe(2);
    expect(starsFor(3, 3, 2)).toBe(1);
    expect(starsFor(3, 9, 0)).toBe(1);
  });
});

describe('verifyExercise', () => {
  const ok = (ex: Exercise, v = italian) => expect(verifyExercise(v, ex)).toEqual([]);
  const bad = (ex: Exercise, pattern: RegExp, v = italian) => {
    const problems = verifyExercise(v, ex);
    expect(problems.join('\n')).toMatch(pattern);
  };

  it('accepts sound exercises of every goal', () => {
    ok({
      id: 'a',
      fen: 'W:W22:B18',
      goal: { kind: 'capture', answers: ['22x13'], tempting: [{ move: '22-19', code: 'must-capture' }] },
    });
    ok({
      id: 'b',
      fen: 'W:W22:B4',
      goal: { kind: 'reach', target: 10, par: 3, tempting: [{ move: '22-26', code: 'man-backward' }] },
    });
    ok({
      id: 'c',
      fen: 'W:W17,22:B4',
      goal: { kind: 'tap', tap: 'reachable', piece: 22, squares: [18, 19] },
    });
    ok({
      id: 'd',
      fen: 'W:W22:BK18,K19',
      goal: { kind: 'choose', options: 2, correct: 1, claim: { type: 'result' } },
    });
    ok({
      id: 'e',
      fen: 'W:W22:B9,18',
      goal: {
        kind: 'line',
        line: [{ learner: ['22x13'] }, { reply: '9x18', forced: true }],
        end: { material: 0 },
      },
    });
    ok({ id: 'f', fen: 'W:WK19:B15,22', goal: { kind: 'clear', par: 4 } });
    ok({
      id: 'g',
      fen: 'W:W21-32:B1-12',
      goal: { kind: 'tap', tap: 'set', check: 'long-diagonal', squares: [1, 5, 10, 14, 19, 23, 28, 32] },
    });
  });

  it('names what is wrong in a broken exercise', () => {
    bad({ id: 'a', fen: 'W:W22:B18', goal: { kind: 'capture', answers: ['22-19'] } }, /not legal/);
    bad(
      { id: 'a', fen: 'W:W22,24:B18,20', goal: { kind: 'capture', answers: ['22x13'] } },
      /exactly the legal moves/,
    );
    bad(
      {
        id: 'a',
        fen: 'W:W22:B18',
        goal: { kind: 'capture', answers: ['22x13'], tempting: [{ move: '22-19', code: 'man-backward' }] },
      },
      /refused with must-capture, not man-backward/,
    );
    bad(
      { id: 'b', fen: 'W:W22:B4', goal: { kind: 'reach', target: 10, par: 2 } },
      /par is 2 but the shortest solution takes 3/,
    );
    bad(
      { id: 'c', fen: 'W:W17,22:B4', goal: { kind: 'tap', tap: 'reachable', piece: 22, squares: [18] } },
      /engine 18, 19/,
    );
    bad(
      {
        id: 'd',
        fen: 'W:W22:BK18',
        goal: { kind: 'choose', options: 2, correct: 1, claim: { type: 'result' } },
      },
      /still has/,
    );
    bad(
      {
        id: 'e',
        fen: 'W:W22:B9,18',
        goal: { kind: 'line', line: [{ learner: ['22x13'] }, { reply: '9x18' }], end: { material: 1 } },
      },
      /material changes by 0, not 1/,
    );
    bad(
      { id: 'g', fen: 'W:W2:B18', goal: { kind: 'capture', answers: ['2x13'] } },
      /not a valid italian position/,
    );
    bad(
      {
        id: 'h',
        fen: 'W:W22,29:B14',
        goal: { kind: 'line', line: [{ learner: ['29-25'] }, { reply: '14-18', forced: true }] },
      },
      /marked forced/,
    );
  });
});

describe('the answer to show (answerMove, shortestWay)', () => {
  const at = (ex: Exercise, line: string[] = []) => {
    let pos = exercisePosition(italian, ex, []);
    const moves = [];
    for (const t of line) {
      const m = move(pos, t);
      moves.push(m);
      pos = exercisePosition(italian, ex, moves);
    }
    return { pos, ply: moves.length };
  };

  it('a capture: the written answer, with its whole path', () => {
    const ex: Exercise = { id: 'c', fen: 'W:W22,24:B10,18,20', goal: { kind: 'capture', answers: ['22x6'] } };
    const { pos } = at(ex);
    expect(answerMove(ex, pos, 0)?.path).toEqual([22, 13, 6]);
  });

  it('a line: the next accepted move on the learner’s turn, nothing on the reply’s', () => {
    const ex: Exercise = {
      id: 'l',
      fen: 'W:W22,29:B14',
      goal: { kind: 'line', line: [{ learner: ['29-25'] }, { reply: '14-18' }, { learner: ['22x13'] }] },
    };
    expect(answerMove(ex, at(ex).pos, 0)?.path).toEqual([29, 25]);
    const afterFirst = at(ex, ['29-25']);
    expect(answerMove(ex, afterFirst.pos, 1)).toBeNull();
    const afterReply = at(ex, ['29-25', '14-18']);
    expect(answerMove(ex, afterReply.pos, 2)?.path).toEqual([22, 13]);
  });

  it('reach: the shortest way from where the pieces stand, its length and its first move', () => {
    const ex: Exercise = { id: 'r', fen: 'W:W22,31:B4', goal: { kind: 'reach', target: 10, par: 3 } };
    const start = at(ex).pos;
    expect(shortestWay(ex, start)?.moves).toBe(3);
    expect(answerMove(ex, start, 0)?.from).toBe(22);
    // A detour with the other man changes nothing to what is left.
    const detour = at(ex, ['31-27']);
    expect(shortestWay(ex, detour.pos)?.moves).toBe(3);
    expect(shortestWay({ ...ex, goal: { kind: 'move', answers: ['22-18'] } }, start)).toBeNull();
  });
});
