/** The word checks of src/build/course/feedback.ts, on their own: what a first hint may not say, and sentences. */
import { describe, expect, it } from 'vitest';
import { hintGivesAway, MAX_SUCCESS_SENTENCES, sentences } from '../../../src/build/course/feedback';

describe('hintGivesAway: a first hint points at the idea, never at the answer', () => {
  it('a move or capture goal: the move written, or the square it lands on', () => {
    const goal = { kind: 'capture', answers: ['22x13x4'] } as const;
    expect(hintGivesAway(goal, 'Gioca 22x13x4.')).toMatch(/writes the answer 22x13x4/);
    expect(hintGivesAway(goal, 'Gioca 22 x 13 x 4.')).toMatch(/writes the answer/);
    expect(hintGivesAway(goal, 'Finisci sulla 4.')).toMatch(/names 4, where the answer 22x13x4 lands/);
    // A number that only contains the landing square's digits is another square.
    expect(hintGivesAway(goal, 'Guarda la 14 e la 24.')).toBeNull();
    expect(hintGivesAway(goal, 'Una presa si finisce tutta.')).toBeNull();
  });

  it('a line: its first move counts as the answer', () => {
    const goal = {
      kind: 'line',
      line: [{ learner: ['29-25'] }, { reply: '14-18' }, { learner: ['22x13'] }],
    } as const;
    expect(hintGivesAway(goal, 'Comincia con 29-25.')).toMatch(/writes the answer 29-25/);
    expect(hintGivesAway(goal, 'Porta la pedina sulla 25.')).toMatch(/names 25/);
    expect(hintGivesAway(goal, 'Prepara la presa.')).toBeNull();
  });

  it('reach and tap goals: the square to reach, a square to tap', () => {
    expect(hintGivesAway({ kind: 'reach', target: 10, par: 3 } as never, 'Vai fino alla 10.')).toMatch(
      /names 10, the square to reach/,
    );
    expect(hintGivesAway({ kind: 'reach', target: 'crown' }, 'Vai in fondo.')).toBeNull();
    expect(hintGivesAway({ kind: 'tap', squares: [1, 32] }, 'Comincia dalla 1.')).toMatch(
      /names 1, a square to tap/,
    );
    expect(hintGivesAway({ kind: 'tap', squares: [1, 32] }, 'Gli angoli scuri.')).toBeNull();
  });

  it('a choice: the right option repeated, or a number only the right option has', () => {
    const goal = { kind: 'choose', correct: 1 } as const;
    const options = ['Nel 1924', 'Nel 1934', 'Mai'];
    expect(hintGivesAway(goal, 'Pensa a «nel 1934»!', options)).toMatch(/repeats the right option/);
    expect(hintGivesAway(goal, 'Accadde nel 1934, mi pare.', ['1924', '1934 circa', 'mai'])).toMatch(
      /names 1934, which only the right option says/,
    );
    // A number the wrong options share gives nothing away.
    expect(hintGivesAway(goal, 'Non è il 1924.', options)).toBeNull();
    expect(hintGivesAway({ kind: 'clear' }, 'Mangia tutto.')).toBeNull();
  });
});

describe('sentences: how many a success line has', () => {
  it('ends a sentence at . ! ? … followed by a capital, not inside a move or a number', () => {
    expect(sentences('Giusto. La presa è obbligatoria!')).toEqual(['Giusto.', 'La presa è obbligatoria!']);
    expect(sentences('Con 22x13. poi 9x18 la partita va avanti.')).toHaveLength(1);
    expect(sentences('Vale 1.5 pedine. E la dama di più.')).toHaveLength(2);
    expect(sentences('Davvero? «Sì». Ecco…  Fatto.')).toHaveLength(4);
    expect(MAX_SUCCESS_SENTENCES).toBe(2);
  });
});
