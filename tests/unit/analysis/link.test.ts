/**
 * The analysis board's share link (src/machines/analysis/link.ts, read by start.ts): what it writes reads
 * back as the same lines, node and orientation, and every parameter a tampered link holds is checked.
 */

import { describe, expect, it } from 'vitest';
import {
  addMoveText,
  emptyTree,
  type MoveTree,
  mainline,
  makeFen,
  makePdnTree,
  parseFen,
  pathOf,
  positionAt,
  startPosition,
  type TreePath,
  VARIANTS,
  type Variant,
} from '../../../src/engine';
import { analysisStrings } from '../../../src/i18n/analysis';
import { LINK, linkQuery, type Orientation } from '../../../src/machines/analysis/link';
import { mainlineEnd, startFromParams } from '../../../src/machines/analysis/start';

/** A tree from move texts, each played after the path reached by the moves before it on its line. */
function grow(variant: Variant, lines: Array<{ at: string[]; moves: string[] }>): MoveTree {
  let tree = emptyTree(startPosition(variant));
  for (const { at, moves } of lines) {
    let path = pathAlong(tree, at);
    for (const m of moves) {
      const r = addMoveText(tree, path, m);
      if (!r.ok) throw new Error(r.error.message);
      tree = r.value.tree;
      path = r.value.path;
    }
  }
  return tree;
}

/** The path of a line of move texts, each the child with that text. */
function pathAlong(tree: MoveTree, texts: string[]): TreePath {
  let path = '';
  let at: { children: MoveTree['children'] } = tree;
  for (const t of texts) {
    const next = at.children.find((c) => c.text === t);
    if (!next) throw new Error(`no ${t} after "${path}"`);
    path += next.id;
    at = next;
  }
  return path;
}

/** Italian: 1. 22-18 11-15 2. 18-14 10x19, with 1… 12-16 as a variation holding its own 2. 21-17 (2. 18-14). */
const italianTree = () =>
  grow(VARIANTS.italian, [
    { at: [], moves: ['22-18', '11-15', '18-14', '10x19'] },
    { at: ['22-18'], moves: ['12-16', '21-17'] },
    { at: ['22-18', '12-16'], moves: ['18-14'] },
  ]);

const query = (tree: MoveTree, path: TreePath, orientation: Orientation) =>
  new URLSearchParams(
    linkQuery({ variant: tree.variant, tree, path, orientation, pdn: makePdnTree(tree) }, mainlineEnd(tree)),
  );

describe('linkQuery → startFromParams: a share link restores what was shown', () => {
  it('the lines with their variations, a node inside a variation, and Black at the bottom', async () => {
    const tree = italianTree();
    const path = pathAlong(tree, ['22-18', '12-16', '18-14']);
    const params = query(tree, path, 'black');
    expect(params.get(LINK.variant)).toBe('italian');
    expect(params.get(LINK.pdn)).toContain('(');
    expect(params.get(LINK.fen)).toBeNull();
    const s = await startFromParams(params, 'en', analysisStrings('en'));
    expect(s.error).toBeNull();
    expect(s.path).toBe(path);
    expect(s.orientation).toBe('black');
    expect(makePdnTree(s.tree)).toBe(makePdnTree(tree));
    const fenAt = (t: MoveTree) => {
      const p = positionAt(t, path);
      return p.ok ? makeFen(p.value) : p.error.code;
    };
    expect(fenAt(s.tree)).toBe(fenAt(tree));
    expect(fenAt(s.tree)).toMatch(/^B:/);
  });

  it('leaves out what is the default: the end of the main line, White at the bottom', async () => {
    const tree = italianTree();
    const params = query(tree, mainlineEnd(tree), 'white');
    expect(params.has(LINK.path)).toBe(false);
    expect(params.has(LINK.orientation)).toBe(false);
    const s = await startFromParams(params, 'it', analysisStrings('it'));
    expect(s.path).toBe(pathOf(mainline(s.tree)));
    expect(s.orientation).toBe('white');
  });

  it('the start of a game is a path of its own (empty), not the default', async () => {
    const tree = italianTree();
    const params = query(tree, '', 'white');
    expect(params.get(LINK.path)).toBe('');
    expect((await startFromParams(params, 'en', analysisStrings('en'))).path).toBe('');
  });

  it('a position with no moves is written as its FEN, in every variant', async () => {
    for (const [variant, fen] of [
      [VARIANTS.international, 'W:WK10:B14,33,38,40'],
      [VARIANTS.english, 'B:W21,22:BK5'],
      [VARIANTS.brazilian, 'W:W18:B22,1'],
    ] as const) {
      const r = parseFen(variant, fen);
      if (!r.ok) throw new Error(fen);
      const tree = emptyTree(r.value);
      const params = query(tree, '', 'black');
      expect(params.get(LINK.fen)).toBe(makeFen(r.value));
      expect(params.has(LINK.pdn)).toBe(false);
      const s = await startFromParams(params, 'en', analysisStrings('en'));
      expect(s.tree.variant.id).toBe(variant.id);
      expect(makeFen(s.tree.start)).toBe(makeFen(r.value));
      expect(s.orientation).toBe('black');
    }
  });
});

describe('startFromParams: every parameter is checked', () => {
  const pdn = makePdnTree(italianTree());

  it('a path that is not a path, or not in this game, shows the end of the main line and says so', async () => {
    for (const bad of ['zz!', '_a', 'vrab', 'qq']) {
      const s = await startFromParams(
        new URLSearchParams({ v: 'italian', pdn, path: bad }),
        'en',
        analysisStrings('en'),
      );
      expect(s.error?.code, bad).toBe('bad-path');
      expect(s.error?.text).toContain('end of the main line');
      expect(s.path).toBe(mainlineEnd(s.tree));
      expect(s.tree.children).toHaveLength(1);
    }
    const it_ = await startFromParams(new URLSearchParams({ pdn, path: 'qq' }), 'it', analysisStrings('it'));
    expect(it_.error?.text).toContain('linea principale');
  });

  it('a path on a position with no moves is refused, the position kept', async () => {
    const s = await startFromParams(
      new URLSearchParams({ v: 'italian', fen: 'W:W22:B10', path: 'vr' }),
      'en',
      analysisStrings('en'),
    );
    expect(s.error?.code).toBe('bad-path');
    expect(makeFen(s.tree.start)).toBe('W:W22:B10');
  });

  it('an unknown orientation shows White at the bottom and says so, quoting at most 40 characters', async () => {
    const s = await startFromParams(
      new URLSearchParams({ pdn, orientation: 'sideways' }),
      'en',
      analysisStrings('en'),
    );
    expect(s.orientation).toBe('white');
    expect(s.error?.code).toBe('bad-orientation');
    expect(s.error?.text).toContain('“sideways”');
    expect(s.tree.children).toHaveLength(1);
    const long = await startFromParams(
      new URLSearchParams({ orientation: 'x'.repeat(300) }),
      'it',
      analysisStrings('it'),
    );
    expect(long.error?.text.length).toBeLessThan(220);
  });

  it('a bad path and a bad orientation are both said', async () => {
    const s = await startFromParams(
      new URLSearchParams({ pdn, path: 'qq', orientation: 'up' }),
      'en',
      analysisStrings('en'),
    );
    expect(s.error?.code).toBe('bad-path');
    expect(s.error?.text).toContain('main line');
    expect(s.error?.text).toContain('“up”');
  });

  it('fen and pdn together are refused with their reason: the start of v, nothing loaded', async () => {
    for (const lang of ['it', 'en'] as const) {
      const s = await startFromParams(
        new URLSearchParams({ v: 'english', fen: 'B:W21:B5', pdn, path: 'vr' }),
        lang,
        analysisStrings(lang),
      );
      expect(s.error?.code).toBe('fen-and-pdn');
      expect(s.error?.text).toContain(
        lang === 'it' ? 'sia una posizione (FEN) sia una partita (PDN)' : 'both',
      );
      expect(s.error?.text).toMatch(lang === 'it' ? /«Dama inglese/ : /“English draughts/);
      expect(s.tree.variant.id).toBe('english');
      expect(s.tree.children).toHaveLength(0);
      expect(makeFen(s.tree.start)).toBe(makeFen(startPosition(VARIANTS.english)));
    }
  });

  it('a bad pdn is worded as a PDN game, whatever it looks like, with its spaces', async () => {
    for (const text of ['hello world', '22-18 99-1', '1. 22-18 11-15 (2. 18-14']) {
      const s = await startFromParams(
        new URLSearchParams({ v: 'italian', pdn: text }),
        'en',
        analysisStrings('en'),
      );
      expect(s.error?.code, text).toBe('pdn');
      expect(s.error?.text).toContain('The PDN game in the link can’t be read');
      expect(s.error?.text).not.toContain('FEN');
      expect(s.error?.text).not.toMatch(/\.\./);
      expect(s.tree.children).toHaveLength(0);
    }
    const it_ = await startFromParams(
      new URLSearchParams({ pdn: 'ciao mondo' }),
      'it',
      analysisStrings('it'),
    );
    expect(it_.error?.text).toContain('Non riesco a leggere la partita PDN del link');
  });

  it('a pdn with variations keeps them', async () => {
    const s = await startFromParams(
      new URLSearchParams({ pdn: '1. 22-18 11-15 (1... 12-16 2. 18-14) 2. 21-17 *' }),
      'en',
      analysisStrings('en'),
    );
    expect(s.error).toBeNull();
    expect(s.tree.children[0].children.map((c) => c.text)).toEqual(['11-15', '12-16']);
    expect(makePdnTree(s.tree)).toContain('(1... 12-16 2. 18-14)');
  });
});
