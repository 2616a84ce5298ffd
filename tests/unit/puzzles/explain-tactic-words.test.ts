/**
 * The words of a game tactic's explanation (src/cli/puzzle-gen/explain-tactic.ts) name what the line does:
 * the pieces a move gives up are the ones the line's reply takes (not what some other reply could take),
 * "the king" is said only of the opponent's one king, and the English story never runs on for more than
 * three steps a sentence.
 */
import { describe, expect, it } from 'vitest';
import { type PuzzleRecord, toPuzzle } from '../../../src/build/puzzles/schema';
import { explainGameTactic } from '../../../src/cli/puzzle-gen/explain-tactic';
import { motifOf } from '../../../src/cli/puzzle-gen/harvest-tactics';
import { parseFen, VARIANTS, type VariantId } from '../../../src/engine/index';

function explain(variant: VariantId, fen: string, line: PuzzleRecord['line'], end: PuzzleRecord['end']) {
  const start = parseFen(VARIANTS[variant], fen);
  if (!start.ok) throw new Error(`bad FEN ${fen}`);
  const theme = variant === 'english' ? 'shot' : variant === 'italian' ? 'tiro' : 'coup';
  const puzzle = toPuzzle({
    id: 'test-0001',
    kind: 'tactic',
    theme,
    fen,
    line,
    end,
    rating: 1200,
  } as PuzzleRecord);
  const motif = motifOf(start.value, puzzle);
  return explainGameTactic(start.value, puzzle, { game: { moves: [] }, ply: 0, motif });
}

describe('the explanation of a game tactic', () => {
  it('names the piece the line’s reply takes, not one another reply could take', () => {
    // After 22-18 Black may take the king on 17 (14x21) or the man on 18 (14x23, 15x22): the line takes the man.
    const { en } = explain(
      'english',
      'W:WK17,22,27,32:B14,10,15',
      [{ learner: ['22-18'] }, { reply: '14x23' }, { learner: ['27x11'] }],
      { material: 1 },
    );
    expect(en).toMatch(/\ba man\b/);
    expect(en).not.toMatch(/\ba king\b/);
  });

  it('says "a king", not "the king", when the opponent has more than one', () => {
    // Black keeps a second king on 1 when 31x24 takes the one on 27 (a king for a king: no claim).
    const { en } = explain(
      'english',
      'W:W17,K28,K31:BK20,K1',
      [{ learner: ['28-24'] }, { reply: '20x27' }, { learner: ['31x24'] }],
      undefined,
    );
    expect(en).toMatch(/31x24/);
    expect(en).not.toMatch(/\bthe king\b/);
  });

  it('tells a five-move line in English in sentences of at most three moves', () => {
    const { en } = explain(
      'italian',
      'B:WK7,8,32:B4,5,K9,K14,K28',
      [
        { learner: ['14-11'] },
        { reply: '7x14' },
        { learner: ['5-10'] },
        { reply: '14x5' },
        { learner: ['9x2'] },
      ],
      { win: true },
    );
    const sentences = en.split(/(?<=\.) /);
    for (const move of ['14-11', '7x14', '5-10', '14x5', '9x2']) expect(en).toContain(move);
    for (const s of sentences) expect(s.match(/\d+[-x]\d+/g)?.length ?? 0).toBeLessThanOrEqual(3);
  });
});
