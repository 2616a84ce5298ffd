(() => {
  const keep = (e, target) => {
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
