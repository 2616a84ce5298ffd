import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PUZZLE_THEMES } from '../../src/engine/index';
import { VARIANT_IDS } from '../../src/engine/rules/variants';
import { analysisStrings, ta } from '../../src/i18n/analysis';
import { courseEn } from '../../src/i18n/course-en';
import { courseEndgameEn } from '../../src/i18n/course-endgame-en';
import { courseEndgameIt } from '../../src/i18n/course-endgame-it';
import { courseIt } from '../../src/i18n/course-it';
import { editorEn } from '../../src/i18n/editor-en';
import { editorIt } from '../../src/i18n/editor-it';
import { en } from '../../src/i18n/en';
import { fenErrorText } from '../../src/i18n/errors';
import { fmt, placeholdersOf } from '../../src/i18n/format';
import { tg } from '../../src/i18n/game';
import { isLang, langs, otherLang, routes, strings, t } from '../../src/i18n/index';
import { it as itStrings } from '../../src/i18n/it';
import { linkErrorText } from '../../src/i18n/link-errors';
import { linkErrorsEn } from '../../src/i18n/link-errors-en';
import { linkErrorsIt } from '../../src/i18n/link-errors-it';
import { pairsEn } from '../../src/i18n/pairs-en';
import { pairsIt } from '../../src/i18n/pairs-it';
import { pdnErrorText } from '../../src/i18n/pdn-errors';
import { pluralOf } from '../../src/i18n/plural';
import { THEMES, themeInfo } from '../../src/i18n/puzzle-themes';
import { puzzlesEn } from '../../src/i18n/puzzles-en';
import { puzzlesIt } from '../../src/i18n/puzzles-it';
import { quizEn } from '../../src/i18n/quiz-en';
import { quizIt } from '../../src/i18n/quiz-it';
import { cancelledText, countText, evalText } from '../../src/i18n/review';
import { reviewEn } from '../../src/i18n/review-en';
import { reviewIt } from '../../src/i18n/review-it';
import { tu, variantName } from '../../src/i18n/ui';
import { variantNamesEn } from '../../src/i18n/ui-en';
import { variantNamesIt } from '../../src/i18n/ui-it';

describe('i18n strings', () => {
  it('has the same keys in every language', () => {
    const reference = Object.keys(itStrings).sort();
    for (const lang of langs) {
      expect(Object.keys(strings[lang]).sort(), lang).toEqual(reference);
    }
    expect(Object.keys(en).sort()).toEqual(reference);
  });

  it('has no empty string', () => {
    for (const lang of langs) {
      for (const [key, value] of Object.entries(strings[lang])) {
        expect(value.trim(), `${lang}:${key}`).not.toBe('');
      }
    }
  });

  it('defines the site name and the nav labels', () => {
    expect(t('it', 'site.name')).toBe('Damiera');
    expect(t('en', 'site.name')).toBe('Damiera');
    expect(t('it', 'nav.lessons')).toBe('Lezioni');
    expect(t('en', 'nav.analysis')).toBe('Analysis');
    expect(t('it', 'nav.rules')).toBe('Regole');
  });
});

describe('routes', () => {
  it('prefixes every route with its language', () => {
    for (const [name, byLang] of Object.entries(routes)) {
      for (const lang of langs) {
        expect(byLang[lang], name).toMatch(new RegExp(`^/${lang}/(?:[a-z0-9-]+/)*$`));
      }
    }
  });

  it('knows its languages', () => {
    expect(isLang('it')).toBe(true);
    expect(isLang('fr')).toBe(false);
    expect(otherLang('it')).toBe('en');
    expect(otherLang('en')).toBe('it');
  });
});

describe('fmt, the one formatter', () => {
  it('fills every placeholder, numbers included, as often as it appears', () => {
    expect(fmt('Casella {n}', { n: 22 })).toBe('Casella 22');
    expect(fmt('{a} e {b}, poi {a}', { a: 'x', b: 0 })).toBe('x e 0, poi x');
    expect(fmt('no placeholder', {})).toBe('no placeholder');
  });

  it('types the parameters from the template, and refuses a missing one at run time too', () => {
    // @ts-expect-error the parameter n is missing
    expect(() => fmt('Casella {n}', {})).toThrow(/\{n\}/);
    // @ts-expect-error a misspelt parameter is not the one the template needs
    expect(() => fmt('Livello {level}', { levle: 3 })).toThrow(/\{level\}/);
    // @ts-expect-error a template with placeholders needs its parameters
    expect(() => tu('it', 'board.square')).toThrow(/\{n\}/);
    // @ts-expect-error a plain string takes no parameters
    tu('it', 'board.flip', { n: 1 });
  });

  it('fills the lookups of every table', () => {
    expect(tu('it', 'board.square', { n: 22 })).toBe('Casella 22');
    expect(tu('en', 'board.square', { n: 22 })).toBe('Square 22');
    expect(tg('en', 'game.score.win', { level: 'Hard', n: 5 })).toBe('Win at level Hard: 100 + 50 × 5');
    expect(t('it', 'game.draw.in', { n: 3 })).toBe('Patta tra 3 mosse');
    expect(ta(analysisStrings('en'), 'analysis.copy')).toBe('Copy');
    expect(linkErrorText('en', 'unknown-variant', { token: 'chess' })).toContain('“chess”');
  });

  it('finds the placeholders of a template', () => {
    expect(placeholdersOf('Vittoria al livello {level}: 100 + 50 × {n}')).toEqual(['level', 'n']);
    expect(placeholdersOf('niente')).toEqual([]);
  });
});

describe('every language has the same placeholders as the Italian reference', () => {
  const tables: ReadonlyArray<
    readonly [string, Readonly<Record<string, string>>, Readonly<Record<string, string>>]
  > = [
    ['site', strings.it, strings.en],
    ['exercises', courseIt, courseEn],
    ['endgame steps', courseEndgameIt, courseEndgameEn],
    ['position editor', editorIt, editorEn],
    ['analysis link errors', linkErrorsIt, linkErrorsEn],
    ['variant names', variantNamesIt, variantNamesEn],
    ['puzzle trainer', puzzlesIt, puzzlesEn],
    ['rules quiz', quizIt, quizEn],
    ['concept pairs', pairsIt, pairsEn],
    ['game review', reviewIt, reviewEn],
  ];
  for (const [name, ref, other] of tables) {
    it(name, () => {
      expect(Object.keys(other).sort()).toEqual(Object.keys(ref).sort());
      for (const [key, text] of Object.entries(ref)) {
        expect(placeholdersOf(other[key]).sort(), key).toEqual(placeholdersOf(text).sort());
        expect(other[key].trim(), key).not.toBe('');
      }
    });
  }
});

describe('counts take the plural form of their number', () => {
  it('picks one for 1 and other for 0 and 2 or more, in each language', () => {
    for (const lang of langs) {
      expect(
        [0, 1, 2, 5].map((n) => pluralOf(lang, n)),
        lang,
      ).toEqual(['other', 'one', 'other', 'other']);
    }
  });

  it('says the review’s counts with the right noun forms', () => {
    const counts = { inaccuracy: 1, mistake: 0, blunder: 2 };
    expect(countText('en', 'You', counts)).toBe('You: 1 inaccuracy, 0 mistakes, 2 blunders.');
    expect(countText('it', 'Tu', counts)).toBe('Tu: 1 imprecisione, 0 errori, 2 errori gravi.');
    expect(countText('en', 'You', { inaccuracy: 3, mistake: 1, blunder: 1 })).toBe(
      'You: 3 inaccuracies, 1 mistake, 1 blunder.',
    );
    expect(countText('it', 'Tu', { inaccuracy: 0, mistake: 1, blunder: 1 })).toBe(
      'Tu: 0 imprecisioni, 1 errore, 1 errore grave.',
    );
  });

  it('writes evaluations with a sign, one decimal in each language’s way, and a true minus', () => {
    expect(evalText('en', -3.1, undefined)).toBe('\u22123.1');
    expect(evalText('it', -3, undefined)).toBe('\u22123,0');
    expect(evalText('it', 1.54, undefined)).toBe('+1,5');
    expect(evalText('en', 0, undefined)).toBe('0.0');
    expect(evalText('en', 99, { winner: 'white', moves: 3 })).toBe('White wins');
  });

  it('says how far a stopped review got', () => {
    expect(cancelledText('it', 1, 9)).toContain('1 posizione su 9 già guardata.');
    expect(cancelledText('it', 4, 9)).toContain('4 posizioni su 9 già guardate.');
    expect(cancelledText('en', 1, 9)).toContain('1 of 9 positions done.');
  });
});

describe('puzzle themes', () => {
  it('every theme has its words in every language, and each language’s slugs are URL-safe and distinct', () => {
    for (const lang of langs) {
      const slugs = PUZZLE_THEMES.map((id) => themeInfo(lang, id).slug);
      expect(new Set(slugs).size, lang).toBe(slugs.length);
      for (const id of PUZZLE_THEMES) {
        const w = themeInfo(lang, id);
        expect(w.slug, `${lang} ${id}`).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
        for (const text of [w.name, w.rule, w.text]) expect(text.trim(), `${lang} ${id}`).not.toBe('');
      }
    }
  });

  it('has words for exactly the engine’s themes (the table is keyed by PuzzleTheme)', () => {
    expect(Object.keys(THEMES).sort()).toEqual([...PUZZLE_THEMES].sort());
  });
});

describe('names and sentences from the variants’ data', () => {
  it('names every variant in every language', () => {
    for (const lang of langs) {
      for (const id of VARIANT_IDS) expect(variantName(lang, id).trim(), `${lang}:${id}`).not.toBe('');
    }
    expect(variantName('it', 'brazilian')).toBe('Regole internazionali su 8×8 (dama brasiliana)');
    expect(variantName('en', 'brazilian')).toBe('International rules on 8×8 (Brazilian draughts)');
  });

  it('lists the variants and GameTypes the engine reads in the error sentences', () => {
    const unknown = { code: 'unknown-variant', message: '', token: 'chess' } as const;
    expect(fenErrorText(unknown, 'it')).toBe(
      'Variante sconosciuta «chess»: usa italian, international, english o brazilian.',
    );
    expect(fenErrorText(unknown, 'en')).toContain('italian, international, english, or brazilian');
    const gameType = { code: 'unknown-game-type', message: '', text: '99' } as const;
    expect(pdnErrorText(gameType, 'it')).toContain('GameType 20, 21, 22 e 26');
    expect(pdnErrorText(gameType, 'en')).toContain('GameType 20, 21, 22, and 26');
  });

  it('says where a PDN error is, in each language', () => {
    const e = { code: 'illegal-move', message: '', moveNumber: 3, color: 'black', text: '11-15' } as const;
    expect(pdnErrorText(e, 'it')).toBe(
      'Questa mossa non è legale nella posizione raggiunta (mossa 3… 11-15).',
    );
    expect(pdnErrorText(e, 'en')).toBe('This move is not legal in the position reached (move 3… 11-15).');
    expect(pdnErrorText({ code: 'bad-tag', message: '', line: 4 }, 'en')).toBe(
      'A [Name "value"] header cannot be read (line 4).',
    );
  });
});

describe('no language is picked with a ternary', () => {
  // A third language would mean hunting for these: strings are chosen from tables keyed by language.
  it('src has no `lang === …` ternary', () => {
    const root = fileURLToPath(new URL('../../src', import.meta.url));
    const code = `['"](?:${langs.join('|')})['"]`;
    // `lang === 'it'`, `'en' === lang`, `? 'it' : 'en'`
    const ternary = new RegExp(
      `\\blang\\s*===\\s*${code}|${code}\\s*===\\s*lang\\b|\\?\\s*${code}\\s*:\\s*${code}`,
    );
    const offenders: string[] = [];
    for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      if (!/\.(ts|tsx|astro|mjs)$/.test(file)) continue;
      const text = readFileSync(`${root}/${file}`, 'utf8');
      if (ternary.test(text)) {
        offenders.push(file);
      }
    }
    expect(offenders).toEqual([]);
  });
});
