/**
 * Pointer tracking for one press: a tap stays a tap until the pointer travels past a threshold, then it
 * becomes a drag that follows the pointer. Works for mouse, pen and touch (pointer events). Positions are
 * reported as fractions of the playing area (0..1), which geometry-view turns into squares.
 */

export interface PointerCallbacks {
  /** whether this press may turn into a drag */
  readonly canDrag: boolean;
  /** the press became a drag */
  onDragStart(fx: number, fy: number): void;
  onDragMove(fx: number, fy: number): void;
  /** the pointer was released; `dragged` tells a tap from a drop */
  onEnd(fx: number, fy: number, dragged: boolean): void;
  /** the browser took the pointer (scroll, system gesture) */
  onAbort(): void;
}

/** CSS pixels a press may wander and still count as a tap; fingers are less precise than mice. */
export const dragThreshold = (pointerType: string) => (pointerType === 'mouse' ? 4 : 8);

/** Follow a pointer from pointerdown to release. Returns a function that stops following. */
export function trackPointer(down: PointerEvent, area: HTMLElement, cb: PointerCallbacks): () => void {
  const id = down.pointerId;
  const threshold = dragThreshold(down.pointerType);
  let dragging = false;
  const frac = (e: PointerEvent) => {
    const r = area.getBoundingClientRect();
    return [(e.clientX - r.left) / r.width, (e.clientY - r.top) / r.height] as const;
  };
  const move = (e: PointerEvent) => {
    if (e.pointerId !== id) return;
    if (!dragging) {
      if (!cb.canDrag || Math.hypot(e.clientX - down.clientX, e.clientY - down.clientY) < threshold) return;
      dragging = true;
      cb.onDragStart(...frac(e));
    }
    e.preventDefault();
    cb.onDragMove(...frac(e));
  };
  const up = (e: PointerEvent) => {
    if (e.pointerId !== id) return;
    stop();
    cb.onEnd(...frac(e), dragging);
  };
  const abort = (e: PointerEvent) => {
    if (e.pointerId !== id) return;
    stop();
    cb.onAbort();
  };
  const stop = () => {
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', up);
    window.removeEventListener('pointercancel', abort);
  };
  window.addEventListener('pointermove', move, { passive: false });
  window.addEventListener('pointerup', up);
  window.addEventListener('pointercancel', abort);
  return stop;
}
