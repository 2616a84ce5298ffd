/**
 * The glossary (src/content/glossary/terms.yaml): its schema, the checks across entries, the order of each
 * language, and the link between the lessons' <Term> marks and the entries.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkTerms, usedTerms } from '../../src/build/course/check';
import { checkGlossary, plainText, segments, sortEntries } from '../../src/build/glossary/model';
import { markFirstTerms } from '../../src/build/glossary/remark-first-term';
import { type GlossaryEntry, glossarySchema } from '../../src/build/glossary/schema';
import { loadCourse } from './course/load';

const file = join(import.meta.dirname, '../../src/content/glossary/terms.yaml');
const raw = () => parse(readFileSync(file, 'utf8'));
const entries: GlossaryEntry[] = glossarySchema.parse(raw());
const ids = new Set(entries.map((e) => e.id));
const course = loadCourse();

const issues = (data: unknown) => {
  const r = glossarySchema.safeParse(data);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('the glossary in the repository', () => {
  it('passes the schema and the checks across entries', () => {
    expect(issues(raw())).toEqual([]);
    expect(checkGlossary(entries)).toEqual([]);
  });

  it('gives every entry a term and a definition in both languages', () => {
    for (const e of entries) {
      for (const lang of ['it', 'en'] as const) {
        expect(e[lang].term.trim(), `${e.id}.${lang}.term`).not.toBe('');
        expect(e[lang].definition.trim().length, `${e.id}.${lang}.definition`).toBeGreaterThan(20);
      }
    }
  });

  it('has every term of CURRICULUM §7, marking the informal and the popular words', () => {
    const curriculum = [
      'dama',
      'pedina',
      'damone',
      'damiera',
      'cantone',
      'biscacco',
      'grande-diagonale',
      'presa',
      'presa-multipla',
      'priorita-di-presa',
      'soffio',
      'damatura',
      'tiro',
      'colpo',
      'intenzione',
      'cambio',
      'baratto',
      'forzatura',
      'mossa-di-attesa',
      'occhiali',
      'forchetta',
      'opposizione',
      'sponda',
      'patta',
    ];
    expect(curriculum.filter((id) => !ids.has(id))).toEqual([]);
    const byId = (id: string) => entries.find((e) => e.id === id);
    expect(byId('damone')?.it.register).toBe('informal');
    expect(byId('damone')?.see).toContain('dama');
    expect(byId('colpo')?.it.register).toBe('popular');
    expect(byId('colpo')?.see).toContain('tiro');
    // Only those two: the other words are the federation's own.
    expect(entries.filter((e) => e.it.register).map((e) => e.id)).toEqual(['damone', 'colpo']);
  });
});

describe('every <Term> of the lessons has a glossary entry', () => {
  it('the lessons use Term marks, and each id is in the glossary', () => {
    const used = new Set(
      course.lessons.flatMap((l) => [
        ...usedTerms(l.texts.it?.body ?? ''),
        ...usedTerms(l.texts.en?.body ?? ''),
      ]),
    );
    expect(used.size).toBeGreaterThanOrEqual(10);
    expect([...used].filter((id) => !ids.has(id))).toEqual([]);
    expect(checkTerms(course.lessons, ids)).toEqual([]);
  });

  it('an unknown id is reported with the prose file and the id', () => {
    const base = course.lessons.find((l) => l.data.id === 'i1-board');
    if (!base?.texts.it || !base.texts.en) throw new Error('lesson i1-board is missing');
    const broken = {
      ...base,
      texts: {
        it: { file: 'x/it.mdx', body: `${base.texts.it.body}\nLa <Term id="scacco">scacco</Term>.` },
        en: base.texts.en,
      },
    };
    expect(checkTerms([broken], ids)).toEqual([
      'x/it.mdx: <Term id="scacco"> has no entry in the glossary (src/content/glossary/terms.yaml)',
    ]);
    // Without the entry for "cantone", both languages of the lesson are named.
    const fewer = new Set([...ids].filter((id) => id !== 'cantone'));
    expect(checkTerms([base], fewer)).toEqual([
      `${base.texts.it.file}: <Term id="cantone"> has no entry in the glossary (src/content/glossary/terms.yaml)`,
      `${base.texts.en.file}: <Term id="cantone"> has no entry in the glossary (src/content/glossary/terms.yaml)`,
    ]);
  });

  it('reads the ids of Term marks in order, with either quote', () => {
    expect(
      usedTerms(`A <Term id="dama">king</Term>, a <Term id='pedina'>man</Term>, <Term id="dama">K</Term>`),
    ).toEqual(['dama', 'pedina', 'dama']);
  });
});

describe('broken glossary data is caught', () => {
  it('a missing language, an empty definition, a bad id, an unknown field, an unknown register', () => {
    const data = raw();
    delete data[0].en;
    data[1].it.definition = '  ';
    data[2].id = 'Grande Diagonale';
    data[3].it.note = 'x';
    data[4].it.register = 'slang';
    const found = issues(data).join('\n');
    expect(found).toMatch(/^0\.en: Required$/m);
    expect(found).toMatch(/^1\.it\.definition: must not be empty$/m);
    expect(found).toMatch(/^2\.id: must be lowercase words joined by hyphens/m);
    expect(found).toMatch(/^3\.it: Unrecognized key: "note"$/m);
    expect(found).toMatch(/^4\.it\.register: Invalid option: expected one of "informal"\|"popular"$/m);
  });

  it('a repeated id, a repeated term, and see-also links that lead nowhere', () => {
    const data: GlossaryEntry[] = structuredClone(entries);
    const tiro = data.find((e) => e.id === 'tiro');
    const colpo = data.find((e) => e.id === 'colpo');
    if (!tiro || !colpo) throw new Error('tiro and colpo are in the glossary');
    data.push({ ...tiro, en: { ...tiro.en, term: 'shot again' } });
    colpo.en.term = 'Tiro';
    tiro.see = ['tiro', 'scacco'];
    const found = checkGlossary(data).join('\n');
    expect(found).toMatch(/the id "tiro" is used twice/);
    expect(found).toMatch(/"colpo" and "tiro" have the same en term "tiro"/);
    expect(found).toMatch(/"tiro" lists itself under see/);
    expect(found).toMatch(/"tiro" sees "scacco", which has no entry/);
  });
});

describe('the order of each page', () => {
  const order = (lang: 'it' | 'en') => sortEntries(entries, lang).map((e) => e[lang].term);

  it('is alphabetical in the language of the page, not the order of the file', () => {
    const it = order('it');
    const en = order('en');
    expect(it.slice(0, 4)).toEqual(['abbandono', 'baratto', 'biscacco', 'blocco']);
    expect(en.slice(0, 4)).toEqual(['baratto', 'biscacco', 'block', 'board']);
    // "dama" and "king" are one entry, in different places.
    expect(it.indexOf('dama')).toBeLessThan(it.indexOf('damatura'));
    expect(en.indexOf('intenzione')).toBeLessThan(en.indexOf('king'));
    expect(en.indexOf('king')).toBeLessThan(en.indexOf('long diagonal'));
    // Capitals and accents do not move a word: "Turkish strike" after "tiro", "priorità" among the p's.
    expect(en.indexOf('tiro')).toBe(en.indexOf('Turkish strike') - 1);
    expect(it.indexOf('presa multipla')).toBe(it.indexOf('priorità di presa') - 1);
  });
});

describe('the markup of the texts', () => {
  it('puts *words* in italics and leaves an odd asterisk as written', () => {
    expect(segments('Si dice *mangiare*, o *prendere*.')).toEqual([
      { text: 'Si dice ', em: false },
      { text: 'mangiare', em: true },
      { text: ', o ', em: false },
      { text: 'prendere', em: true },
      { text: '.', em: false },
    ]);
    expect(segments('5 * 4')).toEqual([{ text: '5 * 4', em: false }]);
    expect(plainText('In Italian, *dama* is also the name of the game.')).toBe(
      'In Italian, dama is also the name of the game.',
    );
  });
});

describe('the first Term of each id is marked for a link', () => {
  type N = {
    type: string;
    name?: string;
    attributes?: { type: string; name: string; value: unknown }[];
    children?: N[];
  };
  const term = (id: string): N => ({
    type: 'mdxJsxTextElement',
    name: 'Term',
    attributes: [{ type: 'mdxJsxAttribute', name: 'id', value: id }],
    children: [{ type: 'text' }],
  });
  const isFirst = (n: N) => n.attributes?.some((a) => a.name === 'first' && a.value === null) ?? false;

  it('in reading order, through nested paragraphs and lists, once per id', () => {
    const a = term('cantone');
    const b = term('pedina');
    const c = term('cantone');
    const d = term('dama');
    const e = term('pedina');
    const tree: N = {
      type: 'root',
      children: [
        { type: 'paragraph', children: [{ type: 'strong', children: [a] }, b] },
        {
          type: 'list',
          children: [{ type: 'listItem', children: [{ type: 'paragraph', children: [c, d] }] }],
        },
        { type: 'mdxJsxFlowElement', name: 'Step', attributes: [] },
        { type: 'paragraph', children: [e] },
      ],
    };
    expect(markFirstTerms(tree)).toEqual(['cantone', 'pedina', 'dama']);
    expect([a, b, c, d, e].map(isFirst)).toEqual([true, true, false, true, false]);
  });
});
