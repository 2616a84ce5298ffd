/**
 * The rules pages: one summary per full game (the variants offered for play: Brazilian draughts is analysis
 * only, RULES §3.9, and is described on the International page), an index, and the comparison table.
 */
import { type OfferedVariant, variantsFor } from '../../engine';
import { type Lang, routes } from '../../i18n';
import { courseSegment } from '../course';

export type RulesGame = OfferedVariant<'play'>;

/** The games with a rules page, in the site's order. */
export const rulesGames: readonly RulesGame[] = variantsFor('play');

/** /it/regole/dama-italiana/, /en/rules/italian/: the same folder names as the courses. */
export const rulesUrl = (lang: Lang, game: RulesGame): string =>
  `${routes.rules[lang]}${courseSegment(lang, game)}/`;
