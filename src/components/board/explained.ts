/**
 * What a board loads with its first refusal or capture (src/components/PlayableBoard.tsx), so that the pages'
 * first load carries none of it: the sentences, why a capture stopped and the squares to mark
 * (src/machines/explainView.ts), and bringing the board and its sentence into view.
 */
export * from '../../machines/explainView';

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
