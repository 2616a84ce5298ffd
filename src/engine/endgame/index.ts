/**
 * Endgame databases: the exact value of every position with few pieces, built in the engine by retrograde
 * analysis (generate.ts) over the rules' own move generator, stored in a checked binary format
 * (format.ts), numbered compactly (layout.ts) and probed (probe.ts).
 *
 * Coverage: Italian and English, every position of 2 to 4 pieces (men and kings, either colour, either
 * side to move); International, 2 and 3 pieces. Files hold either distances (one byte a position) or
 * results only (two bits); the 2- and 3-piece files always hold distances, the 4-piece ones may hold
 * results only, to keep what the browser downloads small (docs/engine.md has the sizes).
 *
 * What the distance means. `plies` is the number of plies (single moves) until the game ends — the loser
 * to move with no legal move, blocked or without pieces — when the winner plays to end it as soon as
 * possible and the loser to put it off as long as possible. Captures, crownings and quiet moves each count
 * one ply. A win in `plies` plies is odd (the winner moves last), a loss even; a loss in 0 is a position
 * with no legal move. A draw: neither side can force the end of the game.
 *
 * What it does not count. A position holds no move counter, so the tables know nothing of the draw rules
 * that count moves (RULES §0.3, §2.7; game.ts): the 40-move rule (Italian and English: 80 plies without a
 * capture or a man move), FMJD's 25-move rule (50 plies of king moves only) and its 16- and 5-move rules
 * (a lone king against three pieces including a king: 32 plies; against two or one including a king: 10
 * plies, counted from the move that created the configuration). Repetition changes nothing: along the
 * winner's line the distance falls by one every ply, so no position comes back, and a draw stays a draw.
 * So, with `quiet` the game's `DrawCounters.quietPlies` and `limit` the variant's `draws.quietPlyLimit`:
 *
 * - A table win of `plies` plies is a win in the game when `quiet + plies ≤ limit` and, in International
 *   under the 16/5-move rule with `endgame.plies` already played, `endgame.plies + plies ≤` its
 *   ENDGAME_PLY_LIMIT: the game ends before any count can reach its limit (a position with no legal move
 *   is a win even when a count reaches its limit there, game.ts checks that first). Captures and man moves
 *   on the way restart the counts, so a longer win may still hold; the tables cannot say, and a search
 *   that probes them must then treat the win as likely, not proven (a large score below MATE_BOUND).
 * - A results-only win (no `plies`) is always "likely" in that sense.
 * - A table loss or draw is at least that good for the side to move whatever the counts: a count can only
 *   add draws.
 * - Drills: pick positions whose `plies` fits the count left, and show the count (drawCountdowns) beside
 *   the distance; `Math.ceil(plies / 2)` is the number of the winner's own moves.
 *
 * The search takes the tables as an `EndgameOracle` (probeEndgame): null when a position is not covered
 * or its table is not loaded.
 */
export {
  crc32,
  decodeTable,
  ENCODING_DTM,
  ENCODING_WDL,
  ENDGAME_FORMAT_VERSION,
  type Encoding,
  type EndgameFileError,
  type EndgameFileErrorCode,
  type EndgameTable,
  encodeTable,
  HEADER_BYTES,
  slotCount,
  VARIANT_CODES,
} from './format';
export { type GenerateOptions, generateEndgame, MAX_PLIES, type SolvedTable } from './generate';
export {
  type CanonicalIndex,
  canonicalIndex,
  canonicalSlot,
  findSignature,
  type Layout,
  MAX_TABLE_PIECES,
  type Signature,
  variantLayout,
} from './layout';
export {
  clearEndgameTables,
  ENDGAME_PIECES,
  type EndgameMove,
  type EndgameOracle,
  endgameOracle,
  hasEndgameTable,
  loadEndgameTable,
  loadedEndgameTable,
  type ProbeResult,
  probeEndgame,
  probeEndgameMove,
  tableFromSolved,
  useEndgameTable,
} from './probe';
