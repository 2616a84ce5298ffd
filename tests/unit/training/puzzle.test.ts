/**
 * The puzzle proof: correct precedence, rule and tactic puzzles are accepted; a second solution, a precedence
 * puzzle with two legal moves left, a theme naming the wrong criterion, a reply that is not the best defence
 * and the other broken cases are rejected with the ply and the reason.
 */
import { describe, expect, it } from 'vitest';
import {
  type LinePly,
  type Proof,
  type Puzzle,
  provePuzzle,
  VARIANTS,
  type VariantId,
} from '../../../src/engine/index';

const precedence = (
  id: string,
  fen: string,
  answers: string[],
  theme: Puzzle['theme'],
  extra: Partial<Puzzle> = {},
): Puzzle => ({
  id,
  fen,
  kind: 'precedence',
  theme,
  goal: { kind: 'line', line: [{ learner: answers }] },
  ...extra,
});

const tactic = (
  id: string,
  fen: string,
  line: LinePly[],
  end: Puzzle['goal']['end'],
  theme: Puzzle['theme'] = 'tiro',
): Puzzle => ({
  id,
  fen,
  kind: 'tactic',
  theme,
  goal: { kind: 'line', line, end },
});

const prove = (variant: VariantId, p: Puzzle, options = {}): Proof =>
  provePuzzle(VARIANTS[variant], p, { maxNodes: 200_000, ...options });

/** The rejection, or a failed expectation naming the puzzle. */
function rejection(proof: Proof): { ply: number | null; reason: string } {
  if (proof.ok) throw new Error('expected the proof to fail');
  return { ply: proof.ply, reason: proof.reason };
}

// White 31-27 gives a man: 17x26 is Black's only move, and 27x11 takes two back (criterion 1 forces it over
// 30x21). Net: a man won.
const SHOT = tactic(
  'shot',
  'W:W21,25,29,30,31:B3,15,16,17,23',
  [{ learner: ['31-27'] }, { reply: '17x26', forced: true }, { learner: ['27x11'] }],
  { material: 1 },
);

// White 23-19: Black may take with 14 or with 18 (free choice between two one-piece captures). 14x23 is the
// best defence (21x7 wins a man back net); 18x25 lets 19x1 take two and crown.
const CHOICE_FEN = 'W:W21,23,26:B5,11,14,16,18';

describe('provePuzzle: precedence', () => {
  it.each([
    ['IT-1', 'italian', 'W:W22,K32:B10,18,K28', '22x6', 'criterion-1'],
    ['IT-2', 'italian', 'W:W22,K14:B18', '14x21', 'criterion-2'],
    ['IT-3', 'italian', 'W:WK19:B15,K22', '19x26', 'criterion-3'],
    ['IT-4', 'italian', 'W:WK19:BK15,K21,7,22', '19x3', 'criterion-4'],
    ['INT-3', 'international', 'W:WK11,40:B43,44', '40x38', 'maximum-capture'],
  ] as const)('%s: the one capture %s requires is proved', (id, variant, fen, answer, theme) => {
    expect(prove(variant, precedence(id, fen, [answer], theme))).toEqual({ ok: true });
  });

  it('accepts a tempting capture refused with the rule that removes it', () => {
    const p = precedence('it1', 'W:W22,K32:B10,18,K28', ['22x6'], 'criterion-1', {
      tempting: { move: '32x23', code: 'criterion-1' },
    });
    expect(prove('italian', p)).toEqual({ ok: true });
  });

  it('rejects a theme that names the wrong criterion', () => {
    const r = rejection(prove('italian', precedence('it1', 'W:W22,K32:B10,18,K28', ['22x6'], 'criterion-2')));
    expect(r.ply).toBe(1);
    expect(r.reason).toContain(
      'the theme is criterion-2, but the last alternative is removed by criterion-1',
    );
  });

  it('rejects a criterion-4 puzzle where the two readings of criterion 4 disagree', () => {
    // The RULES §0.1 example: one legal move, criterion 4 removes the last alternative — but the bit-mask
    // reading of established engines keeps 11x20 instead.
    const fen = 'W:WK11:B5,6,K7,K13,14,K22,23';
    const r = rejection(prove('italian', precedence('c4', fen, ['11x4'], 'criterion-4')));
    expect(r.reason).toContain('reading of FID criterion 4');
    expect(r.ply).toBe(1);
  });

  it('rejects a precedence puzzle with two legal moves left', () => {
    // INT-4: the one-piece captures are removed, but 17x50 and 18x16 both take two.
    const p = precedence('int4', 'W:WK17,18:B11,12,K22,K44', ['17x50', '18x16'], 'maximum-capture');
    const r = rejection(prove('international', p));
    expect(r.ply).toBe(1);
    expect(r.reason).toContain('exactly one legal move must remain, there are 2 (17x50, 18x16)');
  });

  it('rejects a precedence puzzle with a single capture to begin with', () => {
    const r = rejection(prove('italian', precedence('it8', 'W:W11:B5,6', ['11x2'], 'criterion-1')));
    expect(r.reason).toContain('at least two different captures, there are 1');
  });

  it('rejects a criterion in International and maximum capture in Italian', () => {
    const intl = precedence('int3', 'W:WK11,40:B43,44', ['40x38'], 'criterion-1');
    expect(rejection(prove('international', intl)).reason).toContain(
      'criterion-1 is not a rule of international',
    );
    const it1 = precedence('it1', 'W:W22,K32:B10,18,K28', ['22x6'], 'maximum-capture');
    expect(rejection(prove('italian', it1)).reason).toContain('maximum-capture is not a rule of italian');
  });

  it('rejects English precedence puzzles: free choice among captures', () => {
    const r = rejection(prove('english', precedence('en1', 'B:W14,16,24:B9,11', ['11x27'], 'criterion-1')));
    expect(r.reason).toContain('English puzzles are tactics only');
  });
});

describe('provePuzzle: rules that are not filters', () => {
  it('a man may not take a king: 22x13 refused, 22x15 the only move', () => {
    const p = precedence('it6', 'W:W22:BK18,19', ['22x15'], 'man-cannot-capture-king', {
      tempting: { move: '22x13', code: 'man-cannot-capture-king' },
    });
    expect(prove('italian', p)).toEqual({ ok: true });
  });

  it('crowning ends the capture (IT-8): 11x2x9 refused, 11x2 the only move', () => {
    const p = precedence('it8', 'W:W11:B5,6', ['11x2'], 'promotion-ends-capture', {
      tempting: { move: '11x2x9', code: 'promotion-ends-capture' },
    });
    expect(prove('italian', p)).toEqual({ ok: true });
  });

  it('the Turkish strike (INT-5): the answer is the whole legal set', () => {
    const p = precedence('int5', 'W:WK46:B12,13,28,33', ['46x17', '46x21', '46x26'], 'ghost-blocks', {
      tempting: { move: '46x19x8x17x39', code: 'ghost-blocks' },
    });
    expect(prove('international', p)).toEqual({ ok: true });
  });

  it('rejects an answer that is not the whole legal set', () => {
    const p = precedence('int5', 'W:WK46:B12,13,28,33', ['46x17'], 'ghost-blocks', {
      tempting: { move: '46x19x8x17x39', code: 'ghost-blocks' },
    });
    expect(rejection(prove('international', p)).reason).toContain(
      'the answer must be exactly the legal moves: written 46x17, engine 46x17, 46x21, 46x26',
    );
  });

  it('rejects a tempting capture that the engine refuses for another reason', () => {
    // IT-6: 22x13 is refused because the man may not take the king, not because crowning ends a capture.
    const p = precedence('it6', 'W:W22,24:BK18', ['22-19', '24-20'], 'promotion-ends-capture', {
      tempting: { move: '22x13', code: 'promotion-ends-capture' },
    });
    expect(rejection(prove('italian', p)).reason).toContain(
      'the tempting move 22x13 is refused with man-cannot-capture-king, not promotion-ends-capture',
    );
  });

  it('rejects a rule puzzle without its tempting capture', () => {
    const p = precedence('it8', 'W:W11:B5,6', ['11x2'], 'promotion-ends-capture');
    expect(rejection(prove('italian', p)).reason).toContain('needs the tempting capture');
  });
});

describe('provePuzzle: the flying king', () => {
  const flying = (fen: string, answers: string[], tempting?: string): Puzzle =>
    precedence('fk', fen, answers, 'flying-king', {
      ...(tempting ? { tempting: { move: tempting, code: 'maximum-capture' } } : {}),
    });

  it('INT-7: 46 takes 28 from afar and must land on 19, where the capture goes on', () => {
    expect(prove('international', flying('W:WK46:B24,28', ['46x30', '46x35'], '46x23'))).toEqual({
      ok: true,
    });
    // Any wrong landing beyond 28 is a tempting capture, the far ones too.
    expect(prove('international', flying('W:WK46:B24,28', ['46x30', '46x35'], '46x10'))).toEqual({
      ok: true,
    });
  });

  it('rejects a capture a king that does not fly makes as well (a one-square landing)', () => {
    // 33 takes 28 landing right behind it on 22, then 18 landing on 13: a short king's 33x22x13.
    const r = rejection(prove('international', flying('W:WK33:B28,18', ['33x13', '33x9', '33x4'], '33x17')));
    expect(r).toEqual({
      ply: 1,
      reason: 'ply 1: the flight is not needed: a king that does not fly makes the same capture, 33x13',
    });
  });

  it("rejects a man's capture", () => {
    const r = rejection(prove('international', flying('W:W33:B28,17', ['33x11'])));
    expect(r.reason).toBe("ply 1: the capture 33x11 is a man's, not a flying king's");
  });

  it('rejects a tempting capture that is not a wrong landing of the answer', () => {
    // 49x38 is refused by the maximum capture, but it is another piece's capture, not a landing choice.
    const r = rejection(prove('international', flying('W:WK46,49:B24,28,43', ['46x48'], '49x38')));
    expect(r.reason).toBe(
      'ply 1: the tempting move 49x38 does not follow the answer and land elsewhere beyond the same piece',
    );
    expect(prove('international', flying('W:WK46,49:B24,28,43', ['46x48'], '46x23'))).toEqual({ ok: true });
  });

  it('needs the wrong landing, and a game whose kings fly', () => {
    expect(rejection(prove('international', flying('W:WK46:B24,28', ['46x30', '46x35']))).reason).toBe(
      'a flying-king puzzle needs the tempting capture: a wrong landing square',
    );
    expect(rejection(prove('italian', flying('W:WK32:B28', ['32x23']))).reason).toBe(
      'the theme flying-king is not a rule of italian',
    );
  });
});

describe('provePuzzle: tactics', () => {
  it('proves a shot whose reply is forced', () => {
    expect(prove('italian', SHOT)).toEqual({ ok: true });
  });

  it('proves a shot whose reply is the best of two captures', () => {
    const p = tactic(
      'choice',
      CHOICE_FEN,
      [{ learner: ['23-19'] }, { reply: '14x23' }, { learner: ['21x7'] }],
      {
        material: 1,
      },
    );
    expect(prove('italian', p)).toEqual({ ok: true });
  });

  it('English: proves a two-for-one where White may take either of two men', () => {
    // Black 9-14: White's least bad capture is 18x9 (15x8 loses more), then 11x25 takes two.
    const p = tactic(
      'en',
      'B:W12,15,18,22,27:B7,9,11',
      [{ learner: ['9-14'] }, { reply: '18x9' }, { learner: ['11x25'] }],
      { material: 1 },
      'shot',
    );
    expect(prove('english', p)).toEqual({ ok: true });
  });

  it('accepts another path of the same capture as the same move (RULES §0.2)', () => {
    // EN-4: the king takes the four men round the ring either way; the engine lists 10x17x26x19x10 first.
    const p = tactic('ring', 'B:W14,15,22,23:BK10', [{ learner: ['10x19x26x17x10'] }], { win: true }, 'shot');
    expect(prove('english', p)).toEqual({ ok: true });
  });

  it('rejects a puzzle with a second solution', () => {
    // 18-13 (9x18, 22x6) wins a man, and so does 18-14 (then a double capture back).
    const p = tactic(
      'two',
      'W:W17,18,22,25,26,27:B8,9,10,11,16,24',
      [{ learner: ['18-13'] }, { reply: '9x18', forced: true }, { learner: ['22x6'] }],
      { material: 1 },
    );
    const r = rejection(prove('italian', p));
    expect(r.ply).toBe(1);
    expect(r.reason).toBe('ply 1: second solution: 18-14 reaches material +1 as well as 18-13');
  });

  it('rejects a tactic whose reply is not the best defence, searched 4 plies past the line', () => {
    // Black 9-13: 14x7 holds Black to less than 18x9, after which 11x25 takes two.
    const p = tactic(
      'weak',
      'B:W14,18,21,27:B2,9,11',
      [{ learner: ['9-13'] }, { reply: '18x9' }, { learner: ['11x25'] }],
      { material: 1 },
    );
    const r = rejection(prove('italian', p));
    expect(r.ply).toBe(2);
    expect(r.reason).toContain(
      'the reply 18x9 is not the best defence: 14x7 holds the learner to material +1',
    );
  });

  it('a reply that only looks weak to the line’s depth is not refused for it, but the line still is', () => {
    // 23-19, 18x25, 19x1 takes two and crowns; 14x23 defends better to the line's depth, but searched 4
    // plies past it 18x25 is as good (Black crowns too). The line then claims more than best play gives.
    const p = tactic(
      'shallow',
      CHOICE_FEN,
      [{ learner: ['23-19'] }, { reply: '18x25' }, { learner: ['19x1'] }],
      { material: 1, promotion: true },
    );
    const proof = prove('italian', p);
    expect(proof).toMatchObject({ ok: false, ply: 1, code: 'falls-short' });
  });

  it('English: rejects a line where White takes with the wrong man (every capture reply is checked)', () => {
    // White 22-17: Black may take 13x22 or 15x22; 15x22 defends better.
    const p = tactic(
      'en-weak',
      'W:W18,22,24,26,28,31:B8,9,10,11,12,13,15,19',
      [
        { learner: ['22-17'] },
        { reply: '13x22' },
        { learner: ['26x17'] },
        { reply: '15x22', forced: true },
        { learner: ['24x6'] },
      ],
      { material: 1 },
      'shot',
    );
    const r = rejection(prove('english', p));
    expect(r.ply).toBe(2);
    expect(r.reason).toContain('the reply 13x22 is not the best defence: 15x22');
  });

  it('rejects a learner move that wins, but less than another', () => {
    // 19-14 (12-15 forced, 20x11) wins a man, as the line claims; 20-15 (16-20 forced, 23x7) wins two.
    const p = tactic(
      'less',
      'W:W19,20,21,23,24,28:B8,12,16',
      [{ learner: ['19-14'] }, { reply: '12-15', forced: true }, { learner: ['20x11'] }],
      { material: 1 },
    );
    const r = rejection(prove('italian', p));
    expect(r.ply).toBe(1);
    expect(r.reason).toBe('ply 1: 19-14 reaches material +1, but 20-15 reaches material +2');
  });

  it('rejects a tactic that claims nothing', () => {
    const r = rejection(prove('italian', { ...SHOT, goal: { ...SHOT.goal, end: undefined } }));
    expect(r.reason).toContain('a tactic must claim');
  });

  it('bounds the line length and the search', () => {
    expect(rejection(prove('italian', SHOT, { maxPlies: 2 })).reason).toBe(
      'the line has 3 plies, more than 2',
    );
    const r = rejection(prove('italian', SHOT, { maxNodes: 20 }));
    expect(r.reason).toContain('node limit');
  });

  it('rejects what the exercise verifier rejects (an illegal reply)', () => {
    const p = tactic('bad', SHOT.fen, [{ learner: ['31-27'] }, { reply: '16-20' }], { material: 1 });
    const r = rejection(prove('italian', p));
    expect(r.ply).toBeNull();
    expect(r.reason).toContain('reply "16-20" is not legal');
  });
});
