// Taps on a board before it is live are kept, not lost (issue 18). A board is drawn by the server and comes to
// life when its island hydrates, which on a slow phone is half a second or more later; until then this records
// each tap (or Enter/Space on a square) on the board's own element, `data-early-taps="22,18"`, and stops it
// there. The board (src/components/board/Board.tsx) replays them in order once it takes input, then marks
// itself `data-ready`. (Inline, in <head>, so it listens before any board is drawn; hashed in the
// Content-Security-Policy: src/build/site/csp.ts.)
(() => {
  const keep = (e, target) => {
    const board = target instanceof Element ? target.closest('.dmr-board--interactive') : null;
    if (!board || board.dataset.ready) return;
    const cell = target.closest('[data-square]');
    const square = cell ? Number(cell.dataset.square) : 0;
    e.preventDefault();
    e.stopPropagation();
    if (!(square > 0)) return;
    const taps = board.dataset.earlyTaps ? board.dataset.earlyTaps.split(',') : [];
    // A bound, so a long press of keys does not grow it without end.
    if (taps.length < 8) board.dataset.earlyTaps = [...taps, square].join(',');
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
