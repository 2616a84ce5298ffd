/**
 * Move generation returns the position it is given as it found it (position.ts): the capture search blanks
 * the moving piece's start square while it searches and must restore it on every way out.
 */
import { describe, expect, it } from 'vitest';
import {
  captureSequences,
  countLegalMoves,
  explainAttempt,
  legalMoves,
  makeFen,
  type Position,
} from '../../../src/engine';
import { position, REFERENCE_FILES, referencePositions } from './fixtures';

describe('move generation leaves the position as it found it', () => {
  for (const [file, variant] of REFERENCE_FILES) {
    it(`${file}: captureSequences, legalMoves, countLegalMoves, explainAttempt`, () => {
      let captures = 0;
      for (const r of referencePositions(file)) {
        for (const turn of ['white', 'black'] as const) {
          const pos: Position = { ...position(variant, r.fen), turn };
          const before = makeFen(pos);
          const cells = pos.cells.slice();
          const seqs = captureSequences(pos);
          if (seqs.length > 0) captures++;
          // A search from one piece only, and the explainer's use of it.
          for (const s of seqs.slice(0, 3)) {
            captureSequences(pos, s.from);
            explainAttempt(pos, [s.from]);
          }
          legalMoves(pos);
          countLegalMoves(pos);
          expect(pos.cells).toEqual(cells);
          expect(makeFen(pos)).toBe(before);
        }
      }
      // The capture search (the code that writes to the cells) really ran.
      expect(captures).toBeGreaterThan(0);
    });
  }
});
