/**
 * The rows of the rules comparison table (src/build/rules/compare.ts builds them; the words of each row are
 * in src/i18n/rules-*.ts, keyed by these ids). One list, so a row without words is a type error.
 */
export const ROW_IDS = [
  'board',
  'darkCorner',
  'numbering',
  'setup',
  'firstMover',
  'manMoves',
  'manCaptures',
  'manTakesKing',
  'kingMoves',
  'kingCaptures',
  'precedence',
  'crowning',
  'removal',
  'blocked',
  'drawsOfficial',
  'drawsHere',
  'results',
  'gameType',
  'startFen',
] as const;

export type RowId = (typeof ROW_IDS)[number];
