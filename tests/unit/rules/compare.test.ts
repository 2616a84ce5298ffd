import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  compareColumns,
  compareTable,
  ROWS,
  type RowId,
  type TableRow,
} from '../../../src/build/rules/compare';
import { createVariant, VARIANT_IDS, VARIANTS, type Variant } from '../../../src/engine';
import { placeholdersOf } from '../../../src/i18n/format';
import { rulesTexts } from '../../../src/i18n/rules';
import { langs } from '../../../src/model/lang';
import { lessonFolders } from '../course/load';

const cellOf = (rows: TableRow[], row: RowId, variant: string) => {
  const r = rows.find((x) => x.id === row);
  const c = r?.cells.find((x) => x.variant === variant);
  if (!c) throw new Error(`no cell ${row}/${variant}`);
  return c.text;
};

describe('the comparison table follows the variant data', () => {
  it('has one column per variant of the one list, in its order', () => {
    expect(compareColumns().map((v) => v.id)).toEqual(VARIANT_IDS);
    for (const row of compareTable('en')) expect(row.cells.map((c) => c.variant)).toEqual(VARIANT_IDS);
  });

  it('says what RULES §1 says, in English', () => {
    const rows = compareTable('en');
    expect(cellOf(rows, 'board', 'italian')).toBe('8×8, played on the 32 dark squares');
    expect(cellOf(rows, 'board', 'international')).toBe('10×10, played on the 50 dark squares');
    expect(cellOf(rows, 'darkCorner', 'italian')).toMatch(/^Bottom right/);
    expect(cellOf(rows, 'darkCorner', 'english')).toMatch(/^Bottom left/);
    expect(cellOf(rows, 'numbering', 'italian')).toContain('1 is the corner a8, 32 the corner h1');
    expect(cellOf(rows, 'numbering', 'english')).toContain('1 is b8, 32 is g1');
    expect(cellOf(rows, 'numbering', 'brazilian')).toContain('1 is b8, 32 is g1');
    expect(cellOf(rows, 'numbering', 'international')).toContain('1 is b10, 50 is i1');
    expect(cellOf(rows, 'setup', 'international')).toBe('20 men each: Black on 1–20, White on 31–50');
    expect(cellOf(rows, 'setup', 'italian')).toBe('12 men each: Black on 1–12, White on 21–32');
    expect(
      ['italian', 'international', 'english', 'brazilian'].map((v) => cellOf(rows, 'firstMover', v)),
    ).toEqual(['White', 'White', 'Black', 'White']);
    expect(cellOf(rows, 'manCaptures', 'italian')).toMatch(/^Forwards only/);
    expect(cellOf(rows, 'manCaptures', 'brazilian')).toMatch(/^Forwards and backwards/);
    expect(cellOf(rows, 'manTakesKing', 'italian')).toMatch(/^No/);
    expect(cellOf(rows, 'manTakesKing', 'english')).toMatch(/^Yes/);
    expect(cellOf(rows, 'kingMoves', 'international')).toMatch(/^Flying/);
    expect(cellOf(rows, 'kingMoves', 'english')).toMatch(/^One square/);
    expect(cellOf(rows, 'precedence', 'italian')).toContain('four criteria');
    expect(cellOf(rows, 'precedence', 'international')).toContain('most pieces');
    expect(cellOf(rows, 'precedence', 'english')).toContain('you choose');
    expect(cellOf(rows, 'crowning', 'italian')).toContain('move ends');
    expect(cellOf(rows, 'crowning', 'international')).toContain('stays a man');
    expect(cellOf(rows, 'removal', 'international')).toContain('Turkish strike');
    expect(cellOf(rows, 'drawsHere', 'italian')).toBe(
      'Automatic draw after 40 moves each with no capture and no man move. Threefold repetition: you can claim a draw.',
    );
    expect(cellOf(rows, 'drawsHere', 'international')).toBe(
      'Automatic draw after 25 moves each with no capture and no man move. Threefold repetition: automatic draw. The 16- and 5-move endgame rules.',
    );
    expect(cellOf(rows, 'drawsHere', 'brazilian')).toBe('Not offered against the computer.');
    expect(cellOf(rows, 'results', 'international')).toBe('Win 2-0 or 0-2, draw 1-1');
    // RULES §5.1: GameType 26 (Brazilian) uses the Default results, though it plays International rules.
    expect(cellOf(rows, 'results', 'brazilian')).toBe('Win 1-0 or 0-1, draw 1/2-1/2');
    // FMJD 7.3 (RULES §3.7): International draws by agreement too.
    expect(cellOf(rows, 'drawsOfficial', 'international')).toMatch(/^By agreement \(FMJD 7\.3\)/);
    // FMJD 4.6, 4.13 (RULES §3.4–3.5): the free landing holds after the last piece only.
    expect(cellOf(rows, 'kingCaptures', 'international')).toContain('After the last piece');
    expect(cellOf(rows, 'gameType', 'italian')).toBe('[GameType "22"]');
    expect(cellOf(rows, 'gameType', 'english')).toBe('[GameType "21"]');
    expect(cellOf(rows, 'startFen', 'english')).toBe('[FEN "B:W21-32:B1-12"]');
    expect(cellOf(rows, 'startFen', 'international')).toBe('[FEN "W:W31-50:B1-20"]');
  });

  it('reads every data row from the variant: the text picked by the data value, in both languages', () => {
    for (const lang of langs) {
      const t = rulesTexts(lang).cells;
      const rows = compareTable(lang);
      for (const id of VARIANT_IDS) {
        const v = VARIANTS[id];
        const r = v.rules;
        const expected: Partial<Record<RowId, string>> = {
          darkCorner: t.darkCorner[v.darkCorner],
          firstMover: t.firstMover[r.firstMover],
          manCaptures: t.manCaptures[r.menCaptureBackward ? 'both' : 'forward'],
          manTakesKing: t.manTakesKing[r.menCaptureKings ? 'yes' : 'no'],
          kingMoves: t.kingMoves[r.flyingKings ? 'flying' : 'short'],
          kingCaptures: t.kingCaptures[r.flyingKings ? 'flying' : 'short'],
          precedence: t.precedence[r.precedence],
          crowning: t.crowning[r.crownEndsCapture ? 'ends' : 'continues'],
          removal: t.removal[r.flyingKings ? 'flying' : 'short'],
          results: t.results[v.resultSet],
          drawsOfficial: t.drawsOfficial[id],
          gameType: `[GameType "${v.gameType}"]`,
          startFen: `[FEN "${v.startFen}"]`,
        };
        for (const [row, text] of Object.entries(expected)) {
          expect(cellOf(rows, row as RowId, id), `${lang} ${row} ${id}`).toBe(text);
        }
      }
    }
  });

  it('marks the rules every game shares, and only those', () => {
    const same = compareTable('en')
      .filter((r) => r.same)
      .map((r) => r.id);
    expect(same).toEqual(['manMoves', 'blocked']);
    // International and Brazilian share every rule but not the board.
    const two = compareTable('en', [VARIANTS.international, VARIANTS.brazilian]).filter((r) => r.same);
    expect(two.map((r) => r.id)).toContain('precedence');
    expect(two.map((r) => r.id)).not.toContain('board');
  });

  it('changes when the engine data changes', () => {
    const english = VARIANTS.english;
    const whiteFirst: Variant = { ...english, rules: { ...english.rules, firstMover: 'white' } };
    expect(cellOf(compareTable('en', [whiteFirst]), 'firstMover', 'english')).toBe('White');
    // International rules on the Italian board: the rule rows follow the ruleset, the board rows the board.
    const mixed = createVariant('italian', {
      ruleset: 'international',
      size: 8,
      darkCorner: 'near-right',
      gameType: '22',
      resultSet: 'default',
      offered: { play: false, lessons: false, analysis: false },
    });
    const rows = compareTable('en', [mixed]);
    expect(cellOf(rows, 'kingMoves', 'italian')).toMatch(/^Flying/);
    expect(cellOf(rows, 'manTakesKing', 'italian')).toMatch(/^Yes/);
    expect(cellOf(rows, 'precedence', 'italian')).toContain('most pieces');
    expect(cellOf(rows, 'numbering', 'italian')).toContain('1 is the corner a8');
    expect(cellOf(rows, 'drawsHere', 'italian')).toBe('Not offered against the computer.');
  });

  it('marks as "data" exactly the rows whose cells differ when the data differ', () => {
    // A 'rules' row states a rule with no field in the data: its text may depend only on the variant's id.
    for (const row of ROWS.filter((r) => r.source === 'rules')) {
      const keys = new Set(VARIANT_IDS.map((id) => row.key(VARIANTS[id])));
      expect(keys.size === 1 || [...keys].every((k) => (VARIANT_IDS as string[]).includes(k)), row.id).toBe(
        true,
      );
    }
    for (const row of ROWS.filter((r) => r.source === 'data')) {
      const keys = new Set(VARIANT_IDS.map((id) => row.key(VARIANTS[id])));
      expect(keys.size, `${row.id} should tell the variants apart`).toBeGreaterThan(1);
    }
  });
});

describe('the rules texts', () => {
  /** Every string of a nested text table, with its path. */
  const leaves = (o: unknown, path = ''): [string, string][] =>
    typeof o === 'string'
      ? [[path, o]]
      : Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => leaves(v, `${path}.${k}`));

  it('has the same keys and placeholders in both languages, and no empty string', () => {
    const it = new Map(leaves(rulesTexts('it')));
    const en = new Map(leaves(rulesTexts('en')));
    expect([...en.keys()].sort()).toEqual([...it.keys()].sort());
    for (const [key, value] of it) {
      expect(value.trim(), key).not.toBe('');
      expect(placeholdersOf(en.get(key) ?? '').sort(), key).toEqual(placeholdersOf(value).sort());
    }
  });

  it('names every row of the table', () => {
    for (const lang of langs) {
      for (const row of compareTable(lang)) expect(row.heading.length, row.id).toBeGreaterThan(3);
    }
  });
});

describe('the highlight of what differs from Italian', () => {
  it('marks, row by row, exactly the other games’ cells whose value is not Italian’s', () => {
    const rows = compareTable('en');
    for (const row of rows) {
      const spec = ROWS.find((r) => r.id === row.id);
      if (!spec) throw new Error(row.id);
      const italianKey = spec.key(VARIANTS.italian);
      for (const cell of row.cells) {
        const expected = cell.variant !== 'italian' && spec.key(VARIANTS[cell.variant]) !== italianKey;
        expect(cell.differsFromItalian, `${row.id}/${cell.variant}`).toBe(expected);
      }
    }
    const of = (row: RowId, v: string) =>
      rows.find((r) => r.id === row)?.cells.find((c) => c.variant === v)?.differsFromItalian;
    // A man may take a king in English and International draughts, not in Italian [FID-ART5 5.3].
    expect(of('manTakesKing', 'english')).toBe(true);
    expect(of('manTakesKing', 'international')).toBe(true);
    // English kings are short like Italian ones; International kings fly.
    expect(of('kingMoves', 'english')).toBe(false);
    expect(of('kingMoves', 'international')).toBe(true);
    // What every game shares is never highlighted.
    expect(rows.filter((r) => r.same).flatMap((r) => r.cells.filter((c) => c.differsFromItalian))).toEqual(
      [],
    );
  });
});

describe('the Brazilian GameType', () => {
  it('says on the page that the official form is algebraic and the site writes numbers (RULES §5.1)', () => {
    for (const lang of langs) {
      const cell = compareTable(lang)
        .find((r) => r.id === 'gameType')
        ?.cells.find((c) => c.variant === 'brazilian');
      expect(cell?.text).toBe('[GameType "26,W,8,8,N2,0"]');
      expect(cell?.note).toContain('26,W,8,8,A0,0');
    }
    // The games written in their official form carry no note.
    const notes = compareTable('en')
      .find((r) => r.id === 'gameType')
      ?.cells.filter((c) => c.note)
      .map((c) => c.variant);
    expect(notes).toEqual(['brazilian']);
  });
});

describe('links to the lessons', () => {
  const lessons = new Map(
    lessonFolders().map((folder) => {
      const data = parse(readFileSync(join(folder, 'lesson.yaml'), 'utf8')) as {
        id: string;
        variant: string;
      };
      return [data.id, data.variant] as const;
    }),
  );

  it('every lesson a row names exists, in the course of its column', () => {
    for (const row of ROWS) {
      for (const [variant, id] of Object.entries(row.lessons)) {
        expect(lessons.get(id), `${row.id}/${variant}: ${id}`).toBe(variant);
      }
    }
  });

  it('every lesson a row links teaches that row: its English text names the rule', () => {
    // What a lesson must mention to be linked from the row; rows not listed link lessons by their subject.
    const mentions: Partial<Record<RowId, RegExp>> = {
      manMoves: /forwards/i,
      manTakesKing: /king/i,
      removal: /off the board|remov|lift|stays? on the board|Turkish strike/i,
      blocked: /no move|cannot move|blocked|stuck/i,
      results: /1-0|2-0/,
      gameType: /GameType/,
      startFen: /\bFEN\b/,
      drawsOfficial: /draw/i,
      drawsHere: /draw/i,
    };
    const folderOf = new Map(
      lessonFolders().map((folder) => {
        const data = parse(readFileSync(join(folder, 'lesson.yaml'), 'utf8')) as { id: string };
        return [data.id, folder] as const;
      }),
    );
    for (const row of ROWS) {
      const needs = mentions[row.id];
      if (!needs) continue;
      for (const [variant, id] of Object.entries(row.lessons)) {
        const text = readFileSync(join(folderOf.get(id) ?? '', 'en.mdx'), 'utf8');
        expect(needs.test(text), `${row.id}/${variant}: ${id}`).toBe(true);
      }
    }
  });

  it('every <Lesson> and <Row> in the rules pages exists', () => {
    const dir = join(import.meta.dirname, '../../../src/content/rules/text');
    const files = readdirSync(dir).filter((f) => f.endsWith('.mdx'));
    expect(files.length).toBe(6);
    const rowIds = new Set<string>(ROWS.map((r) => r.id));
    for (const f of files) {
      const body = readFileSync(join(dir, f), 'utf8');
      const lessonIds = [...body.matchAll(/<Lesson id="([^"]+)"/g)].map((m) => m[1]);
      expect(lessonIds.length, f).toBeGreaterThan(3);
      for (const id of lessonIds) expect(lessons.has(id), `${f}: ${id}`).toBe(true);
      for (const m of body.matchAll(/<Row id="([^"]+)"/g))
        expect(rowIds.has(m[1]), `${f}: ${m[1]}`).toBe(true);
    }
  });
});
