/**
 * What a board says and marks about a refused move or a capture a rule stopped, loaded with the first one:
 * the pages' first load carries neither the sentences (src/i18n/explain.ts), nor the rules that stop a
 * capture (src/engine/rules/stop.ts), nor this part of the board adapter (the squares and arrows they mark).
 */

import type { CaptureStop } from '../engine';
import type { Explanation, Square } from '../engine/index';
import { EXPLAIN_CLASSES } from '../engine/rules/explain-codes';
import type { BoardInputContext } from './boardInput';
import type { BoardArrow, Highlight } from './boardView';

/**
 * The arrow of a move along its path: straight for one step or one jump, bent at each landing otherwise.
 * Kept here, not in boardView.ts, so that this module still takes only types from there (its chunk stays
 * apart from the engine's).
 */
function pathArrow(path: readonly Square[], kind: BoardArrow['kind']): BoardArrow {
  const from = path[0];
  const to = path[path.length - 1];
  return path.length > 2 ? { from, to, path, kind } : { from, to, kind };
}

export { captureStop } from '../engine/rules/stop';
export { captureStopText, explanationText } from '../i18n/explain';

/**
 * The squares a sentence about `r` names, read from the explanation's data (never from the words): the
 * pieces that must capture, the better capture's squares, the square the explanation is about, and for a
 * capture a rule stopped, the square it ended on. A board without numbers shows these, so that "the piece on
 * 17" points at something the player can see.
 */
export function namedSquares(r: Explanation): Square[] {
  const out: Square[] = [...(r.capturers ?? [])];
  if ('end' in r && typeof r.end === 'number') out.push(r.end);
  if (r.square !== undefined && (EXPLAIN_CLASSES[r.code].namesSquare || 'end' in r)) out.push(r.square);
  else if (r.code === 'ambiguous' && r.candidates?.[0]) out.push(r.candidates[0].to);
  // The precedence sentences write the better capture (its start, end, and the way when it must be told).
  if (r.code.startsWith('criterion-') || r.code === 'maximum-capture') out.push(...(r.better?.path ?? []));
  return [...new Set(out)].sort((a, b) => a - b);
}

/** What a board shows for a capture a rule stopped: the squares its sentence names, the piece that stopped it. */
export function stopView(stop: CaptureStop): { named: Square[]; highlights: Highlight[] } {
  return {
    named: namedSquares(stop),
    highlights: stop.square !== stop.end ? [{ square: stop.square, kind: 'hint' }] : [],
  };
}

/**
 * What a board marks for the refused attempt in `ctx`: the pieces that must capture, the offending square,
 * the better capture's way, and the refused attempt itself.
 */
export function refusalView(ctx: Pick<BoardInputContext, 'rejection' | 'rejectedAttempt'>): {
  highlights: Highlight[];
  arrows: BoardArrow[];
} {
  const highlights: Highlight[] = [];
  const arrows: BoardArrow[] = [];
  const r = ctx.rejection;
  if (r) {
    for (const sq of r.capturers ?? []) highlights.push({ square: sq, kind: 'must' });
    if (
      r.square !== undefined &&
      r.code !== 'capture-unfinished' &&
      !(r.capturers ?? []).includes(r.square)
    ) {
      highlights.push({ square: r.square, kind: 'error' });
    }
    if (r.better) arrows.push(pathArrow(r.better.path, 'hint'));
    const a = ctx.rejectedAttempt;
    // A wrong step in a capture keeps the capture: its next squares are already shown as destinations.
    if (a.length > 1 && r.code !== 'capture-unfinished') arrows.push(pathArrow(a, 'error'));
  }
  return { highlights, arrows };
}
