/**
 * One position under three rulesets: the moves each ruleset allows are exactly the engine's, the physical
 * comparison across the mirrored numberings finds the moves that differ, and each refusal carries the
 * refusing ruleset's own reason (explainAttempt). Positions are chosen where the rules really differ.
 */
import { describe, expect, it } from 'vitest';
import {
  legalMoves,
  makeFen,
  parseSetup,
  type Setup,
  setupPosition,
  transformSetup,
  VARIANTS,
  type VariantId,
} from '../../../src/engine/index';
import { explanationText } from '../../../src/i18n/explain';
import { type Refusal, sameSquare, THREE_RULES, threeRules } from '../../../src/model/one-position';

function setupOf(variant: VariantId, fen: string): Setup {
  const r = parseSetup(VARIANTS[variant], fen);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function report(variant: VariantId, fen: string) {
  const r = threeRules(setupOf(variant, fen));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const txt = (path: readonly number[], capture: boolean) => path.join(capture ? 'x' : '-');
const moves = (rep: ReturnType<typeof report>, id: string) =>
  rep.columns.find((c) => c.variant === id)?.moves.map((m) => txt(m.path, m.captures.length > 0)) ?? [];
const refusal = (rep: ReturnType<typeof report>, legalIn: string, refusedIn: string): Refusal[] =>
  rep.refusals.filter((f) => f.legalIn === legalIn && f.refusedIn === refusedIn);

describe('threeRules', () => {
  it('gives each ruleset exactly the engine’s legal moves of the position in its own numbering', () => {
    const setup = setupOf('italian', 'W:W22,K32:B10,18,K28');
    const rep = threeRules(setup);
    expect(rep.ok).toBe(true);
    if (!rep.ok) return;
    for (const col of rep.value.columns) {
      const moved = transformSetup(setup, col.variant);
      if (!moved.ok) throw new Error('transform');
      const pos = setupPosition(VARIANTS[col.variant], moved.value);
      if (!pos.ok) throw new Error('position');
      expect(makeFen(col.position)).toBe(makeFen(pos.value));
      expect(col.moves).toEqual(legalMoves(pos.value));
    }
    expect(rep.value.columns.map((c) => c.variant)).toEqual([...THREE_RULES]);
  });

  it('man and king: under Italian rules the man may not take the king (FID 5.3 b)', () => {
    // Italian 22 and 18 are English/Brazilian 23 and 19.
    const rep = report('italian', 'W:W22:BK18');
    expect(moves(rep, 'italian')).toEqual(['22-19']);
    expect(moves(rep, 'english')).toEqual(['23x16']);
    expect(moves(rep, 'brazilian')).toEqual(['23x16']);
    const [f] = refusal(rep, 'english', 'italian');
    expect(f.reason.code).toBe('man-cannot-capture-king');
    expect(f.attempted).toEqual([22, 13]);
    // …and the other way: the quiet move is refused where the capture is compulsory.
    expect(refusal(rep, 'italian', 'english')[0].reason.code).toBe('must-capture');
    expect(rep.columns.every((c) => c.differs.every(Boolean))).toBe(true);
  });

  it('backward capture: only International rules let a man capture backwards (FMJD 4.1)', () => {
    const rep = report('italian', 'W:W14:B10,K19');
    const back = refusal(rep, 'brazilian', 'italian');
    expect(back.map((f) => f.reason.code)).toEqual(['man-backward-capture']);
    expect(refusal(rep, 'brazilian', 'english').map((f) => f.reason.code)).toEqual(['man-backward-capture']);
    // The forward capture is the same physical move everywhere: not a difference.
    const it = rep.columns[0];
    expect(it.moves.map((m) => m.captures)).toEqual([[10]]);
    expect(it.differs).toEqual([false]);
  });

  it('maximum capture against the FID criteria and free choice', () => {
    // English numbering: 21x14 takes one, 30x23x16 takes two. English lets you choose (WCDF); FID
    // criterion 1 and FMJD's maximum rule refuse the shorter capture.
    const rep = report('english', 'W:W21,30:B17,26,19');
    expect(moves(rep, 'english')).toEqual(['21x14', '30x23x16']);
    expect(refusal(rep, 'english', 'italian').map((f) => f.reason.code)).toEqual(['criterion-1']);
    expect(refusal(rep, 'english', 'brazilian').map((f) => f.reason.code)).toEqual(['maximum-capture']);
    // Criterion 2: with equal captures the Italian king must capture; elsewhere the man may too.
    const crit2 = report('italian', 'W:W22,K14:B18');
    expect(moves(crit2, 'italian')).toEqual(['14x21']);
    expect(refusal(crit2, 'english', 'italian').map((f) => f.reason.code)).toEqual(['criterion-2']);
  });

  it('names the rule that removes each move, never just "not possible" (issue 18, comparison item 1)', () => {
    // RULES §0.1: under this project's reading the king takes five (criterion 1 over the single jump 11x4);
    // English lets the king stop after one jump: 10x1 there is the Italian single jump 11x4, which FID
    // criterion 1 removes. A shortcut to the final square 4 must not mistake it for the five-piece capture.
    const rep = report('italian', 'W:WK11:B5,6,K7,K13,14,K22,23');
    const single = refusal(rep, 'english', 'italian').find((f) => f.move.path.join('x') === '10x1');
    expect(single?.attempted).toEqual([11, 4]);
    expect(single?.reason.code).toBe('criterion-1');
    expect(single?.reason.attempted?.captures.length).toBe(1);
    expect(single?.reason.better?.captures.length).toBe(5);
    // Every refusal names a rule: no refusal falls back to "that move isn't possible".
    expect(rep.refusals.filter((f) => f.reason.code === 'not-a-move')).toEqual([]);
    for (const lang of ['it', 'en'] as const) {
      expect(explanationText(single!.reason, lang, undefined, 'italian')).toMatch(/^Criteri(o|on) 1/);
    }
  });

  it('a position with no legal move still says which rule forbids the other rulesets’ moves', () => {
    // Italian: the man on 22 is blocked by two kings it may not take (FID-ART5 5.3); the others capture.
    const rep = report('italian', 'W:W22:BK18,K19');
    expect(moves(rep, 'italian')).toEqual([]);
    const refused = refusal(rep, 'english', 'italian');
    expect(refused.length).toBe(2);
    for (const f of refused) {
      expect(f.reason.code).toBe('no-legal-moves');
      expect(f.reason.cause?.code).toBe('man-cannot-capture-king');
      expect(explanationText(f.reason, 'en', undefined, 'italian')).toContain('a man may not capture a king');
      expect(explanationText(f.reason, 'it', undefined, 'italian')).toContain(
        'la pedina non può mangiare la dama',
      );
    }
  });

  it('groups the disagreements by move: one entry per physical move, each refusing ruleset once', () => {
    // W:W22:BK18: Brazilian and English both play 23x16 (the man takes the king); Italian refuses it.
    const rep = report('italian', 'W:W22:BK18');
    const take = rep.disagreements.find((g) => g.legal.some((l) => l.move.path.join('x') === '23x16'));
    expect(take?.legal.map((l) => l.variant)).toEqual(['brazilian', 'english']);
    expect(take?.refused.map((f) => [f.refusedIn, f.reason.code])).toEqual([
      ['italian', 'man-cannot-capture-king'],
    ]);
    // Four refusals (two pairs for each of the two moves) make two entries, one per move.
    expect(rep.refusals.length).toBe(4);
    expect(rep.disagreements.length).toBe(2);
    const quiet = rep.disagreements.find((g) => g.legal[0].variant === 'italian');
    expect(quiet?.refused.map((f) => f.refusedIn)).toEqual(['brazilian', 'english']);
  });

  it('says when every move of a column differs, and only then', () => {
    expect(report('italian', 'W:W22:BK18').columns.map((c) => c.allDiffer)).toEqual([true, true, true]);
    // The forward capture is the same everywhere, so no column has only differing moves.
    expect(report('italian', 'W:W14:B10,K19').columns.map((c) => c.allDiffer)).toEqual([false, false, false]);
    // No move at all is not "every move differs".
    const lost = report('italian', 'W:W22:BK18,K19');
    expect(lost.columns[0].moves).toEqual([]);
    expect(lost.columns[0].allDiffer).toBe(false);
  });

  it('crowning mid-capture: International men go on capturing as kings only if they end there', () => {
    // Italian 9x2 crowns and stops (FID); under International rules the man passes through the last row and
    // must go on (FMJD 4.14), so the stop is an unfinished capture there.
    const rep = report('italian', 'W:W9:B5,6');
    expect(moves(rep, 'italian')).toEqual(['9x2']);
    expect(refusal(rep, 'italian', 'brazilian').map((f) => f.reason.code)).toEqual(['capture-unfinished']);
    expect(refusal(rep, 'brazilian', 'italian').map((f) => f.reason.code)).toEqual([
      'promotion-ends-capture',
    ]);
    expect(refusal(rep, 'brazilian', 'english').map((f) => f.reason.code)).toEqual([
      'promotion-ends-capture',
    ]);
  });

  it('flying king: the long moves exist only under International rules', () => {
    const rep = report('italian', 'W:WK32:B18');
    expect(moves(rep, 'italian')).toEqual(['32-28']);
    expect(moves(rep, 'english')).toEqual(['29-25']);
    const fly = refusal(rep, 'brazilian', 'italian');
    expect(fly.length).toBe(6);
    expect(new Set(fly.map((f) => f.reason.code))).toEqual(new Set(['king-no-fly']));
    // The one-step move is the same physical move in all three: not marked.
    expect(rep.columns.find((c) => c.variant === 'brazilian')?.differs[0]).toBe(false);
  });

  it('agrees whatever numbering the setup comes in', () => {
    const it = setupOf('italian', 'W:W22,K32:B10,18,K28');
    const en = transformSetup(it, 'english');
    if (!en.ok) throw new Error('transform');
    const a = threeRules(it);
    const b = threeRules(en.value);
    if (!a.ok || !b.ok) throw new Error('report');
    expect(b.value.columns.map((c) => c.moves)).toEqual(a.value.columns.map((c) => c.moves));
    expect(b.value.refusals.length).toBe(a.value.refusals.length);
  });

  it('refuses an impossible setup with the engine’s code, and a 10×10 one', () => {
    const bad = threeRules(setupOf('italian', 'W:W1:B'));
    expect(bad.ok ? null : bad.error.code).toBe('man-on-promotion-row');
    const big = threeRules(setupOf('international', 'W:W31:B20'));
    expect(big.ok ? null : big.error.code).toBe('other-numbering');
  });

  it('sameSquare maps the mirror both ways', () => {
    expect(sameSquare('italian', 'english', 22)).toBe(23);
    expect(sameSquare('english', 'italian', 23)).toBe(22);
    expect(sameSquare('brazilian', 'english', 5)).toBe(5);
  });
});
