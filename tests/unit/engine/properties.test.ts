import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyPrecedence,
  BLACK,
  type CaptureSequence,
  captureSequences,
  countPieces,
  directionBetween,
  distance,
  type ExplainCode,
  type Explanation,
  explainAttempt,
  explainText,
  fidDecidingCriterion,
  type Geometry,
  isPromotionSquare,
  KING,
  legalMoves,
  type Move,
  makeFen,
  makeMoveText,
  opposite,
  type Position,
  parseMoveText,
  pieceAt,
  pieces,
  play,
  quietMoves,
  type Rules,
  sameMove,
  startPosition,
  VARIANTS,
  type VariantId,
  type Verdict,
  WHITE,
} from '../../../src/engine';
import { position, REFERENCE_FILES, referencePositions, rng } from './fixtures';

const VARIANT_IDS: VariantId[] = ['italian', 'international', 'english'];
const SEED = 20250131;

/** Start positions and oracle positions (which have kings and long captures) to play out from. */
const starts: Array<readonly [VariantId, string]> = [
  ...VARIANT_IDS.map((v) => [v, VARIANTS[v].startFen] as const),
  ...REFERENCE_FILES.flatMap(([file, v]) =>
    referencePositions(file)
      .filter((_, i) => i % 25 === 0)
      .map((r) => [v, r.fen] as const),
  ),
];

/** A random playout: the positions and the move chosen in each. */
function playout(
  startIndex: number,
  seed: number,
  plies: number,
): Array<{ pos: Position; legal: Move[]; move?: Move }> {
  return playoutFrom(starts[startIndex], seed, plies);
}

function playoutFrom(
  [variant, fen]: readonly [VariantId, string],
  seed: number,
  plies: number,
): Array<{ pos: Position; legal: Move[]; move?: Move }> {
  const random = rng(seed);
  let pos = fen === VARIANTS[variant].startFen ? startPosition(VARIANTS[variant]) : position(variant, fen);
  const out: Array<{ pos: Position; legal: Move[]; move?: Move }> = [];
  for (let i = 0; i <= plies; i++) {
    const legal = legalMoves(pos);
    if (legal.length === 0 || i === plies) {
      out.push({ pos, legal });
      break;
    }
    const move = legal[Math.floor(random() * legal.length)];
    out.push({ pos, legal, move });
    pos = play(pos, move);
  }
  return out;
}

const games = fc.record({
  start: fc.integer({ min: 0, max: starts.length - 1 }),
  seed: fc.integer(),
  plies: fc.integer({ min: 1, max: 120 }),
});
const params = { seed: SEED, numRuns: 50 };

function total(pos: Position) {
  const w = countPieces(pos, 'white');
  const b = countPieces(pos, 'black');
  return { white: w.men + w.kings, black: b.men + b.kings };
}

// ---------------------------------------------------------------------------------------------------------
// Attempts that are not legal moves, and what each reason code claims about them.

/** Every oracle position (they hold the rare cases: criteria 3 and 4, Turkish strikes, crowning captures). */
const attemptStarts: Array<readonly [VariantId, string]> = [
  ...VARIANT_IDS.map((v) => [v, VARIANTS[v].startFen] as const),
  ...REFERENCE_FILES.flatMap(([file, v]) => referencePositions(file).map((r) => [v, r.fen] as const)),
];

/** How to build one attempt; the numbers are reduced modulo what the position offers. */
interface Shape {
  readonly kind: number;
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly d: number;
}
const shape = fc.record({ kind: fc.nat(), a: fc.nat(), b: fc.nat(), c: fc.nat(), d: fc.nat() });
const attemptRuns = fc.record({
  start: fc.nat({ max: attemptStarts.length - 1 }),
  seed: fc.integer(),
  // Often the oracle position itself, else a few random plies on.
  plies: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 40 })),
  attempts: fc.array(shape, { minLength: 1, maxLength: 12 }),
});

const sortedUniq = (xs: readonly number[]): number[] => [...new Set(xs)].sort((a, b) => a - b);
const sameList = (a: readonly number[] | undefined, b: readonly number[]): boolean =>
  a !== undefined && a.join() === b.join();
const samePath = (a: Move, b: Move): boolean =>
  a.path.join() === b.path.join() && a.captures.join() === b.captures.join();
/** The first failed check's message, or undefined when all hold. */
const need = (...checks: Array<readonly [boolean, string]>): string | undefined =>
  checks.find(([holds]) => !holds)?.[1];

/** Facts about one position, found with the engine's own functions, to judge the explainer's reasons. */
class Facts {
  readonly g: Geometry;
  readonly rules: Rules;
  readonly n: number;
  /** every capture sequence, before the precedence rules */
  readonly all: CaptureSequence[];
  /** the sequences the precedence rules keep */
  readonly legalSeqs: CaptureSequence[];
  readonly legal: Move[];
  /** every legal path: the kept capture sequences (all ways), or the quiet moves */
  readonly paths: readonly Move[];

  constructor(readonly pos: Position) {
    this.g = pos.variant.geometry;
    this.rules = pos.variant.rules;
    this.n = this.g.squares;
    this.all = captureSequences(pos);
    this.legalSeqs = applyPrecedence(pos.variant, this.all);
    this.legal = legalMoves(pos);
    this.paths = this.legalSeqs.length > 0 ? this.legalSeqs : this.legal;
  }

  onBoard = (sq: number): boolean => Number.isInteger(sq) && sq >= 1 && sq <= this.n;
  mine = (sq: number | undefined): boolean =>
    sq !== undefined && pieceAt(this.pos, sq)?.color === this.pos.turn;
  theirs = (sq: number | undefined): boolean =>
    sq !== undefined && pieceAt(this.pos, sq)?.color === opposite(this.pos.turn);
  man = (sq: number): boolean => this.mine(sq) && pieceAt(this.pos, sq)?.role === 'man';
  king = (sq: number): boolean => this.mine(sq) && pieceAt(this.pos, sq)?.role === 'king';
  isLegal = (m: Move | undefined): boolean => m !== undefined && this.legal.some((l) => sameMove(l, m));

  /** b is behind a for the side to move (White's men go up the board, towards row 0). */
  behind = (a: number, b: number): boolean =>
    this.pos.turn === 'white' ? this.g.row[b] > this.g.row[a] : this.g.row[b] < this.g.row[a];

  /** The squares strictly between a and b on their diagonal ([] when they share none). */
  between(a: number, b: number): number[] {
    const d = directionBetween(this.g, a, b);
    const out: number[] = [];
    if (d < 0) return out;
    for (let s = this.g.step[a * 4 + d]; s && s !== b; s = this.g.step[s * 4 + d]) out.push(s);
    return out;
  }

  /** The pieces strictly between a and b; the moving piece has left `from`. */
  occupied = (from: number, a: number, b: number): number[] =>
    this.between(a, b).filter((s) => s !== from && this.pos.cells[s] !== 0);

  /** A diagonal step longer than one square that is not a short jump over an adjacent enemy piece. */
  tooFar = (from: number, a: number, b: number): boolean => {
    if (directionBetween(this.g, a, b) < 0) return false;
    const dist = distance(this.g, a, b);
    const over = this.between(a, b)[0];
    return dist > 2 || (dist === 2 && (over === from || !this.theirs(over)));
  };

  steps = (squares: readonly number[]): Array<readonly [number, number]> =>
    squares.slice(1).map((b, i) => [squares[i], b] as const);

  /** The square lies between the ends of two different steps: it was jumped, then met again. */
  metTwice = (squares: readonly number[], sq: number | undefined): boolean =>
    sq !== undefined && this.steps(squares).filter(([a, b]) => this.between(a, b).includes(sq)).length >= 2;

  /**
   * How the entered squares fit a path (the explainer's documented rule): the same squares in order
   * ('exact'), the first squares of it ('prefix'), or all but the last in order and then the path's final
   * square ('shortcut', one click to end a capture).
   */
  match(path: readonly number[], squares: readonly number[]): 'exact' | 'prefix' | 'shortcut' | null {
    const k = squares.length - 1;
    if (k < 1 || k >= path.length || path[0] !== squares[0]) return null;
    for (let i = 1; i < k; i++) if (path[i] !== squares[i]) return null;
    if (path[k] === squares[k]) return k === path.length - 1 ? 'exact' : 'prefix';
    return path[path.length - 1] === squares[k] ? 'shortcut' : null;
  }

  /** Build the squares of one attempt. */
  attempt({ kind, a, b, c, d }: Shape): number[] {
    const { n, g, pos } = this;
    const sq = (x: number) => 1 + (x % n);
    /** From `from`, up to `dist` steps along direction `dir` (stopping at the edge). */
    const toward = (from: number, dir: number, dist: number) => {
      let t = from;
      for (let i = 0; i < dist && g.step[t * 4 + dir]; i++) t = g.step[t * 4 + dir];
      return t;
    };
    /** The squares along a diagonal from `from`, to the edge. */
    const ray = (from: number, dir: number) => {
      const out: number[] = [];
      for (let t = g.step[from * 4 + dir]; t; t = g.step[t * 4 + dir]) out.push(t);
      return out;
    };
    /** One of the empty squares on a diagonal from `from` (or its first square). */
    const emptyOn = (from: number, dir: number, pick: number, moving: number) => {
      const line = ray(from, dir);
      const free = line.filter((t) => pos.cells[t] === 0 || t === moving);
      return free.length > 0 ? free[pick % free.length] : (line[0] ?? from);
    };
    const own = pieces(pos)
      .filter(([, p]) => p.color === pos.turn)
      .map(([s]) => s);
    /** One of the mover's pieces, a step or a jump along a diagonal, or to any empty square on it. */
    const alongDiagonal = (): number[] => {
      if (own.length === 0) return [sq(a), sq(b)];
      const from = own[a % own.length];
      return [from, d % 2 === 0 ? toward(from, b % 4, 1 + (c % 3)) : emptyOn(from, b % 4, c, from)];
    };
    switch (kind % 6) {
      case 0: // any two squares, now and then off the board
        return [a % (n + 2), b % (n + 2)];
      case 1: // a piece picked and nothing more
        return [sq(a)];
      case 2:
        return alongDiagonal();
      default: {
        // around a capture sequence, legal or ruled out by precedence
        if (this.all.length === 0) return alongDiagonal();
        const seq = this.all[a % this.all.length];
        const p = seq.path;
        const last = p[p.length - 1];
        switch (c % 8) {
          case 0:
            return [...p];
          case 1:
            return [p[0], last];
          case 2:
            return p.slice(0, 2 + (d % (p.length - 1)));
          case 3: // one step further
            return [...p, toward(last, b % 4, 1 + (d % 3))];
          case 4: // back over the last piece taken
            return [...p, p[p.length - 2]];
          case 5: // on along a whole diagonal, past whatever stands there
            return [...p, emptyOn(last, b % 4, d, p[0])];
          case 6: {
            // on over a piece already taken (what a Turkish strike forbids)
            const taken = seq.captures[b % seq.captures.length];
            const dir = directionBetween(g, last, taken);
            return [...p, dir < 0 ? toward(last, b % 4, 1) : emptyOn(taken, dir, d, p[0])];
          }
          default: // the last jump somewhere else
            return [...p.slice(0, -1), toward(p[p.length - 2], b % 4, 1 + (d % 4))];
        }
      }
    }
  }

  /** A legal verdict is a legal move that fits what was entered; a partial one is a piece with moves. */
  reallyLegal(squares: readonly number[], v: Verdict): string | undefined {
    if (v.status === 'legal') {
      const how = this.match(v.move.path, squares);
      return need(
        [this.isLegal(v.move), 'the move played is not legal'],
        [
          how === 'exact' || how === 'shortcut',
          `the move played (${v.move.path.join('-')}) is not the one entered`,
        ],
      );
    }
    return need(
      [squares.length === 1, 'a complete attempt was left open'],
      [this.legal.some((m) => m.from === squares[0]), 'the piece picked has no legal move'],
    );
  }

  /** An illegal verdict has a message and, unless the capture is unfinished or ambiguous, fits no legal move. */
  reallyIllegal(squares: readonly number[], r: Explanation): string | undefined {
    if (r.message.length === 0) return 'no message';
    if (r.code === 'ambiguous' || r.code === 'capture-unfinished') return undefined;
    const fits = this.paths.find((m) => this.match(m.path, squares) !== null);
    return need(
      [fits === undefined, `refused, but the legal ${fits?.path.join('-')} fits it`],
      [
        squares.length !== 1 || !this.legal.some((m) => m.from === squares[0]),
        'refused a piece that can move',
      ],
    );
  }
}

type Fit = (f: Facts, squares: readonly number[], r: Explanation) => string | undefined;

/** Precedence: the attempt is a complete capture sequence that the rule removed, and `better` is legal. */
const ruledOut =
  (rule: 1 | 2 | 3 | 4 | 'maximum'): Fit =>
  (f, squares, r) => {
    const a = r.attempted && f.all.find((s) => samePath(s, r.attempted as Move));
    const b = r.better && f.legalSeqs.find((s) => samePath(s, r.better as Move));
    const decided = a && b && fidDecidingCriterion(b, a);
    return need(
      [f.rules.precedence === (rule === 'maximum' ? 'maximum' : 'fid'), 'not this variant’s precedence rule'],
      [a !== undefined, 'the attempted capture is not a complete capture sequence'],
      [a !== undefined && !f.legalSeqs.includes(a), 'the attempted capture is legal'],
      [
        a !== undefined &&
          (f.match(a.path, squares) !== null || (squares.length === 1 && a.from === squares[0])),
        'the attempted capture is not the one entered',
      ],
      [b !== undefined && f.isLegal(b), 'the better capture is not legal'],
      [
        rule === 'maximum'
          ? a !== undefined && b !== undefined && b.captures.length > a.captures.length
          : decided !== undefined && decided.criterion === rule && decided.sign > 0,
        'the rule named is not the one that separates them',
      ],
    );
  };

/** For each reason code, the fact that makes it true. A Record, so a new code without a check is a type error. */
const FITS: Record<ExplainCode, Fit> = {
  'not-playing-square': (f, squares, r) =>
    need([
      r.square !== undefined && !f.onBoard(r.square) && squares.includes(r.square),
      'the square is on the board',
    ]),
  'not-a-move': (f, squares) =>
    need([
      squares.length === 0 || f.steps(squares).some(([a, b]) => a === b),
      'every step leaves its square',
    ]),
  'empty-square': (f, squares, r) =>
    need([r.square === squares[0] && f.pos.cells[squares[0]] === 0, 'the start square is not empty']),
  'not-your-piece': (f, squares, r) =>
    need([
      r.square === squares[0] && f.theirs(squares[0]),
      'the start square does not hold an opponent’s piece',
    ]),
  'no-legal-moves': (f, squares) =>
    need([f.legal.length === 0, 'there is a legal move'], [f.mine(squares[0]), 'not the mover’s piece']),
  'piece-blocked': (f, squares) =>
    need(
      [squares.length === 1 && f.mine(squares[0]), 'not a piece of the mover picked alone'],
      [f.all.length === 0, 'there is a capture: that is the reason'],
      [quietMoves(f.pos, squares[0]).length === 0, 'the piece has a move'],
      [f.legal.length > 0, 'nothing can move: that is the reason'],
    ),
  'must-capture': (f, squares, r) =>
    need(
      [f.legalSeqs.length > 0, 'there is no capture'],
      [
        sameList(r.capturers, sortedUniq(f.legalSeqs.map((s) => s.from))),
        'capturers are not the legal captures’ origins',
      ],
      [f.isLegal(r.better), 'the capture offered is not legal'],
      [
        !f.all.some((s) => f.match(s.path, squares) !== null),
        'the attempt is a capture: precedence explains it',
      ],
      [squares.length > 1 || !f.all.some((s) => s.from === squares[0]), 'the piece picked can capture'],
    ),
  'square-occupied': (f, squares, r) =>
    need([
      r.square !== undefined &&
        r.square !== squares[0] &&
        squares.includes(r.square) &&
        f.pos.cells[r.square] !== 0,
      'the target is not an occupied square entered',
    ]),
  'not-diagonal': (f, squares, r) =>
    need([
      f.steps(squares).some(([a, b]) => b === r.square && directionBetween(f.g, a, b) < 0),
      'the step is along a diagonal',
    ]),
  'man-backward': (f, squares, r) =>
    need(
      [f.man(squares[0]), 'not a man'],
      [squares.length === 2 && r.square === squares[1], 'not a one-step attempt'],
      [f.behind(squares[0], squares[1]), 'the destination is not behind the man'],
      [f.occupied(squares[0], squares[0], squares[1]).length === 0, 'a piece is in between: it is a capture'],
    ),
  'man-backward-capture': (f, squares, r) =>
    need(
      [
        f.man(squares[0]) && !f.rules.menCaptureBackward,
        'not a man of a game where men capture only forwards',
      ],
      [f.theirs(r.square), 'the piece named is not an opponent’s'],
      [
        f.steps(squares).some(([a, b]) => f.behind(a, b) && f.between(a, b).includes(r.square as number)),
        'no backward jump over the piece named',
      ],
    ),
  'man-one-square': (f, squares, r) =>
    need(
      [f.man(squares[0]), 'not a man'],
      [
        f.steps(squares).some(([a, b]) => b === r.square && f.tooFar(squares[0], a, b)),
        'no step is too long',
      ],
    ),
  'king-no-fly': (f, squares, r) =>
    need(
      [f.king(squares[0]) && !f.rules.flyingKings, 'not a king of a game where kings do not fly'],
      [
        f.steps(squares).some(([a, b]) => b === r.square && f.tooFar(squares[0], a, b)),
        'no step is too long',
      ],
    ),
  'man-cannot-capture-king': (f, squares, r) =>
    need(
      [f.man(squares[0]) && !f.rules.menCaptureKings, 'not a man of a game where men may not take kings'],
      [f.theirs(r.square) && pieceAt(f.pos, r.square as number)?.role === 'king', 'not an opponent’s king'],
      [
        f.steps(squares).some(([a, b]) => f.between(a, b).includes(r.square as number)),
        'the king is not jumped',
      ],
    ),
  'own-piece': (f, squares, r) =>
    need(
      [r.square !== squares[0] && f.mine(r.square), 'not one of the mover’s other pieces'],
      [
        f.steps(squares).some(([a, b]) => f.between(a, b).includes(r.square as number)),
        'the piece is not jumped',
      ],
    ),
  'two-pieces': (f, squares, r) =>
    need([
      f.steps(squares).some(([a, b]) => {
        const occ = f.occupied(squares[0], a, b);
        return occ.length >= 2 && occ.includes(r.square as number);
      }),
      'no step jumps two pieces, the one named among them',
    ]),
  'jump-twice': (f, squares, r) =>
    need(
      [f.theirs(r.square), 'not an opponent’s piece'],
      [f.metTwice(squares, r.square), 'not jumped twice'],
    ),
  'ghost-blocks': (f, squares, r) =>
    need(
      [f.king(squares[0]) && f.rules.flyingKings, 'not a flying king'],
      [f.theirs(r.square), 'not an opponent’s piece'],
      [f.metTwice(squares, r.square), 'the piece was not met again after being taken'],
    ),
  'nothing-to-capture': (f, squares, r) =>
    need(
      [squares.length >= 3, 'a single step'],
      [
        f
          .steps(squares)
          .some(
            ([a, b]) =>
              b === r.square && directionBetween(f.g, a, b) >= 0 && f.occupied(squares[0], a, b).length === 0,
          ),
        'every step jumps a piece',
      ],
    ),
  'capture-unfinished': (f, squares, r) => {
    const going = f.legalSeqs.filter((s) => f.match(s.path, squares) === 'prefix');
    return need(
      [going.length > 0, 'no legal capture goes on from the squares entered'],
      [!f.paths.some((m) => f.match(m.path, squares) === 'exact'), 'a legal capture ends here'],
      [
        sameList(r.continuations, sortedUniq(going.map((s) => s.path[squares.length]))),
        'wrong continuations',
      ],
    );
  },
  'promotion-ends-capture': (f, squares, r) =>
    need(
      [f.man(squares[0]) && f.rules.crownEndsCapture, 'not a man of a game where crowning ends the capture'],
      [
        squares
          .slice(1, -1)
          .some(
            (sq, i) =>
              sq === r.square &&
              isPromotionSquare(f.pos.variant, f.pos.turn, sq) &&
              f.all.some((s) => s.promotes && s.path.join() === squares.slice(0, i + 2).join()),
          ),
        'no capture is crowned on the square named before the attempt goes on',
      ],
    ),
  'criterion-1': ruledOut(1),
  'criterion-2': ruledOut(2),
  'criterion-3': ruledOut(3),
  'criterion-4': ruledOut(4),
  'maximum-capture': ruledOut('maximum'),
  ambiguous: (f, squares, r) => {
    const c = r.candidates ?? [];
    return need(
      [c.length >= 2, 'fewer than two candidates'],
      [c.every((m, i) => c.every((o, j) => i === j || !sameMove(m, o))), 'two candidates are one move'],
      [
        c.every(
          (m) => f.isLegal(m) && m.to === squares[squares.length - 1] && f.match(m.path, squares) !== null,
        ),
        'a candidate is not a legal move ending on the square entered',
      ],
    );
  },
};

/** Every reason code: the attempts below reach each one, so each check above runs. */
const ALL_CODES = Object.keys(FITS) as ExplainCode[];

describe('properties of random playouts (fast-check, seeded)', () => {
  it('piece counts only fall, and only by the pieces captured', () => {
    fc.assert(
      fc.property(games, ({ start, seed, plies }) => {
        const bad: string[] = [];
        for (const { pos, move } of playout(start, seed, plies)) {
          if (!move) continue;
          const before = total(pos);
          const after = total(play(pos, move));
          const mover = pos.turn;
          const other = opposite(pos.turn);
          if (after[mover] !== before[mover] || after[other] !== before[other] - move.captures.length) {
            bad.push(`${makeFen(pos)} ${move.path.join('x')}`);
          }
        }
        expect(bad).toEqual([]);
      }),
      params,
    );
  });

  it('pieces stand only on playing squares, and men never on their own promotion row', () => {
    fc.assert(
      fc.property(games, ({ start, seed, plies }) => {
        const bad: string[] = [];
        const codes = new Set([0, WHITE, BLACK, WHITE | KING, BLACK | KING]);
        for (const { pos } of playout(start, seed, plies)) {
          const g = pos.variant.geometry;
          if (pos.cells.length !== g.squares + 1 || pos.cells[0] !== 0)
            bad.push(`${makeFen(pos)}: cell array`);
          for (let sq = 1; sq <= g.squares; sq++) {
            const v = pos.cells[sq];
            if (!codes.has(v)) bad.push(`${makeFen(pos)}: code ${v} on ${sq}`);
            if ((v === WHITE && g.row[sq] === 0) || (v === BLACK && g.row[sq] === g.size - 1)) {
              bad.push(`${makeFen(pos)}: uncrowned man on ${sq}`);
            }
          }
        }
        expect(bad).toEqual([]);
      }),
      params,
    );
  });

  it('play() never changes the position it is given', () => {
    fc.assert(
      fc.property(games, ({ start, seed, plies }) => {
        const bad: string[] = [];
        for (const { pos, move } of playout(start, seed, plies)) {
          if (!move) continue;
          const fen = makeFen(pos);
          const next = play(pos, move);
          if (makeFen(pos) !== fen || next.cells === pos.cells) bad.push(`${fen} ${move.path.join('x')}`);
        }
        expect(bad).toEqual([]);
      }),
      params,
    );
  });

  it('every move is well formed: path from `from` to `to`, distinct enemy captures, quiet moves only without a capture', () => {
    fc.assert(
      fc.property(games, ({ start, seed, plies }) => {
        const bad: string[] = [];
        for (const { pos, legal } of playout(start, seed, plies)) {
          const fen = makeFen(pos);
          const own = pos.turn === 'white' ? WHITE : BLACK;
          const enemy = own ^ (WHITE | BLACK);
          const captures = legal.filter((m) => m.captures.length > 0);
          // Compulsory capture: all moves capture, or none does and no capture sequence exists at all.
          if (captures.length !== 0 && captures.length !== legal.length)
            bad.push(`${fen}: quiet and capture mixed`);
          if (captures.length === 0 && captureSequences(pos).length > 0)
            bad.push(`${fen}: quiet move beside a capture`);
          const lastRow = pos.turn === 'white' ? 0 : pos.variant.geometry.size - 1;
          for (const m of legal) {
            const man = (pos.cells[m.from] & KING) === 0;
            const problems = [
              m.path[0] !== m.from && 'path start',
              m.path[m.path.length - 1] !== m.to && 'path end',
              !(pos.cells[m.from] & own) && 'not own piece',
              new Set(m.captures).size !== m.captures.length && 'capture twice',
              m.captures.some((c) => !(pos.cells[c] & enemy)) && 'captures a non-enemy',
              m.path.length !== (m.captures.length === 0 ? 2 : m.captures.length + 1) && 'path length',
              pos.cells[m.to] !== 0 && m.to !== m.from && 'lands on a piece',
              m.promotes !== (man && pos.variant.geometry.row[m.to] === lastRow) && 'promotion flag',
            ].filter(Boolean);
            if (problems.length > 0) bad.push(`${fen} ${m.path.join('x')}: ${problems.join(', ')}`);
          }
        }
        expect(bad).toEqual([]);
      }),
      params,
    );
  });

  it('PDN text of every move reads back as that move', () => {
    fc.assert(
      fc.property(games, ({ start, seed, plies }) => {
        const bad: string[] = [];
        for (const { pos, legal } of playout(start, seed, plies)) {
          for (const m of legal) {
            const text = makeMoveText(pos, m, legal);
            const r = parseMoveText(pos, text);
            if (!r.ok || !sameMove(r.value, m)) bad.push(`${makeFen(pos)} ${text}`);
          }
        }
        expect(bad).toEqual([]);
      }),
      params,
    );
  });
});

describe('the explainer agrees with the move generator (fast-check, seeded)', () => {
  it('every generated move is accepted, by path and by PDN text', () => {
    fc.assert(
      fc.property(games, ({ start, seed, plies }) => {
        const bad: string[] = [];
        for (const { pos, legal } of playout(start, seed, plies)) {
          for (const m of legal) {
            const byPath = explainAttempt(pos, m.path, { complete: true });
            if (byPath.status !== 'legal' || !sameMove(byPath.move, m))
              bad.push(`${makeFen(pos)} ${m.path.join('x')}`);
            const text = makeMoveText(pos, m, legal);
            if (explainText(pos, text).status !== 'legal') bad.push(`${makeFen(pos)} ${text}`);
          }
        }
        expect(bad).toEqual([]);
      }),
      params,
    );
  });

  it('every attempt that is not a legal move gets a reason that fits it, and every reason is met', () => {
    const seen = new Map<ExplainCode, number>();
    fc.assert(
      fc.property(attemptRuns, ({ start, seed, plies, attempts }) => {
        const steps = playoutFrom(attemptStarts[start], seed, plies);
        const pos = steps[steps.length - 1].pos;
        const facts = new Facts(pos);
        const bad: string[] = [];
        for (const how of attempts) {
          const squares = facts.attempt(how);
          const verdict = explainAttempt(pos, squares, { complete: true });
          const problem =
            verdict.status === 'illegal'
              ? (FITS[verdict.reason.code](facts, squares, verdict.reason) ??
                facts.reallyIllegal(squares, verdict.reason))
              : facts.reallyLegal(squares, verdict);
          if (verdict.status === 'illegal')
            seen.set(verdict.reason.code, (seen.get(verdict.reason.code) ?? 0) + 1);
          if (problem)
            bad.push(
              `${makeFen(pos)} [${squares.join(',')}] ${verdict.status === 'illegal' ? verdict.reason.code : verdict.status}: ${problem}`,
            );
        }
        expect(bad).toEqual([]);
      }),
      { seed: SEED, numRuns: 3000 },
    );
    // Every check above was exercised: each code was given, and passed its check, at least once.
    expect([...seen.keys()].sort()).toEqual(ALL_CODES.slice().sort());
  });
});
