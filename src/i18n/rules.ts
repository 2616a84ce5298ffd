/**
 * Strings of the rules pages: the comparison table and the one-page summaries of each game. Pages are static,
 * so these tables stay on the server. The cell texts are keyed by the values of the engine's variant data
 * (src/engine/rules/variants.ts): a new value is a type error here until both languages say what it means.
 */

import type { Lang } from '../model/lang';
import { rulesEn } from './rules-en';
import { rulesIt } from './rules-it';
import type { RulesTexts } from './rules-types';

export type { CompareCells, RulesGame, RulesTexts } from './rules-types';

const tables: { readonly [L in Lang]: RulesTexts } = { it: rulesIt, en: rulesEn };

export const rulesTexts = (lang: Lang): RulesTexts => tables[lang];
