/**
 * The game review (src/engine/ai/review.ts): a move that lets a capture of two pieces is a blunder with a
 * better move that hangs nothing and the rule that forced the capture; a quiet equal move is good; the
 * classes follow the documented win-chance thresholds; a missed shot and an International shot (maximum
 * capture) are named by the lines the rules force, replayed here; the oracle, node budgets and the end of
 * the game. Fixed search depths keep the results deterministic and the tests fast.
 */
import { describe, expect, it } from 'vitest';
import {
  captureSequences,
  type Game,
  gameFromPosition,
  legalMoves,
  type Move,
  makeMoveText,
  type Position,
  parsePdn,
  play,
  playMove,
  positionKey,
  sameMove,
  VARIANTS,
} from '../../../src/engine';
import {
  analyse,
  CLASS_THRESHOLDS,
  classify,
  type EndgameOracle,
  type PlyReview,
  reviewGame,
  WIN_MEN,
  winChance,
} from '../../../src/engine/ai';
import { forbiddenCaptures } from '../../../src/engine/training/forbidden';
import { ruleText } from '../../../src/i18n/review';
import { position } from '../engine/fixtures';

const OPENING = '1. 21-17 12-15 2. 25-21 8-12';

function game(text: string): Game {
  const parsed = parsePdn(text, { variant: VARIANTS.italian });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value.game;
}

/** The position after the first `n` moves of the game. */
function positionAt(g: Game, n: number): Position {
  let pos = g.start;
  for (const m of g.moves.slice(0, n)) pos = play(pos, m.move);
  return pos;
}

/** The review of the game's last ply, and the positions before and after it. */
function lastPly(text: string): { review: PlyReview; before: Position; after: Position } {
  const g = game(text);
  const reviews = reviewGame(g, { depth: 6 });
  expect(reviews.map((r) => r.ply)).toEqual(g.moves.map((_, i) => i + 1));
  expect(reviews.map((r) => r.text)).toEqual(g.moves.map((m) => m.text));
  return {
    review: reviews[reviews.length - 1],
    before: positionAt(g, g.moves.length - 1),
    after: g.position,
  };
}

describe('winChance and classify: the documented thresholds', () => {
  it('maps men to chances between −1 and 1, a man up a third', () => {
    expect(winChance(0)).toBe(0);
    expect(winChance(1)).toBeCloseTo(1 / 3, 10);
    expect(winChance(-2)).toBeCloseTo(-0.6, 10);
    expect(winChance(WIN_MEN)).toBeCloseTo(1, 10);
  });

  it('weighs a man lost in a balanced game more than one lost three men up', () => {
    expect(classify(0, -1)).toBe('blunder');
    expect(classify(0, -0.6)).toBe('mistake');
    expect(classify(0, -0.3)).toBe('inaccuracy');
    expect(classify(0, -0.2)).toBe('good');
    expect(classify(3, 2)).toBe('inaccuracy');
    expect(classify(3, 1)).toBe('blunder');
    // A proven win given up for five men up is still a won game; for three men up, a mistake; for a draw, a blunder.
    expect(classify(WIN_MEN, 5)).toBe('good');
    expect(classify(WIN_MEN, 3)).toBe('mistake');
    expect(classify(WIN_MEN, 0)).toBe('blunder');
    // The class boundaries are the thresholds themselves: winChance(m) = tanh(m · ln 2 / 2).
    const menFor = (drop: number) => (2 * Math.atanh(drop)) / Math.LN2;
    expect(classify(0, -menFor(CLASS_THRESHOLDS.blunder) - 1e-9)).toBe('blunder');
    expect(classify(0, -menFor(CLASS_THRESHOLDS.blunder) + 1e-6)).toBe('mistake');
  });
});

describe('reviewGame', () => {
  it('a move that lets a forced capture of two pieces: a blunder, the better move, the rule', () => {
    const { review, before, after } = lastPly(`${OPENING} 3. 17-13 *`);
    expect(review.text).toBe('17-13');
    expect(review.color).toBe('white');

    // The engine's own rules: after 17-13 Black must capture, every legal capture takes two, and a capture
    // of one piece exists that the precedence rule (criterion 1, the most pieces) removed.
    const replies = legalMoves(after);
    expect(replies.length).toBeGreaterThan(0);
    expect(replies.every((m) => m.captures.length === 2)).toBe(true);
    const removed = captureSequences(after).filter((s) => !replies.some((m) => sameMove(m, s)));
    expect(removed.some((s) => s.captures.length === 1)).toBe(true);

    expect(review.class).toBe('blunder');
    expect(review.eval).toBeLessThan(-1.5); // White's side: about two men down
    expect(review.loss).toBeGreaterThan(1.5);
    expect(review.loss).toBeCloseTo(review.bestEval - review.eval, 6);

    // The better move hangs nothing: Black has no capture after it, and the game stays balanced.
    const best = legalMoves(before).find((m) => makeMoveText(before, m) === review.best) as Move;
    expect(best).toBeDefined();
    expect(sameMove(best, review.move)).toBe(false);
    expect(legalMoves(play(before, best)).every((m) => m.captures.length === 0)).toBe(true);
    expect(Math.abs(review.bestEval)).toBeLessThan(0.5);
    expect(review.bestLine[0]).toBe(review.best);

    // The rule: the capture Black can force after the move played, chosen by criterion 1.
    const rule = review.rule;
    expect(rule).toBeDefined();
    if (!rule) return;
    expect(rule.after).toBe('played');
    expect(rule.forced).toBe('white');
    expect(rule.code).toBe('criterion-1');
    expect(rule.pieces).toBe(2);
    expect(replies.map((m) => makeMoveText(after, m))).toContain(rule.line[0]);
    expect(rule.steps[0]).toMatchObject({ ply: 0, side: 'black', code: 'criterion-1', captures: 2 });
    expect(rule.steps[0].ruledOut?.length).toBeGreaterThan(0);
  });

  it('a quiet equal move: good, no rule', () => {
    const { review, after } = lastPly(`${OPENING} 3. 22-18 *`);
    expect(review.text).toBe('22-18');
    expect(review.move.captures).toEqual([]);
    expect(legalMoves(after).every((m) => m.captures.length === 0)).toBe(true);
    expect(review.best).not.toBe('22-18');
    expect(Math.abs(review.eval)).toBeLessThan(0.3);
    expect(review.class).toBe('good');
    expect(winChance(review.bestEval) - winChance(review.eval)).toBeLessThan(CLASS_THRESHOLDS.inaccuracy);
    expect(review.rule).toBeUndefined();
  });

  it('the only legal move is best and loses nothing; onPly sees every ply as it is reviewed', () => {
    // After 3. 17-13 Black's only legal move is 9x25 (criterion 1 removes the capture of one piece).
    const g = game(`${OPENING} 3. 17-13 9x25 *`);
    const seen: number[] = [];
    const reviews = reviewGame(g, { depth: 4, onPly: (r) => seen.push(r.ply) });
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
    expect(legalMoves(positionAt(g, 5))).toHaveLength(1);
    expect(reviews[5]).toMatchObject({ class: 'best', loss: 0, best: '9x25', text: '9x25' });
  });

  it('hands the endgame oracle to every search: a table win after the move is a win of WIN_MEN', () => {
    const ending = position('italian', 'W:W21,K14:B5,K27');
    const move = legalMoves(ending)[0];
    const g = playMove(gameFromPosition(ending, { autoDraws: false }), move);
    const plain = reviewGame(g, { depth: 3 })[0];
    expect(plain.win).toBeNull();
    expect(Math.abs(plain.eval)).toBeLessThan(WIN_MEN);
    // An oracle that knows Black's replies: after each, White (to move) wins in 7 plies. The search scores a
    // position from its children, so the position after the move is a win for White in 8 plies.
    const known = new Set(legalMoves(g.position).map((m) => positionKey(play(g.position, m))));
    let calls = 0;
    const oracle: EndgameOracle = (pos) => {
      calls++;
      return known.has(positionKey(pos)) ? { result: 'win', plies: 7 } : null;
    };
    const told = reviewGame(g, { depth: 3, oracle })[0];
    expect(calls).toBeGreaterThan(0);
    expect(told.eval).toBe(WIN_MEN);
    expect(told.win).toEqual({ winner: 'white', moves: 4 });
    expect(told).toMatchObject({ class: 'best', loss: 0, best: plain.text });
  });

  it('a missed shot: the rule of the line the best move would have forced', () => {
    // White is a man down; 27-22 offers a man (Black's only move is to take it) and 30x14 takes two.
    const start = position('italian', 'W:W20,24,25,26,27,28,29,30,32:B1,2,3,4,5,7,8,13,18,19');
    const move = legalMoves(start).find((m) => makeMoveText(start, m) === '20-15') as Move;
    const review = reviewGame(playMove(gameFromPosition(start, { autoDraws: false }), move), { depth: 6 })[0];
    expect(review.class).toBe('blunder');
    const rule = review.rule;
    expect(rule).toMatchObject({ after: 'best', forced: 'black', code: 'must-capture' });
    if (!rule) return;
    expect(rule.line[0]).toBe(review.best);
    // The line, replayed with the rules: Black has a single legal move, a capture, then White takes more.
    let pos = start;
    let net = 0;
    rule.line.forEach((text, i) => {
      const legal = legalMoves(pos);
      const m = legal.find((l) => makeMoveText(pos, l, legal) === text) as Move;
      expect(m, text).toBeDefined();
      if (pos.turn === 'black') {
        expect(legal).toHaveLength(1);
        expect(m.captures.length).toBeGreaterThan(0);
      }
      if (m.captures.length > 0) expect(rule.steps.map((s) => s.ply)).toContain(i);
      net += pos.turn === 'white' ? m.captures.length : -m.captures.length;
      pos = play(pos, m);
    });
    expect(rule.pieces).toBe(net);
    expect(net).toBeGreaterThanOrEqual(1);
  });

  it('a node budget per position: each search stops near it, and the review is the same twice', () => {
    const g = game(`${OPENING} 3. 17-13 *`);
    const budget = 3000;
    const a = analyse(g.start, { nodes: budget });
    expect(a?.nodes).toBeGreaterThan(0);
    // The search polls its limits every 1024 nodes.
    expect(a?.nodes).toBeLessThanOrEqual(budget + 1024);
    const once = reviewGame(g, { nodes: budget });
    expect(once).toHaveLength(5);
    expect(reviewGame(g, { nodes: budget })).toEqual(once);
  });

  it('a move that ends the game: the side left without a move has lost, a win of WIN_MEN in 0 moves', () => {
    const start = position('italian', 'W:W22:B18');
    const [move] = legalMoves(start);
    expect(move.captures).toHaveLength(1);
    const g = playMove(gameFromPosition(start, { autoDraws: false }), move);
    expect(g.legalMoves).toHaveLength(0);
    const [review] = reviewGame(g, { depth: 2 });
    expect(review).toMatchObject({
      eval: WIN_MEN,
      win: { winner: 'white', moves: 0 },
      class: 'best',
      loss: 0,
    });
  });

  it('International: a shot after the move played — a man offered, a forced capture, maximum capture', () => {
    const start = position(
      'international',
      'W:W28,29,31,32,33,35,36,37,39,40,41,42,44,46,47,48,49,50:B1-12,15,16,17,18,20,22',
    );
    const move = legalMoves(start).find((m) => makeMoveText(start, m) === '28-23') as Move;
    const g = playMove(gameFromPosition(start, { autoDraws: false }), move);
    const [review] = reviewGame(g, { depth: 4 });
    expect(review.class).toBe('blunder');
    const rule = review.rule;
    expect(rule).toMatchObject({ after: 'played', forced: 'white', code: 'maximum-capture' });
    if (!rule) return;
    // Replayed with the rules: White never has a choice, and the last capture is Black's, the most pieces.
    let pos = g.position;
    let net = 0;
    rule.line.forEach((text, i) => {
      const legal = legalMoves(pos);
      const m = legal.find((l) => makeMoveText(pos, l, legal) === text) as Move;
      expect(m, text).toBeDefined();
      if (pos.turn === 'white') expect(legal).toHaveLength(1);
      const step = rule.steps.find((s) => s.ply === i);
      if (step?.code === 'maximum-capture') {
        expect(step.side).toBe(pos.turn);
        const most = Math.max(...captureSequences(pos).map((c) => c.captures.length));
        expect(m.captures.length).toBe(most);
        expect(captureSequences(pos).some((c) => c.captures.length < most)).toBe(true);
      }
      net += pos.turn === 'black' ? m.captures.length : -m.captures.length;
      pos = play(pos, m);
    });
    expect(rule.steps.some((s) => s.code === 'maximum-capture' && s.side === 'black')).toBe(true);
    expect(rule.pieces).toBe(net);
    expect(net).toBeGreaterThanOrEqual(2);
  });
});

describe('reviewGame: a capture a game rule forbids (a man cannot take a king)', () => {
  // Italian, about even: White's men on 23, 27, 29–32 against Black's king on 15 and men on 1–4. 23-19??
  // offers the man as if 27 could take the king back on 22: K15x22 takes it, and a man may not take a king.
  const FEN = 'W:W23,27,29,30,31,32:BK15,1,2,3,4';
  const start = position('italian', FEN);
  const move = legalMoves(start).find((m) => makeMoveText(start, m) === '23-19') as Move;
  const g = playMove(gameFromPosition(start, { autoDraws: false }), move);

  it('names the rule that stops the recapture, with the man and the king', () => {
    const [review] = reviewGame(g, { depth: 6 });
    expect(review.class).toBe('blunder');
    expect(review.rule).toMatchObject({
      code: 'man-cannot-capture-king',
      after: 'played',
      forced: 'white',
      line: ['15x22'],
      pieces: 1,
      forbidden: {
        ply: 1,
        side: 'white',
        code: 'man-cannot-capture-king',
        from: 27,
        square: 22,
        move: '27x18',
      },
    });
    // The engine's own rules agree: after 15x22 the man on 27 has no capture, though 27x18 would take the
    // king if men could take kings (the rule switched off alone).
    const after = play(g.position, legalMoves(g.position)[0]);
    expect(captureSequences(after)).toEqual([]);
    const off = {
      ...after,
      variant: { ...after.variant, rules: { ...after.variant.rules, menCaptureKings: true } },
    };
    expect(captureSequences(off).map((c) => makeMoveText(off, c))).toEqual(['27x18']);
  });

  it('says so in both languages, to the player and of either side', () => {
    const [review] = reviewGame(g, { depth: 6 });
    expect(ruleText('it', review, 'white')).toBe(
      'Ora il Nero può forzare 15x22 e resta con un pezzo in più. La pedina non può mangiare la dama: la tua pedina in 27 non può prendere la dama in 22.',
    );
    expect(ruleText('en', review, 'white')).toBe(
      'Now Black can force 15x22 and comes out a piece up. A man may not capture a king: your man on 27 cannot take the king on 22.',
    );
    // The analysis board names both sides.
    expect(ruleText('en', review, null)).toContain('White cannot take the king on 22 with the man on 27.');
    expect(ruleText('it', review, null)).toContain(
      'il Bianco non può prendere la dama in 22 con la pedina in 27.',
    );
  });
});

describe('forbiddenCaptures', () => {
  it('Italian: a man taking a king, a man taking backwards; none in International, where both are allowed', () => {
    const king = position('italian', 'W:W27:BK22,1');
    expect(forbiddenCaptures(king)).toMatchObject([
      { code: 'man-cannot-capture-king', from: 27, square: 22 },
    ]);
    const back = position('italian', 'W:W18:B22,1');
    expect(forbiddenCaptures(back)).toMatchObject([{ code: 'man-backward-capture', from: 18, square: 22 }]);
    // English: a man takes a king, but never backwards.
    expect(forbiddenCaptures(position('english', 'W:W18:BK22,1'))).toMatchObject([
      { code: 'man-backward-capture' },
    ]);
    expect(forbiddenCaptures(position('international', 'W:W33:BK28,1'))).toEqual([]);
  });
});
