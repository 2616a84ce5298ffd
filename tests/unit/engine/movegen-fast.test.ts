import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  countLegalMoves,
  legalMoves,
  MAX_QUIET_MOVES,
  parseFen,
  quietFrom,
  quietMoves,
  quietMovesInto,
  quietPromotes,
  quietTo,
  VARIANTS,
  type VariantId,
} from '../../../src/engine/index';

const FILES: Array<[string, VariantId]> = [
  ['italian', 'italian'],
  ['international', 'international'],
  ['english', 'english'],
];

describe('allocation-free counting agrees with the move list', () => {
  for (const [file, variant] of FILES) {
    it(`countLegalMoves === legalMoves().length on every ${file} reference position`, () => {
      const lines = readFileSync(`tests/fixtures/reference/positions/${file}.jsonl`, 'utf8')
        .trim()
        .split('\n');
      const buf = new Int32Array(MAX_QUIET_MOVES);
      for (const line of lines) {
        const { fen } = JSON.parse(line) as { fen: string };
        const r = parseFen(VARIANTS[variant], fen, { strict: false });
        if (!r.ok) throw new Error(`${fen}: ${r.error.message}`);
        const moves = legalMoves(r.value);
        expect(countLegalMoves(r.value), fen).toBe(moves.length);
        // The packed quiet moves decode to the same moves as quietMoves.
        const n = quietMovesInto(r.value, buf);
        const decoded = Array.from(
          buf.subarray(0, n),
          (c) => `${quietFrom(c)}-${quietTo(c)}${quietPromotes(c) ? '+' : ''}`,
        );
        expect(decoded, fen).toEqual(
          quietMoves(r.value).map((m) => `${m.from}-${m.to}${m.promotes ? '+' : ''}`),
        );
      }
    });
  }
});
