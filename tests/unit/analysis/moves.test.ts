/**
 * What the analysis board does to its lines (src/machines/analysis/moves.ts, src/components/analysis/edit.ts), on the engine's
 * move tree.
 */
import { describe, expect, it } from 'vitest';
import { deleteAt, promoteAt } from '../../../src/components/analysis/edit';
import {
  gameAt,
  gameFromPosition,
  mainline,
  makeFen,
  makePdnTree,
  nodeAtPath,
  playMoveText,
  positionAt,
  VARIANTS,
} from '../../../src/engine';
import { inVariation, playAt, stepForKey, steps } from '../../../src/machines/analysis/moves';
import { type Board, boardFrom, loadText, startBoard } from '../../../src/machines/analysis/start';

/** Play move texts one after the other from the node shown. */
function play(board: Board, ...texts: string[]): Board {
  let b = board;
  for (const text of texts) {
    const pos = positionAt(b.tree, b.path);
    if (!pos.ok) throw new Error(pos.error.message);
    const g = playMoveText(gameFromPosition(pos.value, { autoDraws: false }), text);
    if (!g.ok) throw new Error(`${text}: ${g.error.message}`);
    const next = playAt(b, g.value.moves[0].move);
    if (!next) throw new Error(`${text} refused`);
    b = next;
  }
  return b;
}

const texts = (b: Board) => mainline(b.tree).map((n) => n.text);
const fenAt = (b: Board) => {
  const g = gameAt(b.tree, b.path);
  if (!g.ok) throw new Error(g.error.message);
  return makeFen(g.value.position);
};

describe('playing on the analysis board', () => {
  it('a different move from an earlier position starts a variation and keeps the rest of the game', () => {
    const game = play(startBoard(VARIANTS.italian), '22-18', '11-15', '18-14', '10x19');
    const back = { ...game, path: game.tree.children[0].id };
    const varied = play(back, '12-16');
    expect(texts(varied)).toEqual(['22-18', '11-15', '18-14', '10x19']);
    expect(varied.tree.children[0].children.map((c) => c.text)).toEqual(['11-15', '12-16']);
    expect(inVariation(varied)).toBe(true);
    expect(fenAt(varied)).toContain('B1,2,3,4,5,6,7,8,9,10,11,16');
    expect(makePdnTree(varied.tree)).toContain('(1... 12-16)');
    // The old tree is untouched: the UI may keep it.
    expect(game.tree.children[0].children).toHaveLength(1);
  });

  it('the move already there is followed, not added twice', () => {
    const game = play(startBoard(VARIANTS.italian), '22-18', '11-15');
    const again = play({ ...game, path: '' }, '22-18');
    expect(again.tree).toBe(game.tree);
    expect(again.path).toBe(game.tree.children[0].id);
  });

  it('an illegal move changes nothing', () => {
    const b = startBoard(VARIANTS.italian);
    expect(playAt(b, { from: 22, to: 14, path: [22, 14], captures: [], promotes: false })).toBeNull();
  });
});

describe('stepping through the tree (the buttons and ←, →, Home, End)', () => {
  it('back and forward follow the line of the node shown, End goes to its end, Home to the start', () => {
    let b = play(startBoard(VARIANTS.international), '32-28', '19-23', '28x19', '14x23');
    b = play({ ...b, path: b.tree.children[0].id }, '17-21', '33-29', '21-26');
    // Now at the end of the variation 1… 17-21 2. 33-29 21-26.
    const inside = b.path;
    expect(stepForKey(b, 'End')).toBe(inside);
    expect(stepForKey(b, 'ArrowRight')).toBe(inside);
    const up = { ...b, path: stepForKey(b, 'ArrowLeft') as string };
    expect(nodeAtPath(b.tree, up.path).ok && up.path.length).toBe(inside.length - 2);
    expect(inVariation(up)).toBe(true);
    // End from the variation's first move goes to the variation's end, not the main line's.
    const first = { ...b, path: inside.slice(0, 4) };
    expect(stepForKey(first, 'End')).toBe(inside);
    expect(stepForKey(b, 'Home')).toBe('');
    // From the start, → takes the main line's first move and End its end.
    const start = { ...b, path: '' };
    expect(stepForKey(start, 'ArrowRight')).toBe(b.tree.children[0].id);
    expect(stepForKey(start, 'End')).toBe(
      mainline(b.tree)
        .map((n) => n.id)
        .join(''),
    );
    expect(stepForKey(start, 'ArrowLeft')).toBe('');
    expect(stepForKey(start, 'f')).toBeNull();
  });
});

describe('promoting and deleting', () => {
  it('promote makes the variation the main line, the node shown staying where it is', () => {
    const game = play(startBoard(VARIANTS.english), '11-15', '23-19', '8-11');
    const varied = play({ ...game, path: game.tree.children[0].id }, '22-18', '15x22');
    const promoted = promoteAt(varied);
    expect(texts(promoted)).toEqual(['11-15', '22-18', '15x22']);
    expect(promoted.path).toBe(varied.path);
    expect(fenAt(promoted)).toBe(fenAt(varied));
    expect(inVariation(promoted)).toBe(false);
    // The old main line is now the variation.
    expect(promoted.tree.children[0].children.map((c) => c.text)).toEqual(['22-18', '23-19']);
  });

  it('delete removes the node shown and what follows, and shows the move before it', () => {
    const game = play(startBoard(VARIANTS.italian), '22-18', '11-15', '18-14');
    const varied = play({ ...game, path: game.tree.children[0].id }, '12-16', '21-17');
    const cut = deleteAt({ ...varied, path: steps(varied).back });
    expect(cut.path).toBe(game.tree.children[0].id);
    expect(cut.tree.children[0].children.map((c) => c.text)).toEqual(['11-15']);
    expect(texts(cut)).toEqual(['22-18', '11-15', '18-14']);
    // Deleting the main line's move lets the next variation take its place.
    const onMain = deleteAt({
      ...varied,
      path: game.tree.children[0].id + game.tree.children[0].children[0].id,
    });
    expect(texts(onMain)).toEqual(['22-18', '12-16', '21-17']);
    // The start position cannot be deleted.
    const start = { ...varied, path: '' };
    expect(deleteAt(start)).toBe(start);
  });

  it('a recorded result is kept while its main line is, and dropped when the main line changes', async () => {
    const loaded = await loadText(VARIANTS.italian, '[Result "1-0"]\n1. 22-18 11-15 1-0', 'en');
    expect(loaded.result).toBe('1-0');
    const b: Board = { tree: loaded.tree, path: loaded.path, tags: loaded.tags, result: loaded.result };
    const varied = play({ ...b, path: b.tree.children[0].id }, '12-16');
    expect(varied.result).toBe('1-0');
    expect(makePdnTree(varied.tree, { result: varied.result ?? undefined })).toMatch(/1-0\n$/);
    expect(promoteAt(varied).result).toBeNull();
    expect(deleteAt({ ...b, path: b.path }).result).toBeNull();
  });
});

describe('an empty position', () => {
  it('loads, with nothing to play', async () => {
    const s = await loadText(VARIANTS.italian, 'W:W:B', 'en');
    expect(s.error).toBeNull();
    const b = boardFrom(s.tree);
    expect(b.tree.start.cells.every((c) => !c)).toBe(true);
  });
});
