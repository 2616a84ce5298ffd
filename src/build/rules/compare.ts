/**
 * The rules side by side: the rows of the comparison table, one column per variant of the one variant list
 * (src/engine/rules/variants.ts). A row whose `source` is 'data' reads its cells from the variant's data — board,
 * rules, draw rules, PDN — so a change to the engine changes the table; a 'rules' row states a rule the data
 * does not hold (it is the same in every game, or it is the official text behind a setting), keyed by the
 * variant's ruleset or id. The words of every cell live in src/i18n/rules-*.ts, in tables keyed by the data
 * values; this module only picks the entry and fills its numbers.
 */
import { algebraic, VARIANT_IDS, VARIANTS, type Variant, type VariantId } from '../../engine';
import { fmt, type Params } from '../../i18n/format';
import { type CompareCells, rulesTexts } from '../../i18n/rules';
import type { Lang } from '../../model/lang';
import type { RowId } from '../../model/rules-table';

export type { RowId } from '../../model/rules-table';

/** One cell: its words, and whether they are notation to show as code (a FEN, a GameType). */
export interface CellText {
  readonly text: string;
  readonly code?: boolean;
  /** words after the notation: what the notation does not say */
  readonly note?: string;
}

export interface RowSpec {
  readonly id: RowId;
  /** 'data': read from the variant's data in the engine; 'rules': a rule text the data does not hold */
  readonly source: 'data' | 'rules';
  /**
   * The value of the engine's data this cell shows, as a key of the text table (or the notation itself):
   * what the unit tests hold against src/engine/rules/variants.ts.
   */
  key(v: Variant): string;
  cell(v: Variant, t: CompareCells): CellText;
  /** the lesson that teaches this row, per game, by lesson id (src/content/lessons/<variant>/*) */
  readonly lessons: Partial<Readonly<Record<VariantId, string>>>;
}

const text = (s: string): CellText => ({ text: s });
const filled = (template: string, params: Params<string>): CellText => text(fmt(template, params));

/** Where square 1 is: a corner on the Italian board (a8), the square beside the light corner elsewhere. */
const firstSquareIs = (v: Variant): 'corner' | 'edge' => (v.geometry.col[1] === 0 ? 'corner' : 'edge');
/** Men capture backwards [FMJD 4.1] or forwards only [FID-ART5 5.3; WCDF]. */
const manCaptureKey = (v: Variant) => (v.rules.menCaptureBackward ? 'both' : 'forward');
const kingKey = (v: Variant) => (v.rules.flyingKings ? 'flying' : 'short');

/** The rows, in the order of the table (RULES §1). */
export const ROWS: readonly RowSpec[] = [
  {
    id: 'board',
    source: 'data',
    key: (v) => `${v.geometry.size}/${v.geometry.squares}`,
    cell: (v, t) => filled(t.board, { size: v.geometry.size, squares: v.geometry.squares }),
    lessons: { italian: 'i1-board', international: 'n1-board', english: 'e1-board' },
  },
  {
    id: 'darkCorner',
    source: 'data',
    key: (v) => v.darkCorner,
    cell: (v, t) => text(t.darkCorner[v.darkCorner]),
    lessons: { italian: 'i1-board', international: 'n1-board', english: 'e1-board' },
  },
  {
    id: 'numbering',
    source: 'data',
    key: (v) =>
      `${firstSquareIs(v)}/${algebraic(v.geometry, 1)}/${algebraic(v.geometry, v.geometry.squares)}`,
    cell: (v, t) =>
      filled(t.numbering[firstSquareIs(v)], {
        n: v.geometry.squares,
        first: algebraic(v.geometry, 1),
        last: algebraic(v.geometry, v.geometry.squares),
      }),
    lessons: { italian: 'i1-board', international: 'n1-board', english: 'e1-board' },
  },
  {
    id: 'setup',
    source: 'data',
    key: (v) => String(v.piecesPerSide),
    cell: (v, t) =>
      filled(t.setup, {
        per: v.piecesPerSide,
        whiteFirst: v.geometry.squares - v.piecesPerSide + 1,
        n: v.geometry.squares,
      }),
    lessons: { italian: 'i1-board', international: 'n1-board', english: 'e1-board' },
  },
  {
    id: 'firstMover',
    source: 'data',
    key: (v) => v.rules.firstMover,
    cell: (v, t) => text(t.firstMover[v.rules.firstMover]),
    lessons: { italian: 'i1-board', international: 'n1-board', english: 'e1-board' },
  },
  {
    // The same in every game [FID-10 r.2; FMJD 3.4; RULES §4.3]: no field of the data.
    id: 'manMoves',
    source: 'rules',
    key: () => 'forward-one',
    cell: (_, t) => text(t.manMoves),
    lessons: { italian: 'i2-men', international: 'n2-men-capture-backwards', english: 'e2-men' },
  },
  {
    id: 'manCaptures',
    source: 'data',
    key: manCaptureKey,
    cell: (v, t) => text(t.manCaptures[manCaptureKey(v)]),
    lessons: { italian: 'i3-capture', international: 'n2-men-capture-backwards', english: 'e3-jumping' },
  },
  {
    id: 'manTakesKing',
    source: 'data',
    key: (v) => (v.rules.menCaptureKings ? 'yes' : 'no'),
    cell: (v, t) => text(t.manTakesKing[v.rules.menCaptureKings ? 'yes' : 'no']),
    lessons: {
      italian: 'i6-man-and-king',
      international: 'n2-men-capture-backwards',
      english: 'e6-kings',
    },
  },
  {
    id: 'kingMoves',
    source: 'data',
    key: kingKey,
    cell: (v, t) => text(t.kingMoves[kingKey(v)]),
    lessons: { italian: 'i-the-king', international: 'n3-flying-king', english: 'e6-kings' },
  },
  {
    id: 'kingCaptures',
    source: 'data',
    key: kingKey,
    cell: (v, t) => text(t.kingCaptures[kingKey(v)]),
    lessons: { italian: 'i-the-king', international: 'n3-flying-king', english: 'e6-kings' },
  },
  {
    id: 'precedence',
    source: 'data',
    key: (v) => v.rules.precedence,
    cell: (v, t) => text(t.precedence[v.rules.precedence]),
    lessons: { italian: 'i7-rule-1', international: 'n4-maximum-capture', english: 'e7-free-choice' },
  },
  {
    id: 'crowning',
    source: 'data',
    key: (v) => (v.rules.crownEndsCapture ? 'ends' : 'continues'),
    cell: (v, t) => text(t.crowning[v.rules.crownEndsCapture ? 'ends' : 'continues']),
    lessons: { italian: 'i5-crowning', international: 'n6-crowning-row', english: 'e5-crowning' },
  },
  {
    // With short jumps only, the moment of removal never changes which moves are legal (RULES §2.4); with
    // flying kings the captured pieces block until the move ends [FMJD 4.11]. The engine keeps them as
    // ghosts in every game, which is right for both.
    id: 'removal',
    source: 'data',
    key: kingKey,
    cell: (v, t) => text(t.removal[kingKey(v)]),
    lessons: { italian: 'i4-multiple-captures', international: 'n5-turkish-strike' },
  },
  {
    // No stalemate draw in any of the games [FID-10 r.10; FMJD 7.2.2; WCDF 1.30].
    id: 'blocked',
    source: 'rules',
    key: () => 'loses',
    cell: (_, t) => text(t.blocked),
    lessons: { italian: 'i11-winning', english: 'e8-winning' },
  },
  {
    // The official texts differ from what the site automates (RULES §0.3): a row of its own, per variant.
    id: 'drawsOfficial',
    source: 'rules',
    key: (v) => v.id,
    cell: (v, t) => text(t.drawsOfficial[v.id]),
    lessons: { italian: 'i12-draws', international: 'n7-notation-draws', english: 'e9-drawing' },
  },
  {
    id: 'drawsHere',
    source: 'data',
    key: (v) => {
      const d = v.rules.draws;
      return v.offered.play ? `${d.quietPlyLimit}/${d.repetition}/${d.endgameRules}` : 'not-offered';
    },
    cell: (v, t) => {
      if (!v.offered.play) return text(t.drawsHere.notOffered);
      const d = v.rules.draws;
      const parts = [
        fmt(t.drawsHere.quiet, { n: d.quietPlyLimit / 2 }),
        t.drawsHere.repetition[d.repetition],
      ];
      if (d.endgameRules) parts.push(t.drawsHere.endgame);
      return text(parts.join(' '));
    },
    lessons: { italian: 'i12-draws', international: 'n7-notation-draws', english: 'e9-drawing' },
  },
  {
    id: 'results',
    source: 'data',
    // Per game type, not per ruleset: Brazilian plays International rules but writes 1-0 (RULES §5.1).
    key: (v) => v.resultSet,
    cell: (v, t) => text(t.results[v.resultSet]),
    lessons: { italian: 'i13-reading-a-game', international: 'n7-notation-draws' },
  },
  {
    id: 'gameType',
    source: 'data',
    key: (v) => v.gameType,
    // Brazilian (type 26) is officially `26,W,8,8,A0,0`, algebraic; the site writes numbers (RULES §5.1).
    cell: (v, t) => {
      const note = t.gameTypeNote[v.id];
      return { text: `[GameType "${v.gameType}"]`, code: true, ...(note ? { note } : {}) };
    },
    // No lesson teaches the GameType tag (I13 writes moves, FEN and the result): no link.
    lessons: {},
  },
  {
    id: 'startFen',
    source: 'data',
    key: (v) => v.startFen,
    cell: (v) => ({ text: `[FEN "${v.startFen}"]`, code: true }),
    lessons: { italian: 'i13-reading-a-game' },
  },
];

export interface TableCell extends CellText {
  readonly variant: VariantId;
  /** the lesson id that teaches this cell's rule, when there is one */
  readonly lesson?: string;
  /** another game's cell whose value is not Italian draughts' (the table highlights it) */
  readonly differsFromItalian: boolean;
}

export interface TableRow {
  readonly id: RowId;
  readonly source: RowSpec['source'];
  readonly heading: string;
  /** every column has the same value: a rule the games share */
  readonly same: boolean;
  readonly cells: readonly TableCell[];
}

/** Every variant of the site, in the site's order: the table's columns. */
export const compareColumns = (): readonly Variant[] => VARIANT_IDS.map((id) => VARIANTS[id]);

/** The table in `lang`: one row per rule, one cell per variant (by default every variant of the site). */
export function compareTable(lang: Lang, columns: readonly Variant[] = compareColumns()): TableRow[] {
  const t = rulesTexts(lang);
  const italian = columns.find((v) => v.id === 'italian');
  return ROWS.map((row) => {
    const italianKey = italian ? row.key(italian) : undefined;
    return {
      id: row.id,
      source: row.source,
      heading: t.rows[row.id],
      same: new Set(columns.map((v) => row.key(v))).size === 1,
      cells: columns.map((v) => ({
        ...row.cell(v, t.cells),
        variant: v.id,
        lesson: row.lessons[v.id],
        differsFromItalian: italianKey !== undefined && v.id !== 'italian' && row.key(v) !== italianKey,
      })),
    };
  });
}
