import { describe, expect, it } from 'vitest';
import {
  emptySetup,
  type FenErrorCode,
  makeFen,
  makeSetupFen,
  parseFen,
  parseFenFor,
  parseSetup,
  putPiece,
  setupFromPosition,
  setupPosition,
  startPosition,
  VARIANT_IDS,
  VARIANTS,
  type VariantId,
} from '../../../src/engine';
import { REFERENCE_FILES, referencePositions, rulesPositions } from './fixtures';

describe('FEN round trips: makeFen(parseFen(x)) === x', () => {
  for (const [file, variant] of REFERENCE_FILES) {
    it(`every FEN of ${file}`, () => {
      const bad: string[] = [];
      for (const { fen } of referencePositions(file)) {
        const r = parseFen(VARIANTS[variant], fen, { strict: false });
        if (!r.ok || makeFen(r.value) !== fen) bad.push(fen);
      }
      expect(bad).toEqual([]);
    });
  }

  it('the RULES §7 positions (written in any order) come back canonical and stable', () => {
    for (const t of rulesPositions()) {
      const r = parseFenFor(t.variant, t.fen);
      if (!r.ok) throw new Error(t.fen);
      const once = makeFen(r.value);
      const again = parseFenFor(t.variant, once);
      expect(again.ok && makeFen(again.value)).toBe(once);
      expect(again.ok && [...again.value.cells]).toEqual([...r.value.cells]);
    }
  });

  it('the start positions', () => {
    expect(makeFen(startPosition(VARIANTS.italian))).toBe(
      'W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12',
    );
    expect(makeFen(startPosition(VARIANTS.english)).startsWith('B:W21,')).toBe(true);
  });

  it('reads the lenient forms the standard allows and writes them canonically', () => {
    const cases: [string, string][] = [
      ['W:W21-32:B1-12', makeFen(startPosition(VARIANTS.italian))],
      ['[FEN "W:W22,21:BK3"]', 'W:W21,22:BK3'],
      ['w:b3:w22.', 'W:W22:B3'],
      [' W : W 22 , K32 : B 10 ', 'W:W22,K32:B10'],
      ['B:W11:B', 'B:W11:B'],
      ['?:BK1-2:W30', 'W:W30:BK1,K2'],
    ];
    for (const [input, canonical] of cases) {
      const r = parseFen(VARIANTS.italian, input);
      expect(r.ok && makeFen(r.value), input).toBe(canonical);
    }
  });
});

describe('every FEN error code, with its fields', () => {
  const cases: ReadonlyArray<readonly [string, string, FenErrorCode, Record<string, unknown>]> = [
    ['italian', '', 'empty', {}],
    ['italian', '   ', 'empty', {}],
    ['checkers', 'W:W21:B1', 'unknown-variant', { token: 'checkers' }],
    ['italian', 'W:W21:B1:W3', 'syntax', {}],
    ['italian', 'W:X21:B1', 'syntax', { token: 'X21' }],
    ['italian', 'W:W21:W22', 'syntax', {}],
    ['italian', 'X:W21:B1', 'bad-turn', { token: 'X' }],
    ['italian', 'W:W21,abc:B1', 'bad-square', { token: 'abc' }],
    ['italian', 'W:W30-25:B1', 'bad-square', { token: '30-25' }],
    ['italian', 'W:W33:B1', 'square-out-of-range', { square: 33, max: 32 }],
    ['international', 'W:W0:B1', 'square-out-of-range', { square: 0, max: 50 }],
    ['italian', 'W:W21,21:B1', 'duplicate-square', { square: 21 }],
    ['italian', 'W:W21:B21', 'duplicate-square', { square: 21 }],
    ['italian', 'W:W2:B10', 'man-on-promotion-row', { square: 2, color: 'white' }],
    ['english', 'B:W21:B30', 'man-on-promotion-row', { square: 30, color: 'black' }],
    ['italian', 'W:W13-32:B1', 'too-many-pieces', { color: 'white', max: 12 }],
    ['international', 'W:W21-50:B1', 'too-many-pieces', { color: 'white', max: 20 }],
  ];
  for (const [variant, fen, code, fields] of cases) {
    it(`${variant} "${fen}" → ${code}`, () => {
      const r = parseFenFor(variant, fen);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error.code).toBe(code);
      expect(r.error).toMatchObject(fields);
      expect(r.error.message.length).toBeGreaterThan(10);
    });
  }

  it('too-many-pieces is only checked when strict (the oracle sets need more)', () => {
    expect(parseFenFor('italian', 'W:W13-32:B1', { strict: false }).ok).toBe(true);
  });
});

describe('parse → Setup → setupPosition: the split parts alone', () => {
  // Inputs whose syntax is fine but whose position is not: parseSetup reads them, setupPosition refuses them
  // with the same coded error that parseFen gives.
  const illegal: ReadonlyArray<readonly [VariantId, string, FenErrorCode, Record<string, unknown>]> = [
    ['italian', 'W:W33:B1', 'square-out-of-range', { square: 33, max: 32 }],
    ['international', 'W:W0:B1', 'square-out-of-range', { square: 0, max: 50 }],
    ['italian', 'W:W21,21:B1', 'duplicate-square', { square: 21 }],
    ['italian', 'W:W21:B21', 'duplicate-square', { square: 21 }],
    ['italian', 'W:W2:B10', 'man-on-promotion-row', { square: 2, color: 'white' }],
    ['english', 'B:W21:B30', 'man-on-promotion-row', { square: 30, color: 'black' }],
    ['italian', 'W:W13-32:B1', 'too-many-pieces', { color: 'white', max: 12 }],
    ['international', 'W:W31-50:B1-21', 'too-many-pieces', { color: 'black', max: 20 }],
  ];
  for (const [id, fen, code, fields] of illegal) {
    it(`${id} "${fen}" parses, and setupPosition refuses it: ${code}`, () => {
      const setup = parseSetup(VARIANTS[id], fen);
      expect(setup.ok).toBe(true);
      if (!setup.ok) return;
      expect(setup.value.variant).toBe(id);
      const r = setupPosition(VARIANTS[id], setup.value);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error.code).toBe(code);
      expect(r.error).toMatchObject(fields);
      const whole = parseFen(VARIANTS[id], fen);
      expect(whole.ok || whole.error).toEqual(r.error);
    });
  }

  it('syntax errors stop at parseSetup, with their codes', () => {
    const cases: ReadonlyArray<readonly [string, FenErrorCode]> = [
      ['', 'empty'],
      ['W:W21:B1:W3', 'syntax'],
      ['W:X21:B1', 'syntax'],
      ['X:W21:B1', 'bad-turn'],
      ['W:W21,abc:B1', 'bad-square'],
      ['W:W30-25:B1', 'bad-square'],
    ];
    for (const [fen, code] of cases) {
      const r = parseSetup(VARIANTS.italian, fen);
      expect(r.ok ? 'parsed' : r.error.code, fen).toBe(code);
    }
  });

  it('a setup keeps the pieces as listed, kings and men, and `?` is the first mover', () => {
    const r = parseSetup(VARIANTS.english, '?:W22,K3:BK1-2,9');
    expect(r.ok && r.value).toEqual({
      variant: 'english',
      turn: 'black',
      pieces: [
        { square: 22, color: 'white', role: 'man' },
        { square: 3, color: 'white', role: 'king' },
        { square: 1, color: 'black', role: 'king' },
        { square: 2, color: 'black', role: 'king' },
        { square: 9, color: 'black', role: 'man' },
      ],
    });
  });

  it('a huge range is cut at the first square past the board, which setupPosition names', () => {
    const r = parseSetup(VARIANTS.italian, 'W:WK1-999999:B');
    expect(r.ok && r.value.pieces.length).toBe(33);
    const checked = r.ok ? setupPosition(VARIANTS.italian, r.value) : undefined;
    expect(checked?.ok === false && checked.error).toMatchObject({ code: 'square-out-of-range', square: 33 });
  });

  it('an editor builds an illegal setup piece by piece; setupPosition says what is wrong, then accepts it', () => {
    const italian = VARIANTS.italian;
    let s = emptySetup(italian);
    expect(s).toEqual({ variant: 'italian', turn: 'white', pieces: [] });
    s = putPiece(s, 22, { color: 'white', role: 'man' });
    s = putPiece(s, 3, { color: 'white', role: 'man' }); // a white man on Black's back row
    s = putPiece(s, 18, { color: 'black', role: 'king' });
    const refused = setupPosition(italian, s);
    expect(refused.ok === false && refused.error).toMatchObject({
      code: 'man-on-promotion-row',
      square: 3,
      color: 'white',
    });
    // The share link of an unfinished position keeps it as it is.
    expect(makeSetupFen(s)).toBe('W:W3,22:BK18');
    s = putPiece(s, 3, { color: 'white', role: 'king' }); // replaces the man
    s = putPiece(s, 22); // removes it
    const accepted = setupPosition(italian, s);
    expect(accepted.ok && makeFen(accepted.value)).toBe('W:WK3:BK18');
  });

  it('a setup in another numbering is refused; the same numbering (English, Brazilian) is accepted', () => {
    const it8 = parseSetup(VARIANTS.italian, 'W:W21-32:B1-12');
    if (!it8.ok) throw new Error('start FEN');
    const r = setupPosition(VARIANTS.english, it8.value);
    expect(r.ok === false && r.error).toMatchObject({ code: 'other-numbering', token: 'italian' });
    expect(setupPosition(VARIANTS.international, it8.value).ok).toBe(false);
    const en = parseSetup(VARIANTS.english, 'B:W21-32:B1-12');
    expect(en.ok && setupPosition(VARIANTS.brazilian, en.value).ok).toBe(true);
  });

  it('setupFromPosition and makeSetupFen agree with makeFen on every start and RULES §7 position', () => {
    const positions = [
      ...VARIANT_IDS.map((id) => startPosition(VARIANTS[id])),
      ...rulesPositions().map((t) => {
        const r = parseFenFor(t.variant, t.fen);
        if (!r.ok) throw new Error(t.fen);
        return r.value;
      }),
    ];
    for (const pos of positions) {
      const setup = setupFromPosition(pos);
      expect(setup.variant).toBe(pos.variant.id);
      expect(makeSetupFen(setup)).toBe(makeFen(pos));
      const back = setupPosition(pos.variant, setup);
      expect(back.ok && [...back.value.cells]).toEqual([...pos.cells]);
      expect(back.ok && back.value.turn).toBe(pos.turn);
    }
  });
});
