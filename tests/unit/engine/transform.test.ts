import { describe, expect, it } from 'vitest';
import {
  boardMapping,
  createVariant,
  isDark,
  legalMoves,
  type Move,
  makeSetupFen,
  mirrorFileSquare,
  type Position,
  parseSetup,
  type RulesetId,
  type Setup,
  setupFromPosition,
  setupPosition,
  startPosition,
  transformSetup,
  transformSquare,
  VARIANT_IDS,
  VARIANTS,
  type Variant,
  type VariantId,
} from '../../../src/engine';
import { position, referencePositions, rng } from './fixtures';

const { italian, english, brazilian, international } = VARIANTS;

/** The target square named by the transform, or a failure naming the source square. */
function mapped(from: Variant, to: Variant, sq: number): number {
  const t = transformSquare(from, to, sq);
  if (t === undefined) throw new Error(`${from.id} ${sq} has no square on ${to.id}`);
  return t;
}

function transformed(setup: Setup, to: VariantId): Setup {
  const r = transformSetup(setup, to);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const pieceSet = (s: Setup) =>
  s.pieces.map((p) => `${p.color[0]}${p.role === 'king' ? 'K' : ''}${p.square}`).sort();

describe('the mirror between the Italian board and the English/Brazilian one', () => {
  it('maps every Italian square to a dark square of the other board, same row, file reversed', () => {
    for (const target of [english, brazilian]) {
      const images = new Set<number>();
      for (let sq = 1; sq <= 32; sq++) {
        const t = mapped(italian, target, sq);
        const g = target.geometry;
        expect(g.row[t]).toBe(italian.geometry.row[sq]);
        expect(g.col[t]).toBe(7 - italian.geometry.col[sq]);
        expect(isDark(g, g.row[t], g.col[t])).toBe(true);
        // ...which is a light square on the Italian board: no playing square is shared (RULES §3.9)
        expect(isDark(italian.geometry, g.row[t], g.col[t])).toBe(false);
        images.add(t);
      }
      expect(images.size).toBe(32);
    }
  });

  it('maps the corners and diagonals each game names onto their counterparts (RULES §2.1, §2.2, §4.2)', () => {
    const to = (sq: number) => mapped(italian, english, sq);
    expect(to(1)).toBe(4); // a8 → h8: Black's cantone → Black's single corner
    expect(to(32)).toBe(29); // h1 → a1: White's cantone → White's single corner
    expect([25, 29].map(to).sort()).toEqual([28, 32]); // biscacco → double corner
    expect([1, 5, 10, 14, 19, 23, 28, 32].map(to)).toEqual([4, 8, 11, 15, 18, 22, 25, 29]); // long diagonals
  });

  it('is its own inverse: transform twice = identity, for every square and board size', () => {
    for (const size of [8, 10]) {
      for (let sq = 1; sq <= (size * size) / 2; sq++) {
        expect(mirrorFileSquare(size, mirrorFileSquare(size, sq))).toBe(sq);
      }
    }
    for (let sq = 1; sq <= 32; sq++) {
      expect(mapped(english, italian, mapped(italian, english, sq))).toBe(sq);
      expect(mapped(brazilian, italian, mapped(italian, brazilian, sq))).toBe(sq);
    }
  });

  it('keeps the English and Brazilian numbering as it is, and maps nothing between 8×8 and 10×10', () => {
    expect(boardMapping(english, brazilian)).toBe('identity');
    expect(boardMapping(italian, italian)).toBe('identity');
    expect(boardMapping(italian, english)).toBe('mirror-files');
    expect(boardMapping(international, italian)).toBeNull();
    for (let sq = 1; sq <= 32; sq++) expect(transformSquare(english, brazilian, sq)).toBe(sq);
    expect(transformSquare(italian, international, 1)).toBeUndefined();
    expect(transformSquare(italian, english, 33)).toBeUndefined();
    const s = setupFromPosition(startPosition(italian));
    const r = transformSetup(s, 'international');
    expect(r.ok === false && r.error).toMatchObject({
      code: 'other-size',
      from: 'italian',
      to: 'international',
    });
  });

  it('maps the start position to the start position, keeping the side to move', () => {
    const it8 = setupFromPosition(startPosition(italian));
    for (const id of ['english', 'brazilian'] as const) {
      const t = transformed(it8, id);
      expect(t.variant).toBe(id);
      expect(t.turn).toBe('white');
      expect(pieceSet(t)).toEqual(pieceSet(setupFromPosition(startPosition(VARIANTS[id]))));
      expect(makeSetupFen(t)).toBe(
        makeSetupFen({ ...setupFromPosition(startPosition(VARIANTS[id])), turn: 'white' }),
      );
    }
  });

  it('round-trips random setups, legal or not, and keeps illegal ones illegal in the same way', () => {
    const rand = rng(11);
    for (let i = 0; i < 300; i++) {
      const pieces: Setup['pieces'][number][] = [];
      const count = 1 + Math.floor(rand() * 20);
      for (let k = 0; k < count; k++) {
        pieces.push({
          // squares 0..34 include some off the board, which stay as they are
          square: Math.floor(rand() * 35),
          color: rand() < 0.5 ? 'white' : 'black',
          role: rand() < 0.3 ? 'king' : 'man',
        });
      }
      const s: Setup = { variant: 'italian', turn: rand() < 0.5 ? 'white' : 'black', pieces };
      for (const via of ['english', 'brazilian'] as const) {
        const there = transformed(s, via);
        expect(transformed(there, 'italian')).toEqual(s);
        const a = setupPosition(italian, s);
        const b = setupPosition(VARIANTS[via], there);
        expect(b.ok).toBe(a.ok);
        if (!a.ok && !b.ok) {
          expect(b.error.code).toBe(a.error.code);
          // a bad square is named in the target's numbering
          if (a.error.square !== undefined && a.error.square >= 1 && a.error.square <= 32)
            expect(b.error.square).toBe(mapped(italian, VARIANTS[via], a.error.square));
        }
      }
    }
  });
});

/**
 * A ruleset on the other orientation: for example English rules on the Italian board. Built with the
 * variant list's own constructor under an id whose board it has, so that parsing and setups accept it.
 */
function onBoard(ruleset: RulesetId, board: 'italian' | 'english'): Variant {
  return createVariant(board, {
    ruleset,
    size: 8,
    darkCorner: VARIANTS[board].darkCorner,
    gameType: VARIANTS[board].gameType,
    resultSet: VARIANTS[board].resultSet,
    offered: { play: false, lessons: false, analysis: false },
  });
}

/**
 * Moves as RULES §0.2 identifies them: from, to, the set of captured squares, and crowning. (Of two paths
 * with the same effect the generator keeps the one it found first, which depends on the numbering.)
 */
const moveKeys = (moves: readonly Move[], sq: (n: number) => number) =>
  moves
    .map(
      (m) =>
        `${sq(m.from)}-${sq(m.to)}x${m.captures
          .map(sq)
          .sort((a, b) => a - b)
          .join(',')}${m.promotes ? '+' : ''}`,
    )
    .sort();

/** The legal moves of `pos` under `rules` on the other board, mapped back square by square. */
function mirroredMoves(pos: Position, other: Variant): string[] {
  const here = pos.variant;
  const setup = transformed(setupFromPosition(pos), other.id);
  const there = setupPosition(other, setup, { strict: false });
  if (!there.ok) throw new Error(there.error.message);
  return moveKeys(legalMoves(there.value), (n) => mapped(other, here, n));
}

describe('the same physical position: every rule of the three games is mirror-symmetric', () => {
  // Each reference position (official numbering of its game) is mirrored onto the other 8×8 board and
  // played there under the same rules: the legal moves, mapped back, are the same moves — start, end,
  // captured pieces, crowning. So the mirror keeps what a position means, for every ruleset.
  const cases: ReadonlyArray<readonly [string, VariantId, RulesetId, 'italian' | 'english']> = [
    ['italian.jsonl', 'italian', 'italian', 'english'],
    ['italian-rule4.jsonl', 'italian', 'italian', 'english'],
    ['english.jsonl', 'english', 'english', 'italian'],
    // International rules on 8×8: the English reference positions under Brazilian rules, on both boards
    ['english.jsonl', 'brazilian', 'international', 'italian'],
  ];
  for (const [file, id, ruleset, otherBoard] of cases) {
    it(`${file} under ${ruleset} rules, mirrored onto the ${otherBoard} board`, () => {
      const other = onBoard(ruleset, otherBoard);
      const bad: string[] = [];
      for (const { fen } of referencePositions(file)) {
        const pos = position(id === 'brazilian' ? 'english' : id, fen);
        const here = id === 'brazilian' ? { ...pos, variant: brazilian } : pos;
        const expected = moveKeys(legalMoves(here), (n) => n);
        if (JSON.stringify(mirroredMoves(here, other)) !== JSON.stringify(expected)) bad.push(fen);
      }
      expect(bad).toEqual([]);
    });
  }

  it('parseSetup + transformSetup turn an Italian FEN into the English FEN of the same position', () => {
    const s = parseSetup(italian, 'W:W22,K32:B10,18,K28'); // RULES IT-1
    if (!s.ok) throw new Error('fen');
    expect(makeSetupFen(transformed(s.value, 'english'))).toBe('W:W23,K29:B11,19,K25');
  });

  it('lists every variant pair: a mapping exactly when the sizes match', () => {
    for (const a of VARIANT_IDS) {
      for (const b of VARIANT_IDS) {
        const same = VARIANTS[a].geometry.size === VARIANTS[b].geometry.size;
        expect(boardMapping(VARIANTS[a], VARIANTS[b]) !== null).toBe(same);
      }
    }
  });
});
