/**
 * Move arrows (hints, refusals, solutions). Drawn only once a board is given arrows, so this module loads then
 * (Board.tsx imports it on first need) and not with every board's first load.
 */
import { squareToDisplay, type View } from './geometry-view';
import { S } from './render';
import type { Arrow } from './types';

/** The centres an arrow passes through: its path when it has one (jump by jump), else from and to. */
export function arrowPoints(view: View, a: Arrow): Array<{ x: number; y: number }> {
  const squares = a.path && a.path.length >= 2 ? a.path : [a.from, a.to];
  const out: Array<{ x: number; y: number }> = [];
  for (const sq of squares) {
    const p = squareToDisplay(view, sq);
    const c = { x: p.x * S + 50, y: p.y * S + 50 };
    const prev = out[out.length - 1];
    if (!prev || prev.x !== c.x || prev.y !== c.y) out.push(c);
  }
  return out;
}

/**
 * Arrows from centre to centre, the head drawn as a polygon (no marker ids to clash between boards). An arrow
 * with a path bends at every square on it, so a multiple capture is drawn jump by jump, never as one straight
 * line across squares the piece never touched.
 */
export function Arrows({ view, arrows }: { view: View; arrows: readonly Arrow[] }) {
  return (
    <g class="dmr-arrows">
      {arrows.map((a, i) => {
        const pts = arrowPoints(view, a);
        if (pts.length < 2) return null;
        const first = pts[0];
        const second = pts[1];
        const before = pts[pts.length - 2];
        const end = pts[pts.length - 1];
        const unit = (p: { x: number; y: number }, q: { x: number; y: number }) => {
          const len = Math.hypot(q.x - p.x, q.y - p.y);
          return { x: (q.x - p.x) / len, y: (q.y - p.y) / len };
        };
        const u0 = unit(first, second);
        const u = unit(before, end);
        const tipX = end.x - u.x * 14;
        const tipY = end.y - u.y * 14;
        const head = 34;
        const baseX = tipX - u.x * head;
        const baseY = tipY - u.y * head;
        const w = 20;
        const line = [
          `${first.x + u0.x * 12},${first.y + u0.y * 12}`,
          ...pts.slice(1, -1).map((p) => `${p.x},${p.y}`),
          `${baseX + u.x * 2},${baseY + u.y * 2}`,
        ].join(' ');
        return (
          <g
            key={i}
            class={`dmr-arrow dmr-arrow--${a.kind ?? 'hint'}`}
            data-arrow-path={pts.length > 2 ? '' : undefined}
          >
            <polyline points={line} />
            <polygon
              points={`${tipX},${tipY} ${baseX - u.y * w},${baseY + u.x * w} ${baseX + u.y * w},${baseY - u.x * w}`}
            />
          </g>
        );
      })}
    </g>
  );
}
