/**
 * What a board loads with its first refusal, capture or move (src/components/PlayableBoard.tsx), so that the
 * pages' first load carries none of it: the sentences (a move's, said aloud, too), why a capture stopped and the squares to mark
 * (src/machines/explainView.ts), and bringing the board and its sentence into view.
 */
import { type Move, makeMoveText, type Position } from '../../engine/index';
import { tu as t } from '../../i18n/ui';
import type { Lang } from '../../model/lang';

export * from '../../machines/explainView';

/** "Bianco 22x6, prende 18 e 10" — the live-region sentence for a move. */
export function announceMove(lang: Lang, before: Position, move: Move): string {
  const who = t(lang, before.turn === 'white' ? 'play.announce.white' : 'play.announce.black');
  let s = `${who} ${makeMoveText(before, move)}`;
  if (move.captures.length > 0) {
    const caps = move.captures.map(String);
    const list =
      caps.length > 1
        ? `${caps.slice(0, -1).join(', ')} ${t(lang, 'play.announce.and')} ${caps[caps.length - 1]}`
        : caps[0];
    s += `, ${t(lang, 'play.announce.captures')} ${list}`;
  }
  if (move.promotes) s += `, ${t(lang, 'play.announce.crowned')}`;
  return s;
}

/**
 * Bring the board and its sentence into view together, scrolling the page as little as possible; when both
 * cannot fit, the sentence at least (it is the news). Nothing moves when they are already in sight.
 */
export function keepInSight(board: Element, text: Element): void {
  const b = board.getBoundingClientRect();
  const x = text.getBoundingClientRect();
  const top = Math.min(b.top, x.top);
  const bottom = Math.max(b.bottom, x.bottom);
  const room = window.innerHeight;
  if (bottom - top > room) text.scrollIntoView({ block: 'nearest' });
  else if (top < 0 || bottom > room) window.scrollBy({ top: top < 0 ? top : bottom - room });
}
