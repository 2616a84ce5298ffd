/**
 * The player's last games (result, variant, level, score, date), each with a link to the analysis board
 * carrying its PDN, and the best score for each variant and level played.
 */

import { bestKey, type History as HistoryData } from '../../browser/storage/history';
import { tg as t } from '../../i18n/game';
import { variantName } from '../../i18n/ui';
import type { Lang } from '../../model/lang';
import { analysisLink } from '../../model/links';
import { LEVEL_VALUES, PLAY_VARIANTS } from '../../model/play';
import { levelName } from './record';

const dateOf = (lang: Lang, iso: string) =>
  new Date(iso).toLocaleDateString(t(lang, 'game.history.locale'), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

export function History({ lang, history }: { lang: Lang; history: HistoryData }) {
  if (history.games.length === 0) return null;
  const best = PLAY_VARIANTS.flatMap((variant) =>
    LEVEL_VALUES.map((level) => ({ variant, level, score: history.best[bestKey(variant, level)] })),
  ).filter((b) => b.score !== undefined);
  return (
    <section class="play-history" data-testid="history" aria-labelledby="play-history-title">
      <h2 id="play-history-title">{t(lang, 'game.history.title')}</h2>
      <div class="play-history__scroll">
        <table class="play-history__table">
          <thead>
            <tr>
              <th scope="col">{t(lang, 'game.history.result')}</th>
              <th scope="col">{t(lang, 'game.history.variant')}</th>
              <th scope="col">{t(lang, 'game.history.level')}</th>
              <th scope="col">{t(lang, 'game.history.score')}</th>
              <th scope="col">{t(lang, 'game.history.date')}</th>
              <th scope="col">
                <span class="visually-hidden">PDN</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {history.games.map((g) => (
              <tr key={`${g.date}${g.pdn.length}`} data-result={g.result} data-end={g.end}>
                <td>
                  {t(lang, `game.history.${g.result}`)}
                  {g.end && <span class="play-history__end"> · {t(lang, `game.end.${g.end}`)}</span>}
                </td>
                <td>{variantName(lang, g.variant)}</td>
                <td>{levelName(lang, g.level)}</td>
                <td class="play-history__score">{g.score}</td>
                <td>
                  <time datetime={g.date}>{dateOf(lang, g.date)}</time>
                </td>
                <td>
                  <a href={analysisLink(lang, g.variant, { pdn: g.pdn })} data-action="history-analyse">
                    {t(lang, 'game.history.analyse')}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {best.length > 0 && (
        <>
          <h3>{t(lang, 'game.history.best')}</h3>
          <ul class="play-history__best" data-testid="best-scores">
            {best.map((b) => (
              <li key={bestKey(b.variant, b.level)} data-key={bestKey(b.variant, b.level)}>
                {variantName(lang, b.variant)}, {levelName(lang, b.level)}: <strong>{b.score}</strong>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
