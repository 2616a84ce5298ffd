(() => {
  const keep = (e) => {
    const t = e.target;
    const board = t instanceof Element ? t.closest('astro-island .dmr-board') : null;
    if (!board || board.dataset.ready) return;
    const square = Number(t.closest('[data-square]')?.dataset.square) || 0;
    e.preventDefault();
    e.stopPropagation();
    if (!square) return;
    const host = board.closest('astro-island');
    const d = host.dataset;
    const taps = d.earlyTaps ? d.earlyTaps.split(',') : [];
    const at = Math.max(0, [...host.querySelectorAll('.dmr-board')].indexOf(board));
    if (taps.length < 8) d.earlyTaps = [...taps, `${at}:${square}`].join(',');
  };
  addEventListener(
    'pointerdown',
    (e) => e.isPrimary && (e.pointerType !== 'mouse' || !e.button) && keep(e),
    true,
  );
  addEventListener('keydown', (e) => (e.key === 'Enter' || e.key === ' ') && keep(e), true);
})();
