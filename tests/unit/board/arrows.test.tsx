/**
 * Move arrows (issue 18, comparison item 3): a multiple capture is drawn along its path, jump by jump, so
 * every segment of its arrow is a diagonal between two playing squares. Drawn as a straight line, Italian
 * 22x13x6 would run from 22 to 6 straight up a file, across light squares the piece never touches.
 */
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { Arrows, arrowPoints } from '../../../src/components/board/arrows';
import { Board, loadArrowLayer } from '../../../src/components/board/Board';
import { makeView, squareToDisplay } from '../../../src/components/board/geometry-view';
import { S } from '../../../src/components/board/render';
import type { Arrow } from '../../../src/components/board/types';

const italian = makeView(8, 0);
const centre = (sq: number) => {
  const p = squareToDisplay(italian, sq);
  return { x: p.x * S + 50, y: p.y * S + 50 };
};

/** The vertices of every polyline the arrows draw. */
function drawnLines(arrows: Arrow[]): Array<Array<{ x: number; y: number }>> {
  const html = renderToString(
    <svg aria-label="arrows" role="img">
      <Arrows view={italian} arrows={arrows} />
    </svg>,
  );
  return [...html.matchAll(/<polyline points="([^"]+)"/g)].map((m) =>
    m[1].split(' ').map((xy) => {
      const [x, y] = xy.split(',').map(Number);
      return { x, y };
    }),
  );
}

const diagonal = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.abs(Math.abs(a.x - b.x) - Math.abs(a.y - b.y)) < 1e-6;

describe('move arrows', () => {
  it('the straight line from 22 to 6 is no diagonal: it would cross light squares', () => {
    expect(diagonal(centre(22), centre(6))).toBe(false);
  });

  it('an arrow with a path passes through the centre of every square on it', () => {
    expect(arrowPoints(italian, { from: 22, to: 6, path: [22, 13, 6] })).toEqual([22, 13, 6].map(centre));
    expect(arrowPoints(italian, { from: 22, to: 6 })).toEqual([22, 6].map(centre));
  });

  it('draws a multiple capture jump by jump: one arrow, each segment a diagonal, bent at each landing', () => {
    const path = [11, 18, 9, 2, 11, 4];
    const [line] = drawnLines([{ from: 11, to: 4, path, kind: 'move' }]);
    // Start and end are pulled in a little (round caps, the head); the bends are the landing squares.
    expect(line.length).toBe(path.length);
    expect(line.slice(1, -1)).toEqual(path.slice(1, -1).map(centre));
    for (let i = 0; i + 1 < line.length; i++) expect(diagonal(line[i], line[i + 1])).toBe(true);
  });

  it('a single step or jump stays one straight segment', () => {
    const [line] = drawnLines([{ from: 22, to: 13, path: [22, 13] }]);
    expect(line.length).toBe(2);
    expect(diagonal(line[0], line[1])).toBe(true);
  });
});

describe('the arrow layer, loaded on first need', () => {
  const board = (arrows?: Arrow[]) =>
    renderToString(
      <Board
        size={8}
        darkParity={0}
        pieces={[{ square: 22, color: 'white', role: 'man' }]}
        labels={{ board: 'board', square: (sq) => String(sq) }}
        arrows={arrows}
      />,
    );

  it('once loaded, a board given arrows draws them from its first render', async () => {
    await loadArrowLayer();
    expect(board([{ from: 22, to: 18 }])).toContain('dmr-arrow');
    expect(board()).not.toContain('dmr-arrow');
  });
});
