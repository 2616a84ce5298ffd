/**
 * Move animation: the moving piece glides along its path (every landing square of a multi-capture), using
 * the Web Animations API on a CSS transform. Nothing moves when the reader prefers reduced motion.
 */
import { squareToDisplay, type View } from './geometry-view';
import { translate } from './render';
import type { Square } from './types';

export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The part of `next` that is new compared with `prev`: the whole path, or only its tail when `next`
 * extends `prev` (a multi-capture shown one jump at a time). Empty when there is nothing to animate.
 */
export function newSegment(
  prev: readonly Square[] | undefined,
  next: readonly Square[] | undefined,
): Square[] {
  if (!next || next.length < 2) return [];
  if (prev && prev.length >= 2 && prev.length < next.length && prev.every((s, i) => next[i] === s)) {
    return next.slice(prev.length - 1);
  }
  if (prev && prev.length === next.length && prev.every((s, i) => next[i] === s)) return [];
  return next.slice();
}

export const stepMs = 150;

export function animateAlong(el: Element, view: View, path: readonly Square[]): Animation | undefined {
  if (path.length < 2 || prefersReducedMotion() || typeof el.animate !== 'function') return undefined;
  const frames = path.map((sq) => {
    const { x, y } = squareToDisplay(view, sq);
    return { transform: translate(x, y) };
  });
  return el.animate(frames, {
    duration: Math.min(stepMs * (path.length - 1) + 60, 900),
    easing: 'ease-in-out',
  });
}
