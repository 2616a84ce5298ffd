/**
 * The draw rules at the node viewed, worded as each game has them (src/components/analysis/draws.ts): a
 * look-back claim in English (automatic against the computer); in Italian the automatic draw against the
 * computer, then the FID count that a player asks the arbiter for and that runs from then on (RULES §2.7);
 * Italian repetition a claim; automatic "draw in n moves" in International (FMJD 6.2–6.4), at given counters
 * and in games actually played.
 */
import { describe, expect, it } from 'vitest';
import { drawNotes, drawNoteText } from '../../../src/components/analysis/draws';
import {
  type DrawCounters,
  type Game,
  gameFromPosition,
  parseFen,
  playMoveText,
  VARIANTS,
  type VariantId,
} from '../../../src/engine';
import { analysisStrings } from '../../../src/i18n/analysis';

/** A game from `fen` with its counters set as if earlier moves had been played (autoDraws off, as replayed). */
function at(variant: VariantId, fen: string, counters: DrawCounters): Game {
  const pos = parseFen(VARIANTS[variant], fen);
  if (!pos.ok) throw new Error(pos.error.message);
  return { ...gameFromPosition(pos.value, { autoDraws: false }), counters };
}

const texts = (game: Game, lang: 'it' | 'en') =>
  drawNotes(game).map((n) => drawNoteText(analysisStrings(lang), n));

function played(variant: VariantId, fen: string, moves: readonly string[]): Game {
  const pos = parseFen(VARIANTS[variant], fen);
  if (!pos.ok) throw new Error(pos.error.message);
  return moves.reduce(
    (g, m) => {
      const r = playMoveText(g, m);
      if (!r.ok) throw new Error(`${m}: ${r.error.message}`);
      return r.value;
    },
    gameFromPosition(pos.value, { autoDraws: false }),
  );
}

describe('Italian and English: the 40-move count', () => {
  it('English: 66 quiet plies leave 7 moves each before a claim; automatic only against the computer', () => {
    const game = at('english', 'W:WK14,K23:BK5,K1', { quietPlies: 66, endgame: null });
    expect(texts(game, 'en')).toEqual([
      'A player may claim a draw after 7 more moves each without a capture or a man move. In a game against the computer, this draw comes by itself.',
    ]);
    expect(texts(game, 'it')).toEqual([
      'Un giocatore può chiedere la patta dopo altre 7 mosse a testa senza prese né mosse di pedina. In una partita contro il computer questa patta arriva da sola.',
    ]);
  });

  it('Italian: 66 quiet plies leave 7 moves each against the computer; the FID count runs from a request (RULES §2.7)', () => {
    const game = at('italian', 'W:WK14,K23:BK5,K1', { quietPlies: 66, endgame: null });
    expect(texts(game, 'en')).toEqual([
      'In a game against the computer, the draw comes by itself after 7 more moves each without a capture or a man move. Under FID rules, a player may instead ask the arbiter for the 40-move count, which runs from that moment, not from the last capture or man move.',
    ]);
    expect(texts(game, 'it')).toEqual([
      'In una partita contro il computer la patta arriva da sola dopo altre 7 mosse a testa senza prese né mosse di pedina. Nel regolamento FID, invece, un giocatore può chiedere all’arbitro il conteggio delle 40 mosse: si conta da quel momento, non dall’ultima presa o mossa di pedina.',
    ]);
    // no look-back claim in the Italian rules, in either language
    expect(texts(game, 'en').join(' ')).not.toMatch(/claim a draw after/);
    expect(texts(game, 'it').join(' ')).not.toMatch(/chiedere la patta dopo/);
  });

  it('one move each left, then the count reached', () => {
    const one = at('english', 'W:WK14:BK5', { quietPlies: 79, endgame: null });
    expect(texts(one, 'en')[0]).toMatch(/^A player may claim a draw after one more move each/);
    const oneIt = at('italian', 'W:WK14:BK5', { quietPlies: 79, endgame: null });
    expect(texts(oneIt, 'en')[0]).toMatch(
      /^In a game against the computer, the draw comes by itself after one more move each/,
    );
    expect(texts(oneIt, 'it')[0]).toMatch(/dopo un’altra mossa a testa/);
    const reached = at('english', 'W:WK14:BK5', { quietPlies: 80, endgame: null });
    expect(texts(reached, 'en')[0]).toMatch(
      /^40 moves each without a capture or a man move: a player may claim a draw\./,
    );
    expect(texts(reached, 'it')[0]).toMatch(/^40 mosse a testa senza prese né mosse di pedina/);
    const reachedIt = at('italian', 'W:WK14:BK5', { quietPlies: 80, endgame: null });
    expect(texts(reachedIt, 'it')[0]).toMatch(
      /^40 mosse a testa senza prese né mosse di pedina: in una partita contro il computer qui la patta arriva da sola\. Nel regolamento FID/,
    );
  });

  it('says nothing before the first quiet move', () => {
    expect(drawNotes(at('italian', VARIANTS.italian.startFen, { quietPlies: 0, endgame: null }))).toEqual([]);
  });

  // Kings walking to and fro: the start position comes back after every four plies.
  const walk = ['19-23', '1-5', '23-19', '5-1'];
  it('Italian repetition: counted, claimable, and a claim against the computer too (RULES §2.7)', () => {
    const twice = played('italian', 'W:WK19,29:BK1', walk);
    expect(texts(twice, 'en')).toContain('This position has occurred 2 times.');
    const thrice = played('italian', 'W:WK19,29:BK1', [...walk, ...walk]);
    expect(thrice.status.kind).toBe('playing'); // the recorded game goes on
    const en = texts(thrice, 'en');
    expect(en).toContain('This position has occurred 3 times: a player may claim a draw.');
    expect(texts(thrice, 'it')).toContain(
      'Questa posizione si è presentata 3 volte: un giocatore può chiedere la patta.',
    );
  });

  it('English repetition: claimable, and automatic against the computer', () => {
    const thrice = played('english', 'B:W29,K32:BK1,5', [
      '1-6',
      '32-27',
      '6-1',
      '27-32',
      '1-6',
      '32-27',
      '6-1',
      '27-32',
    ]);
    expect(texts(thrice, 'en')).toContain(
      'This position has occurred 3 times: a player may claim a draw. In a game against the computer, this draw comes by itself.',
    );
  });
});

describe('International: the FMJD rules are automatic', () => {
  it('25-move rule: 36 plies of kings leave "draw in 7 moves"', () => {
    const game = at('international', 'W:WK1,K2,20:BK50,K49,31', { quietPlies: 36, endgame: null });
    expect(texts(game, 'en')).toEqual([
      'Draw in 7 moves: 25 moves each with only kings moved and no capture.',
    ]);
    expect(texts(game, 'it')).toEqual([
      'Patta tra 7 mosse: 25 mosse a testa muovendo solo dame, senza prese.',
    ]);
  });

  it('25-move rule reached: the game is drawn (the recorded game is not cut)', () => {
    const game = at('international', 'W:WK1,K2,20:BK50,K49,31', { quietPlies: 50, endgame: null });
    expect(texts(game, 'en')).toEqual(['Draw: 25 moves each with only kings moved and no capture.']);
    expect(game.status.kind).toBe('playing');
  });

  it('16-move and 5-move endings count down in moves each', () => {
    const sixteen = at('international', 'W:WK1,K2,K3:BK50', {
      quietPlies: 0,
      endgame: { rule: 'sixteen-moves', plies: 30 },
    });
    expect(texts(sixteen, 'en')).toEqual([
      'Draw after the next move: three pieces, one of them a king, against a lone king get 16 moves each.',
    ]);
    const five = at('international', 'W:WK1,K2:BK50', {
      quietPlies: 0,
      endgame: { rule: 'five-moves', plies: 4 },
    });
    expect(texts(five, 'it')).toEqual([
      'Patta tra 3 mosse: due pezzi o uno, tra cui una dama, contro una dama sola hanno 5 mosse a testa.',
    ]);
  });

  it('the engine starts the 16-move count in a game played into that ending', () => {
    const game = played('international', 'W:WK1,K2,K3:BK50', ['1-7']);
    expect(texts(game, 'en')[0]).toMatch(/^Draw in 16 moves: three pieces/);
  });

  it('a third repetition is a draw', () => {
    const walk = ['1-7', '50-44', '7-1', '44-50'];
    const game = played('international', 'W:WK1,K2,K3,K4:BK47,K48,K49,K50', [...walk, ...walk]);
    expect(texts(game, 'en')).toContain('This position has occurred 3 times: the game is drawn.');
  });
});

it('a won position has no draw to speak of', () => {
  const won = at('italian', 'B:WK14:B', { quietPlies: 70, endgame: null });
  expect(won.status.kind).toBe('win');
  expect(drawNotes(won)).toEqual([]);
});
