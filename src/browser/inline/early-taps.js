// Taps on a board before it is live are kept, not lost (issue 18). A board is drawn by the server and comes to
// life when its island hydrates, which on a slow phone is half a second or more later; until then this records
// each tap (or Enter/Space on a square) and stops it there. They are kept on the island's element, which
// hydration keeps (the board's own element may be drawn anew), as `data-early-taps="0:22,0:18"`: the board's
// place among the island's boards, and the square. The board (src/components/board/Board.tsx) replays its
// own in order once it takes input, then marks itself `data-ready`. (Inline, in <head>, so it listens before any board is drawn; hashed in the
// Content-Security-Policy: src/build/site/csp.ts.)
(() => {
  const keep = (e, target) => {
    // A board of an island (drawn by the server, live once hydrated); boards outside islands never take taps.
    const board = target instanceof Element ? target.closest('astro-island .dmr-board') : null;
    if (!board || board.dataset.ready) return;
    const cell = target.closest('[data-square]');
    const square = cell ? Number(cell.dataset.square) : 0;
    e.preventDefault();
    e.stopPropagation();
    if (!(square > 0)) return;
    const host = board.closest('astro-island');
    const index = [...host.querySelectorAll('.dmr-board')].indexOf(board);
    const taps = host.dataset.earlyTaps ? host.dataset.earlyTaps.split(',') : [];
    // A bound, so a long press of keys does not grow it without end.
    if (taps.length < 8) host.dataset.earlyTaps = [...taps, `${Math.max(0, index)}:${square}`].join(',');
  };
  addEventListener(
    'pointerdown',
    (e) => {
      if (e.isPrimary && !(e.pointerType === 'mouse' && e.button !== 0)) keep(e, e.target);
    },
    true,
  );
  addEventListener(
    'keydown',
    (e) => {
      if (e.key === 'Enter' || e.key === ' ') keep(e, e.target);
    },
    true,
  );
})();
