import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { isLang, langs, otherLang, routes, strings, t } from '../../src/i18n/index';
import { it as itStrings } from '../../src/i18n/it';

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
    expect(t('it', 'nav.rules')).toBe('Regole a confronto');
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
