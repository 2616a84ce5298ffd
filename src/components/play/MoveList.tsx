/**
 * The moves so far as a compact numbered list (PDN move text), the latest marked and kept in view. Once the
 * game is over and reviewed, the move shown on the board is the one marked (`aria-current`), and each move is
 * a button that shows the position after it.
 */
import { useEffect, useRef } from 'preact/hooks';
import type { Game } from '../../engine/index';
import { tg as t } from '../../i18n/game';
import type { Lang } from '../../model/lang';
import { moveRows } from './record';

/** The review's marks, by ply index (0: the first move): '?!', '?', '??' and what they mean. */
export type MoveMarks = Readonly<Record<number, { symbol: string; label: string; kind: string }>>;

export interface MoveListProps {
  lang: Lang;
  game: Game;
  /** during a review: the plies shown on the board (0 for the start); undefined while the game goes on */
  shown?: number;
  /** during a review: show the position after this many plies */
  onGo?: (ply: number) => void;
  /** the engine's review found these moves wanting */
  marks?: MoveMarks | null;
}

export function MoveList({ lang, game, shown, onGo, marks }: MoveListProps) {
  const ref = useRef<HTMLOListElement>(null);
  const rows = moveRows(game);
  const current = (shown ?? game.moves.length) - 1;
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [game.moves.length]);
  // The move reviewed stays in view inside the list (the page itself does not scroll).
  useEffect(() => {
    const list = ref.current;
    const item = list?.querySelector('[aria-current]');
    if (!list || !item || shown === undefined) return;
    const r = item.getBoundingClientRect();
    const l = list.getBoundingClientRect();
    if (r.top < l.top) list.scrollTop -= l.top - r.top;
    else if (r.bottom > l.bottom) list.scrollTop += r.bottom - l.bottom;
  }, [shown]);
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
              {r.plies.map((p, i) => {
                if (!p)
                  return (
                    <span key={`gap${i}`} class="play-moves__ply play-moves__ply--gap">
                      …
                    </span>
                  );
                const marked = p.ply === current;
                const cls = `play-moves__ply${marked ? ' is-last' : ''}`;
                const aria = marked ? 'step' : undefined;
                const mark = marks?.[p.ply];
                const text = mark ? (
                  <>
                    {p.text}
                    <span class={`play-moves__mark play-moves__mark--${mark.kind}`} aria-hidden="true">
                      {mark.symbol}
                    </span>
                    <span class="visually-hidden"> ({mark.label})</span>
                  </>
                ) : (
                  p.text
                );
                return onGo ? (
                  <button
                    key={p.ply}
                    type="button"
                    class={`${cls} play-moves__go`}
                    data-ply={p.ply}
                    data-mark={mark?.kind}
                    aria-current={aria}
                    onClick={() => onGo(p.ply + 1)}
                  >
                    {text}
                  </button>
                ) : (
                  <span key={p.ply} class={cls} data-ply={p.ply} aria-current={aria}>
                    {p.text}
                  </span>
                );
              })}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
