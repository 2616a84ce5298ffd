/** The moves so far as a compact numbered list (PDN move text), the latest marked and kept in view. */
import { useEffect, useRef } from 'preact/hooks';
import type { Game } from '../../engine/index';
import { tg as t } from '../../i18n/game';
import type { Lang } from '../../model/lang';
import { moveRows } from './record';

export function MoveList({ lang, game }: { lang: Lang; game: Game }) {
  const ref = useRef<HTMLOListElement>(null);
  const rows = moveRows(game);
  const lastPly = game.moves.length - 1;
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [game.moves.length]);
  return (
    <div class="play-moves">
      <h2 class="play-moves__title" id="play-moves-title">
        {t(lang, 'game.moves')}
      </h2>
      {rows.length === 0 ? (
        <p class="play-moves__none">{t(lang, 'game.moves.none')}</p>
      ) : (
        <ol class="play-moves__list" ref={ref} aria-labelledby="play-moves-title" data-testid="move-list">
          {rows.map((r) => (
            <li key={r.number} value={r.number}>
              <span class="play-moves__num" aria-hidden="true">
                {r.number}.
              </span>
              {r.plies.map((p, i) =>
                p ? (
                  <span
                    key={p.ply}
                    class={`play-moves__ply${p.ply === lastPly ? ' is-last' : ''}`}
                    data-ply={p.ply}
                    aria-current={p.ply === lastPly ? 'step' : undefined}
                  >
                    {p.text}
                  </span>
                ) : (
                  <span key={`gap${i}`} class="play-moves__ply play-moves__ply--gap">
                    …
                  </span>
                ),
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
