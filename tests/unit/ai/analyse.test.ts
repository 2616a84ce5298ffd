/**
 * The engine's help for the analysis board (src/engine/ai/analyse.ts): the evaluation from White's side,
 * forced wins said as "who wins in how many of their moves" (checked by the independent referee,
 * ./solver.ts), a principal variation that is a legal line from the position, and a single legal move
 * searched rather than played blind.
 */
import { describe, expect, it } from 'vitest';
import { legalMoves, type Move, moveKey, play, VARIANTS } from '../../../src/engine';
import { analyse, MATE, ORACLE_WIN, readScore, Searcher } from '../../../src/engine/ai';
import { position } from '../engine/fixtures';
import { winningMoves } from './solver';

const sameMove = (a: Move, b: Move): boolean => moveKey(a) === moveKey(b);
const own = () => new Searcher(16);

/** Every move of the line is legal in the position the line has reached. */
function isLegalLine(fen: string, variant: 'italian' | 'english' | 'international', line: readonly Move[]) {
  let pos = position(variant, fen);
  for (const m of line) {
    if (!legalMoves(pos).some((l) => sameMove(l, m))) return false;
    pos = play(pos, m);
  }
  return true;
}

describe('readScore: a search score as the analysis says it', () => {
  it('turns the mover’s score into White’s side', () => {
    expect(readScore(150, 'white')).toEqual({ score: 150, win: null });
    expect(readScore(150, 'black')).toEqual({ score: -150, win: null });
    expect(Object.is(readScore(0, 'black').score, -0)).toBe(false);
  });
  it('counts a win in the winner’s own moves', () => {
    // the side to move wins in 7 plies: its 1st, 3rd, 5th and 7th → 4 moves
    expect(readScore(MATE - 7, 'black').win).toEqual({ winner: 'black', moves: 4 });
    // the side to move loses in 6 plies: the opponent plays 3 moves
    expect(readScore(-(MATE - 6), 'white').win).toEqual({ winner: 'black', moves: 3 });
  });
  it('names an endgame table’s win of unknown length a win, without a number of moves', () => {
    // the score the search gives a results-only table's win found 5 plies down the line
    expect(readScore(ORACLE_WIN - 5, 'white').win).toEqual({ winner: 'white', moves: null });
    expect(readScore(-(ORACLE_WIN - 4), 'white').win).toEqual({ winner: 'black', moves: null });
    // a large evaluation is still an evaluation
    expect(readScore(5000, 'black')).toEqual({ score: -5000, win: null });
  });
});

describe('analyse', () => {
  const WINS = [
    { variant: 'italian', fen: 'W:WK10,15,K29:BK20', plies: 9 },
    { variant: 'english', fen: 'W:WK16,19:B2', plies: 9 },
    { variant: 'international', fen: 'B:W14,23:B5,K11', plies: 7 },
  ] as const;
  for (const w of WINS) {
    it(`${w.variant} ${w.fen}: finds the win, its length and the referee's winning move first`, () => {
      const pos = position(w.variant, w.fen);
      const a = analyse(pos, { depth: w.plies + 1, searcher: own() });
      expect(a).not.toBeNull();
      expect(a?.win?.winner).toBe(pos.turn);
      expect(a?.win?.moves).toBeLessThanOrEqual(Math.ceil(w.plies / 2));
      expect(a?.win?.moves).toBeGreaterThan(0);
      expect(Math.sign(a?.score ?? 0)).toBe(pos.turn === 'white' ? 1 : -1);
      const winners = winningMoves(pos, w.plies);
      expect(winners.some((m) => a?.pv[0] && sameMove(m, a.pv[0]))).toBe(true);
      expect(isLegalLine(w.fen, w.variant, a?.pv ?? [])).toBe(true);
    });
  }

  it('scores from White’s side whoever is to move: Black a man up is below zero', () => {
    // the same material, either side to move: Black has three men to White's two
    for (const fen of ['W:W21,22:B9,10,11', 'B:W21,22:B9,10,11']) {
      const a = analyse(position('italian', fen), { depth: 6, searcher: own() });
      expect(a?.score).toBeLessThan(0);
      expect(a?.win).toBeNull();
    }
  });

  it('gives a line several moves long, legal from the start position', () => {
    const fen = VARIANTS.italian.startFen;
    const a = analyse(position('italian', fen), { depth: 6, searcher: own() });
    expect(a?.pv.length).toBeGreaterThan(2);
    expect(isLegalLine(fen, 'italian', a?.pv ?? [])).toBe(true);
  });

  it('searches a single legal move instead of playing it blind', () => {
    // White must capture 22x13 (the only legal move); the line then goes on
    const fen = 'W:W22,29,30:B18,3,4';
    const pos = position('italian', fen);
    expect(legalMoves(pos)).toHaveLength(1);
    const a = analyse(pos, { depth: 6, searcher: own() });
    expect(a?.depth).toBeGreaterThan(1);
    expect(a?.pv.length).toBeGreaterThan(1);
    expect(isLegalLine(fen, 'italian', a?.pv ?? [])).toBe(true);
  });

  it('has nothing to say when the side to move has no move', () => {
    expect(analyse(position('italian', 'W:W:B1'))).toBeNull();
  });

  it('stops when asked, with what it has', () => {
    let polls = 0;
    const a = analyse(position('international', VARIANTS.international.startFen), {
      depth: 30,
      searcher: own(),
      shouldStop: () => ++polls > 3,
    });
    expect(a?.pv.length).toBeGreaterThan(0);
    expect(a?.depth).toBeLessThan(30);
  });
});
