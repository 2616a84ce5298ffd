import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLACK,
  captureSequences,
  countPieces,
  explainAttempt,
  explainText,
  KING,
  legalMoves,
  type Move,
  makeFen,
  makeMoveText,
  opposite,
  type Position,
  parseMoveText,
  play,
  sameMove,
  startPosition,
  VARIANTS,
  type VariantId,
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
  const [variant, fen] = starts[startIndex];
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

  it('every attempt that is not a legal move gets a reason code', () => {
    fc.assert(
      fc.property(
        games,
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 50 }),
        ({ start, seed, plies }, a, b) => {
          const steps = playout(start, seed, plies);
          const { pos, legal } = steps[steps.length - 1];
          const n = pos.variant.geometry.squares;
          const from = ((a - 1) % n) + 1;
          const to = ((b - 1) % n) + 1;
          const verdict = explainAttempt(pos, [from, to], { complete: true });
          const isLegal = legal.some((m) => m.from === from && m.to === to);
          if (!isLegal) {
            expect(verdict.status).toBe('illegal');
            if (verdict.status === 'illegal') {
              expect(typeof verdict.reason.code).toBe('string');
              expect(verdict.reason.message.length).toBeGreaterThan(0);
            }
          } else {
            expect(
              verdict.status === 'legal' ||
                (verdict.status === 'illegal' && verdict.reason.code === 'ambiguous'),
            ).toBe(true);
          }
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
  });
});
