/**
 * The generator's explanations and ratings, read off the engine: the rule that decided and the captures it
 * removed (precedence), the refused tempting move (rules), the line (tactics) — in both languages.
 */
import { describe, expect, it } from 'vitest';
import { describePuzzle } from '../../../src/cli/puzzle-gen/describe';
import { type LinePly, type Puzzle, VARIANTS, type VariantId } from '../../../src/engine/index';

const precedence = (fen: string, answer: string, theme: Puzzle['theme'], tempting?: string): Puzzle => ({
  id: 'x',
  fen,
  kind: 'precedence',
  theme,
  goal: { kind: 'line', line: [{ learner: [answer] }] },
  ...(tempting ? { tempting: { move: tempting, code: theme as 'criterion-1' } } : {}),
});

const tactic = (
  fen: string,
  line: LinePly[],
  end: NonNullable<Puzzle['goal']['end']>,
  theme: Puzzle['theme'] = 'tiro',
): Puzzle => ({
  id: 'x',
  fen,
  kind: 'tactic',
  theme,
  goal: { kind: 'line', line, end },
});

const words = (variant: VariantId, p: Puzzle) => describePuzzle(VARIANTS[variant], p).explanation;

describe('describePuzzle: precedence', () => {
  it('criterion 1 lists every capture it removed with how many each takes', () => {
    expect(words('italian', precedence('B:W10,18,26:B5,6,21', '6x29', 'criterion-1'))).toEqual({
      it: 'Criterio 1: si mangia dove ci sono più pezzi. 6x29 ne prende tre, 5x14 e 21x30 solo uno.',
      en: 'Criterion 1: you capture where there are more pieces. 6x29 takes three, 5x14 and 21x30 only one.',
    });
  });

  it('criterion 2 says the captures tie on quantity and the king takes', () => {
    expect(words('italian', precedence('W:W12,K14:B7,19', '14x23', 'criterion-2'))).toEqual({
      it: 'Criterio 2: a parità di pezzi, deve mangiare la dama. 14x23 e 12x3 prendono un pezzo ciascuna: tocca alla dama, 14x23.',
      en: 'Criterion 2: when the captures are equal, the king must capture. 14x23 and 12x3 both take a piece, so the king captures: 14x23.',
    });
  });

  it('criterion 3 counts the kings', () => {
    expect(words('italian', precedence('B:W10,K27:BK14,K30', '30x23', 'criterion-3'))).toEqual({
      it: 'Criterio 3: a parità di pezzi, si mangiano più dame possibile. 30x23 prende una dama, 14x5 nessuna.',
      en: 'Criterion 3: when the captures are equal, you take as many kings as you can. 30x23 takes a king, 14x5 none.',
    });
  });

  it('criterion 4 names the jump where each capture meets a king, and what earlier criteria removed', () => {
    expect(words('italian', precedence('W:WK20,K26:BK15,22,K23', '20x18', 'criterion-4'))).toEqual({
      it: 'Criterio 4: a parità di tutto il resto, si mangia dove s’incontra prima la dama. 20x18 trova la dama al primo salto, 26x12 solo al secondo. Lo stesso vale per 26x28. 20x11 è già esclusa dal criterio 1.',
      en: 'Criterion 4: with everything else equal, you capture where you meet a king first. 20x18 meets a king on the first jump, 26x12 only on the second. The same goes for 26x28. 20x11 is already ruled out by criterion 1.',
    });
  });

  it('maximum capture (International) counts the pieces', () => {
    expect(words('international', precedence('W:W28:B23,33,34', '28x30', 'maximum-capture'))).toEqual({
      it: 'Presa massima: si devono mangiare più pezzi possibile. 28x30 ne prende due, 28x19 solo uno.',
      en: 'Maximum capture: you must take as many pieces as you can. 28x30 takes two, 28x19 only one.',
    });
  });

  it('a man may not take a king: the refused capture, the king it would take, and the one to make', () => {
    const p = precedence('B:WK7,14:B3,K19', '19x10', 'man-cannot-capture-king', '3x12');
    expect(words('italian', p)).toEqual({
      it: 'Nella dama italiana la pedina non può mangiare la dama: 3x12 prenderebbe la dama in 7, quindi non si può fare. La presa obbligatoria è 19x10.',
      en: 'In Italian draughts a man may not capture a king: 3x12 would take the king on 7, so it is not allowed. The capture you must make is 19x10.',
    });
  });

  it('crowning ends the capture: where the man stops and where it cannot go', () => {
    const p = precedence('W:W11:B5,6,23', '11x2', 'promotion-ends-capture', '11x2x9');
    expect(words('italian', p)).toEqual({
      it: 'Con 11x2 la pedina arriva sull’ultima riga e diventa dama: lì la presa finisce, e non può proseguire fino alla 9. La nuova dama mangerà solo alla prossima mossa.',
      en: 'With 11x2 the man reaches the last row and is crowned: the capture ends there, so it cannot go on to 9. The new king may capture only on your next move.',
    });
  });

  it('the Turkish strike: the taken piece in the way and the piece the king wanted', () => {
    const p = precedence('W:WK6:B9,17,21,23', '6x3', 'ghost-blocks', '6x28x14x3x26');
    expect(words('international', p)).toEqual({
      it: 'Dalla 3 la dama vorrebbe ripassare sulla 17, già presa, per prendere anche la 21: non può, perché i pezzi presi restano sulla damiera finché la presa non è finita (colpo turco). La presa giusta è 6x3.',
      en: 'From 3 the king would like to cross 17 again, already taken, to take 21 too: it can’t, because taken pieces stay on the board until the capture is over (the Turkish strike rule). The right capture is 6x3.',
    });
  });
});

describe('describePuzzle: the flying king', () => {
  const flying = (fen: string, answers: string[], tempting: string): Puzzle => ({
    id: 'x',
    fen,
    kind: 'precedence',
    theme: 'flying-king',
    goal: { kind: 'line', line: [{ learner: answers }] },
    tempting: { move: tempting, code: 'maximum-capture' },
  });

  it('INT-7: the piece taken from afar, every landing beyond it, and the one where the capture goes on', () => {
    expect(words('international', flying('W:WK46:B24,28', ['46x30', '46x35'], '46x23'))).toEqual({
      it: 'La dama vola: dalla 46 prendi la 28 da lontano e puoi atterrare su una delle caselle 23, 19, 14, 10 o 5. Solo dalla 19 la presa continua: 46x19x30 ne prende due, 46x23 solo uno. Con la dama volante, dove atterrare lo decide la presa massima.',
      en: 'The king flies: from 46 you take 28 from afar and can land on 23, 19, 14, 10, or 5. Only from 19 does the capture go on: 46x19x30 takes two, 46x23 only one. With a flying king, the maximum capture decides where you land.',
    });
  });

  it('names the jump where the landing decides, when it is not the first', () => {
    expect(words('international', flying('W:WK33:B10,18,28', ['33x15'], '33x22x13'))).toEqual({
      it: 'La dama vola: al secondo salto, dalla 22 prendi la 18 e puoi atterrare su una delle caselle 13, 9 o 4. Solo dalla 4 la presa continua: 33x22x4x15 ne prende tre, 33x22x13 solo due. Con la dama volante, dove atterrare lo decide la presa massima.',
      en: 'The king flies: on the second jump, from 22 you take 18 and can land on 13, 9, or 4. Only from 4 does the capture go on: 33x22x4x15 takes three, 33x22x13 only two. With a flying king, the maximum capture decides where you land.',
    });
  });

  it('a wrong landing that still captures takes less; Italian elides the article before 8 and 11', () => {
    const p = flying('W:WK6:BK9,11,24,39', ['6x3'], '6x17x44');
    expect(words('international', p).it).toBe(
      'La dama vola: dalla 6 prendi l’11 e puoi atterrare su una delle caselle 17, 22, 28 o 33. Solo dalla 33 prendi il massimo: 6x33x20x3 ne prende tre, 6x17x44 solo due. Con la dama volante, dove atterrare lo decide la presa massima.',
    );
    expect(words('international', p).en).toContain(
      'Only from 33 do you take the most: 6x33x20x3 takes three',
    );
  });
});

describe('describePuzzle: tactics', () => {
  it('tells the offer, the forced capture and the gain', () => {
    const p = tactic(
      'W:W21,25,29,30,31:B3,15,16,17,23',
      [{ learner: ['31-27'] }, { reply: '17x26', forced: true }, { learner: ['27x11'] }],
      { material: 1 },
    );
    expect(words('italian', p)).toEqual({
      it: 'Tiro: con 31-27 offri una pedina, il Nero deve mangiare 17x26 e con 27x11 ne prendi due. Guadagni un pezzo.',
      en: 'A shot: 31-27 gives a man, Black must take 17x26, and 27x11 takes two. You win a piece.',
    });
  });

  it('in English draughts a capture reply that is not forced is the least bad one', () => {
    const p = tactic(
      'B:W17,18:B1,2,3,6,10',
      [{ learner: ['10-14'] }, { reply: '17x10' }, { learner: ['6x22'] }],
      { material: 1 },
      'shot',
    );
    expect(words('english', p)).toEqual({
      it: 'Tiro: con 10-14 offri una pedina, il Bianco sceglie 17x10 (la presa meno peggio) e con 6x22 ne prendi due. Il Bianco resta senza mosse: hai vinto.',
      en: 'A shot: 10-14 gives a man, White picks 17x10 (the least bad capture), and 6x22 takes two. White has no move left: you win.',
    });
  });

  it('rates within 800–2200, a longer line higher', () => {
    const short = tactic(
      'B:W18,20:B4,7,12',
      [{ learner: ['12-15'] }, { reply: '20x11', forced: true }, { learner: ['7x21'] }],
      { material: 1 },
    );
    const long = tactic(
      'W:W22,23,24,26,28,29,32:B2,7,14,15,16,19',
      [
        { learner: ['23-20'] },
        { reply: '16x23', forced: true },
        { learner: ['26-21'] },
        { reply: '19x26', forced: true },
        { learner: ['28x3'] },
      ],
      { material: 1, promotion: true },
    );
    const a = describePuzzle(VARIANTS.italian, short).rating;
    const b = describePuzzle(VARIANTS.italian, long).rating;
    expect(a).toBeGreaterThanOrEqual(800);
    expect(b).toBeLessThanOrEqual(2200);
    expect(b).toBeGreaterThan(a);
  });
});
