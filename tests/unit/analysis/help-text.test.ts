/** The engine help in words (src/components/analysis/help-text.ts): men with a sign, a proved win, a numbered line. */
import { describe, expect, it } from 'vitest';
import { evaluationText, lineText, menText } from '../../../src/components/analysis/help-text';
import { newGame, parseMoveText, play, playMoveText, VARIANTS } from '../../../src/engine';
import { analysisStrings } from '../../../src/i18n/analysis';

describe('menText', () => {
  it('signs and rounds to a tenth of a man, with the language’s decimal mark', () => {
    expect(menText(150, 'en')).toBe('+1.5');
    expect(menText(150, 'it')).toBe('+1,5');
    expect(menText(-34, 'en')).toBe('\u22120.3');
    expect(menText(4, 'en')).toBe('0.0');
    expect(menText(-4, 'it')).toBe('0,0');
  });
});

describe('evaluationText', () => {
  it('says a proved win in the winner’s moves, in both languages', () => {
    const win = { score: 29993, win: { winner: 'white' as const, moves: 7 } };
    expect(evaluationText(win, analysisStrings('en'), 'en')).toBe('White wins in 7');
    expect(evaluationText({ ...win, win: { winner: 'black', moves: 2 } }, analysisStrings('it'), 'it')).toBe(
      'Il Nero vince in 2',
    );
    expect(evaluationText({ score: 120, win: null }, analysisStrings('en'), 'en')).toBe('+1.2');
  });
  it('says a win the endgame tables know without its length as a win, not as hundreds of men', () => {
    const db = { score: 28790, win: { winner: 'white' as const, moves: null } };
    expect(evaluationText(db, analysisStrings('en'), 'en')).toBe('White wins (endgame database)');
    expect(
      evaluationText({ score: -28790, win: { winner: 'black', moves: null } }, analysisStrings('it'), 'it'),
    ).toBe('Il Nero vince (database dei finali)');
  });
});

describe('lineText', () => {
  it('numbers the line from the node viewed, starting with “…” when Black moves first', () => {
    const start = newGame(VARIANTS.italian);
    const line = ['22-18', '11-15', '18-14'];
    const moves = [];
    let pos = start.position;
    for (const t of line) {
      const m = parseMoveText(pos, t);
      if (!m.ok) throw new Error(t);
      moves.push(m.value);
      pos = play(pos, m.value);
    }
    expect(lineText(start, moves)).toBe('1. 22-18 11-15 2. 18-14');
    const after = playMoveText(start, '22-18');
    if (!after.ok) throw new Error('22-18');
    expect(lineText(after.value, moves.slice(1))).toBe('1... 11-15 2. 18-14');
  });
});
