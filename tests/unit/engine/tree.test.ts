import { describe, expect, it } from 'vitest';
import {
  addChild,
  addMoveText,
  annotate,
  deleteNode,
  emptyTree,
  gameAt,
  isTreeNode,
  legalMoves,
  type MoveTree,
  mainline,
  makeFen,
  makePdnGame,
  makePdnTree,
  moveId,
  newGame,
  nodeAtPath,
  nodesAlong,
  parsePdn,
  pathOf,
  playMoveText,
  positionAt,
  promoteVariation,
  sameMove,
  splitPath,
  startPosition,
  type TreeNode,
  type TreePath,
  treeFromGame,
  treeNodes,
  VARIANTS,
  type VariantId,
} from '../../../src/engine';
import { position, rng } from './fixtures';

function read(text: string) {
  const r = parsePdn(text);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

function unwrap<T>(r: { ok: true; value: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** The path of the line given as PDN move texts, checked against the tree. */
function pathTo(tree: MoveTree, ...texts: string[]): TreePath {
  let path = '';
  let at: MoveTree | TreeNode = tree;
  for (const t of texts) {
    const next: TreeNode | undefined = at.children.find((c) => c.text === t);
    if (!next) throw new Error(`no ${t} after "${path}"`);
    path += next.id;
    at = next;
  }
  return path;
}

const texts = (nodes: readonly TreeNode[]) => nodes.map((n) => n.text);

// Hand-written games with nested variations, comments of both kinds, NAGs and strength marks. The reader
// checks every move against the rules, so each text is a legal game with legal variations.
const GAMES: Readonly<Record<'italian' | 'international' | 'english', string>> = {
  italian: `[Event "Lezione"]
[GameType "22"]
[FEN "B:W21,22,23,K28:B9,10,11,K5"]

{Il Nero muove} 1... 10-13 (1... 9-13 {una spinta} 2. 22-18 (2. 23-19 $4 ; debole ) davvero
) 13x22) 2. 21-17! *`,
  international: `[GameType "20"]
[White "Wit"]
1. 32-28 18-23 {the classical reply} (1... 19-23 2. 28x19 14x23 {a quick exchange}
(2... 13x24 3. 33-29 $6)) 2. 37-32 (2. 33-29?! 23x32 3. 37x28 (3. 38x27 $13)) 12-18
3. 31-27 ; is ) harmless here?
*`,
  english: `[GameType "21"]
1. 11-15 {Old Fourteenth starts here} 23-19 (1... 22-18 15x22 2. 25x18 (2... 26x17)) 2. 8-11 22-17
3. 9-13 (3. 4-8 17-14!? 4. 9x18 (4. 10x17 21x14)) 17-14 4. 10x17 *`,
};

describe('reading variations into a tree', () => {
  it('Italian: nested variations from the position before the move they replace, with comments and NAGs', () => {
    const r = read(GAMES.italian);
    const tree = r.tree;
    expect(texts(mainline(tree))).toEqual(['10-13', '21-17']);
    expect(r.game.moves.map((m) => m.text)).toEqual(['10-13', '21-17']);
    expect(tree.comments).toEqual(['Il Nero muove']);
    // 1... 9-13 replaces 1... 10-13: a second child of the start.
    expect(texts(tree.children)).toEqual(['10-13', '9-13']);
    const v = tree.children[1];
    expect(v.comments).toEqual(['una spinta']);
    expect(texts(mainline(v))).toEqual(['22-18', '13x22']);
    // 2. 23-19 replaces 2. 22-18 inside the variation; the ) in its ; comment closes nothing.
    expect(texts(v.children)).toEqual(['22-18', '23-19']);
    expect(v.children[1].nags).toEqual([4]);
    expect(v.children[1].comments).toEqual(['debole ) davvero']);
    expect(mainline(tree)[1].nags).toEqual([1]);
    expect(mainline(tree).map((n) => n.ply)).toEqual([1, 2]);
  });

  it('International: a variation of a variation, strength marks as NAGs', () => {
    const tree = read(GAMES.international).tree;
    expect(texts(mainline(tree))).toEqual(['32-28', '18-23', '37-32', '12-18', '31-27']);
    const second = tree.children[0];
    expect(texts(second.children)).toEqual(['18-23', '19-23']);
    const exchange = nodeAtPath(tree, pathTo(tree, '32-28', '19-23', '28x19'));
    expect(exchange.ok && texts((exchange.value as TreeNode).children)).toEqual(['14x23', '13x24']);
    const alt = unwrap(nodeAtPath(tree, pathTo(tree, '32-28', '18-23', '33-29'))) as TreeNode;
    expect(alt.nags).toEqual([6]);
    expect(texts(alt.children[0].children)).toEqual(['37x28', '38x27']);
    expect(alt.children[0].children[1].nags).toEqual([13]);
    expect(mainline(tree)[4].comments).toEqual(['is ) harmless here?']);
  });

  it('English: Black moves first; a variation starting with White’s move', () => {
    const r = read(GAMES.english);
    expect(texts(mainline(r.tree))).toEqual(['11-15', '23-19', '8-11', '22-17', '9-13', '17-14', '10x17']);
    expect(texts(r.tree.children[0].children)).toEqual(['23-19', '22-18']);
    const free = unwrap(
      nodeAtPath(r.tree, pathTo(r.tree, '11-15', '23-19', '8-11', '22-17', '4-8', '17-14')),
    );
    // English free choice of capture: both captures are there as lines.
    expect(texts(free.children)).toEqual(['9x18', '10x17']);
    expect((free as TreeNode).nags).toEqual([5]);
  });

  it('a variation that repeats a move already there goes on from it instead of doubling it', () => {
    const r = read('[GameType "22"]\n1. 22-18 (1. 22-18 12-16) 11-14 *');
    expect(texts(r.tree.children)).toEqual(['22-18']);
    expect(texts(r.tree.children[0].children)).toEqual(['11-14', '12-16']);
    expect(r.game.moves.map((m) => m.text)).toEqual(['22-18', '11-14']);
  });

  it('a result inside a variation ends neither the variation nor the game', () => {
    const r = read('[GameType "20"]\n1. 32-28 (1. 31-27 2-0) 19-23 *');
    expect(texts(mainline(r.tree))).toEqual(['32-28', '19-23']);
    expect(texts(r.tree.children)).toEqual(['32-28', '31-27']);
  });
});

describe('PDN errors in variations', () => {
  it('an illegal move in a variation names its number, side and text', () => {
    // 9-14: square 9 (a6) is not next to 14 on the Italian board.
    const r = parsePdn('[GameType "22"]\n1. 22-18 11-14 (1... 12-16\n2. 23-19 (2. 21-17 9-14)) *');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({
      code: 'illegal-move',
      moveNumber: 2,
      color: 'black',
      text: '9-14',
      line: 3,
      variationDepth: 2,
    });
    expect(r.error.message).toBe(
      'Line 3, move 2... 9-14 in a variation: it is not a legal move in the position reached.',
    );
  });

  it('a variation is replayed from the position before the move it replaces, not after it', () => {
    // After 1. 22-18 11-14 White must take (18x11), so (2. 23-19) as an alternative to 18x11 is illegal;
    // after 1. 22-18 12-16 instead, 2. 23-19 is legal, so it may follow 12-16 in a variation replacing 11-14.
    const r = parsePdn('[GameType "22"]\n1. 22-18 11-14 2. 18x11 (2. 23-19) 7x14 *');
    expect(!r.ok && r.error).toMatchObject({
      code: 'illegal-move',
      moveNumber: 2,
      color: 'white',
      text: '23-19',
    });
    expect(parsePdn('[GameType "22"]\n1. 22-18 11-14 (1... 12-16 2. 23-19) 2. 18x11 7x14 *').ok).toBe(true);
  });

  it('an ambiguous capture in a variation is an ambiguous-move error', () => {
    const r = parsePdn('[GameType "20"]\n[FEN "W:WK10:B14,33,38,40"]\n1. 10x28x44x35 (1. 10x35) *');
    expect(!r.ok && r.error).toMatchObject({ code: 'ambiguous-move', variationDepth: 1, text: '10x35' });
  });

  it('a variation before any move, and a variation left open before the next game, are refused', () => {
    const first = parsePdn('[GameType "22"]\n(1. 21-17) 1. 22-18 *');
    expect(!first.ok && first.error.code).toBe('syntax');
    const open = parsePdn('[GameType "22"]\n1. 22-18 (1. 21-17\n\n[GameType "22"]\n1. 22-18 *');
    expect(!open.ok && open.error).toMatchObject({ code: 'unbalanced-parentheses', line: 2 });
  });
});

describe('writing a tree as PDN', () => {
  it('numbers the second player’s move with N... at the start of a variation, after a comment or a variation', () => {
    const italian = makePdnGame(read(GAMES.italian));
    expect(italian).toContain(
      '{Il Nero muove} 1... 10-13 (1... 9-13 {una spinta} 2. 22-18 (2. 23-19?? {debole',
    );
    expect(italian).toContain(') davvero}) 2... 13x22) 2. 21-17! *');
    // English pairs start with Black: White's reply is the second move of the pair.
    const english = makePdnGame(read(GAMES.english));
    expect(english).toContain('1. 11-15 {Old Fourteenth starts here} 1... 23-19 (1... 22-18 2. 15x22 25x18');
    expect(english).toContain('(2... 26x17)) 2. 8-11 22-17');
  });

  it('a comment with a } is written without it, so that it still reads as one comment', () => {
    const tree = unwrap(annotate(read(GAMES.italian).tree, '', { comments: ['a } b'] }));
    const back = read(makePdnTree(tree));
    expect(back.tree.comments).toEqual(['a b']);
  });

  for (const variant of ['italian', 'international', 'english'] as const) {
    it(`${variant}: read → write → read gives the same tree, and writing again the same text`, () => {
      const first = read(GAMES[variant]);
      const text = makePdnGame(first);
      const second = read(text);
      expect(second.tree).toEqual(first.tree);
      expect(second.result).toBe(first.result);
      expect(makePdnGame(second)).toBe(text);
      for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    });
  }
});

/** A random tree: lines of random legal moves branching anywhere, with comments and NAGs here and there. */
function randomTree(variant: VariantId, seed: number): MoveTree {
  const random = rng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
  let tree = emptyTree(startPosition(VARIANTS[variant]));
  const words = ['bene', 'forte', 'why', 'not', 'debole', 'x', '(a)', ';', 'a\tb'];
  for (let line = 0; line < 6; line++) {
    // Branch from a random node already in the tree.
    const all: TreePath[] = ['', ...Array.from(treeNodes(tree), (n) => n.path)];
    let path = pick(all);
    for (let ply = 0; ply < 1 + Math.floor(random() * 14); ply++) {
      const legal = legalMoves(unwrap(positionAt(tree, path)));
      if (legal.length === 0) break;
      const added = unwrap(addChild(tree, path, pick(legal)));
      tree = added.tree;
      path = added.path;
      const node = unwrap(nodeAtPath(tree, path)) as TreeNode;
      const parent = unwrap(nodeAtPath(tree, path.slice(0, path.length - node.id.length)));
      const r = random();
      if (r < 0.15) tree = unwrap(annotate(tree, path, { comments: [`${pick(words)} ${pick(words)}`] }));
      else if (r < 0.25) tree = unwrap(annotate(tree, path, { nags: [pick([1, 2, 3, 4, 5, 6]), 14] }));
      else if (r < 0.3) tree = unwrap(annotate(tree, path, { nags: [7] }));
      // Comments before a move survive PDN only at the start of a variation (see TreeNode.startingComments).
      if (parent.children[0] !== node && random() < 0.6) {
        tree = unwrap(annotate(tree, path, { startingComments: [pick(words)] }));
      }
    }
  }
  if (random() < 0.5) tree = unwrap(annotate(tree, '', { comments: ['before all'] }));
  return tree;
}

/** Comments as the reader stores them: runs of white space made one space. */
const normalized = (tree: MoveTree): MoveTree => {
  const clean = (cs: readonly string[]) => cs.map((c) => c.replace(/\s+/g, ' '));
  return mapNodes(tree, (n) => ({
    ...n,
    comments: clean(n.comments),
    startingComments: clean(n.startingComments),
  }));
};

function mapNodes(tree: MoveTree, f: (n: TreeNode) => TreeNode): MoveTree {
  const map = (n: TreeNode): TreeNode => f({ ...n, children: n.children.map(map) });
  return { ...tree, children: tree.children.map(map) };
}

describe('random trees survive PDN', () => {
  for (const variant of ['italian', 'international', 'english'] as const) {
    it(`${variant}: write → read gives the same tree`, () => {
      const seen = { variations: 0, startingComments: 0, comments: 0, nags: 0 };
      for (let seed = 1; seed <= 15; seed++) {
        const tree = randomTree(variant, seed);
        const text = makePdnTree(tree, { tags: { Event: `Random ${seed}` } });
        const back = read(text);
        expect(back.tree).toEqual(normalized(tree));
        expect(makePdnTree(back.tree, { tags: back.tags, result: back.result })).toBe(text);
        for (const { node } of treeNodes(tree)) {
          if (node.children.length > 1) seen.variations++;
          if (node.startingComments.length > 0) seen.startingComments++;
          if (node.comments.length > 0) seen.comments++;
          if (node.nags.length > 0) seen.nags++;
        }
      }
      // The trees hold what the test is about (a guard against a generator that stopped branching).
      for (const count of Object.values(seen)) expect(count).toBeGreaterThan(5);
    });
  }
});

describe('paths', () => {
  it('ids tell apart exactly the moves sameMove tells apart, and paths split back into ids', () => {
    for (const [variant, fen] of [
      ['international', 'W:WK10:B14,33,38,40'],
      ['english', 'W:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29'],
      ['italian', 'W:W21,22,23,K28:B9,10,14,K17'],
    ] as const) {
      const legal = legalMoves(position(variant, fen));
      for (const a of legal) {
        for (const b of legal) expect(moveId(a) === moveId(b)).toBe(sameMove(a, b));
        expect(moveId(a)).toMatch(/^[A-Za-z0-9_]+$/);
      }
      const path = legal.map(moveId).join('');
      expect(unwrap(splitPath(path))).toEqual(legal.map(moveId));
    }
    // The two International captures from 10 to 35 (RULES §5.3, INT-8) share start and end square.
    const twins = legalMoves(position('international', 'W:WK10:B14,33,38,40'));
    expect(twins).toHaveLength(2);
    expect(moveId(twins[0])).not.toBe(moveId(twins[1]));
  });

  it('nodeAtPath on a bad or missing path returns an error value', () => {
    const tree = read(GAMES.international).tree;
    for (const bad of ['a', '_ab', '_abz', 'ab!', 'a b', '_abacd'] as const) {
      const r = nodeAtPath(tree, bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('bad-path');
    }
    expect(nodeAtPath(tree, 42 as unknown as string)).toMatchObject({
      ok: false,
      error: { code: 'bad-path' },
    });
    // Well formed, but not a line of this tree.
    expect(nodeAtPath(tree, '_abbcd')).toMatchObject({
      ok: false,
      error: { code: 'no-such-node', found: 0 },
    });
    const missing = nodeAtPath(tree, `${tree.children[0].id}aa`);
    expect(missing).toMatchObject({ ok: false, error: { code: 'no-such-node', found: 1 } });
    expect(positionAt(tree, 'zz')).toMatchObject({ ok: false, error: { code: 'no-such-node', found: 0 } });
    expect(unwrap(nodeAtPath(tree, ''))).toBe(tree);
  });

  it('positionAt and gameAt replay the line from the start position', () => {
    const r = read(GAMES.international);
    const path = pathOf(mainline(r.tree));
    expect(makeFen(unwrap(positionAt(r.tree, path)))).toBe(makeFen(r.game.position));
    expect(unwrap(gameAt(r.tree, path)).moves.map((m) => m.text)).toEqual(r.game.moves.map((m) => m.text));
    const varPath = pathTo(r.tree, '32-28', '19-23', '28x19', '13x24');
    let g = newGame(VARIANTS.international);
    for (const t of ['32-28', '19-23', '28x19', '13x24']) g = unwrap(playMoveText(g, t));
    expect(makeFen(unwrap(positionAt(r.tree, varPath)))).toBe(makeFen(g.position));
    expect(unwrap(nodesAlong(r.tree, varPath)).map((n) => n.text)).toEqual([
      '32-28',
      '19-23',
      '28x19',
      '13x24',
    ]);
    expect(makeFen(unwrap(positionAt(r.tree, '')))).toBe(makeFen(r.tree.start));
  });

  it('treeNodes visits every node once with its path', () => {
    const tree = read(GAMES.english).tree;
    const seen = Array.from(treeNodes(tree));
    expect(seen).toHaveLength(16);
    expect(new Set(seen.map((s) => s.path)).size).toBe(seen.length);
    for (const { node, path } of seen) expect(unwrap(nodeAtPath(tree, path))).toBe(node);
    // Depth first, the main line first.
    expect(seen.slice(0, 7).map((s) => s.node.text)).toEqual(texts(mainline(tree)));
  });
});

describe('changing a tree', () => {
  it('addChild returns a new tree and leaves the old one as it was', () => {
    const t0 = treeFromGame(newGame(VARIANTS.italian));
    const move = legalMoves(t0.start).find((m) => m.from === 22 && m.to === 18)!;
    const a = unwrap(addChild(t0, '', move));
    expect(t0.children).toHaveLength(0);
    expect(texts(a.tree.children)).toEqual(['22-18']);
    expect(a.path).toBe(moveId(move));
    const b = unwrap(addMoveText(a.tree, '', '21-17'));
    expect(texts(b.tree.children)).toEqual(['22-18', '21-17']);
    expect(texts(a.tree.children)).toEqual(['22-18']);
    // The same move again adds nothing: the same tree, the existing node's path.
    const again = unwrap(addMoveText(b.tree, '', '22-18'));
    expect(again.tree).toBe(b.tree);
    expect(again.path).toBe(a.path);
    // Nodes off the changed path are shared, not copied.
    const c = unwrap(addMoveText(b.tree, b.path, '11-14'));
    expect(c.tree.children[0]).toBe(b.tree.children[0]);
    expect((unwrap(nodeAtPath(c.tree, c.path)) as TreeNode).ply).toBe(2);
  });

  it('addChild refuses an illegal move with a coded error', () => {
    const tree = treeFromGame(newGame(VARIANTS.italian));
    const illegal = { from: 22, to: 17, path: [22, 17], captures: [], promotes: false };
    expect(addChild(tree, '', illegal)).toMatchObject({ ok: false, error: { code: 'illegal-move' } });
    expect(addMoveText(tree, '', '22-17')).toMatchObject({
      ok: false,
      error: { code: 'illegal-move', moveError: { code: 'no-such-move' } },
    });
    expect(addMoveText(tree, 'zz', '22-18')).toMatchObject({ ok: false, error: { code: 'no-such-node' } });
    const twins = emptyTree(position('international', 'W:WK10:B14,33,38,40'));
    expect(addMoveText(twins, '', '10x35')).toMatchObject({
      ok: false,
      error: { code: 'illegal-move', moveError: { code: 'ambiguous' } },
    });
    expect(unwrap(addMoveText(twins, '', '10x28x44x35')).tree.children[0].text).toBe('10x28x44x35');
  });

  it('promoteVariation makes a variation the main line at its branch point, or all the way up', () => {
    const tree = read(GAMES.international).tree;
    const deep = pathTo(tree, '32-28', '19-23', '28x19', '13x24');
    const one = unwrap(promoteVariation(tree, deep));
    // Only the nearest branch point changes: 13x24 before 14x23, 19-23 still a variation.
    expect(texts(unwrap(nodeAtPath(one, pathTo(tree, '32-28', '19-23', '28x19'))).children)).toEqual([
      '13x24',
      '14x23',
    ]);
    expect(texts(one.children[0].children)).toEqual(['18-23', '19-23']);
    expect(texts(tree.children[0].children)).toEqual(['18-23', '19-23']);
    const all = unwrap(promoteVariation(tree, deep, true));
    expect(texts(mainline(all))).toEqual(['32-28', '19-23', '28x19', '13x24', '33-29']);
    // Paths are made of move ids, so they still lead to the same moves.
    expect((unwrap(nodeAtPath(all, deep)) as TreeNode).text).toBe('13x24');
    // The main line is already the main line: the same tree comes back.
    expect(unwrap(promoteVariation(tree, pathOf(mainline(tree)), true))).toBe(tree);
    expect(promoteVariation(tree, 'q')).toMatchObject({ ok: false, error: { code: 'bad-path' } });
  });

  it('deleteNode removes a line; deleting the main line moves up the first variation', () => {
    const tree = read(GAMES.english).tree;
    const v = pathTo(tree, '11-15', '22-18');
    const cut = unwrap(deleteNode(tree, v));
    expect(texts(cut.children[0].children)).toEqual(['23-19']);
    expect(Array.from(treeNodes(cut))).toHaveLength(16 - 4);
    const main = unwrap(deleteNode(tree, pathTo(tree, '11-15', '23-19')));
    expect(texts(mainline(main))).toEqual(['11-15', '22-18', '15x22', '25x18']);
    expect(Array.from(treeNodes(tree))).toHaveLength(16);
    expect(deleteNode(tree, '')).toMatchObject({ ok: false, error: { code: 'root' } });
    expect(deleteNode(tree, 'zz')).toMatchObject({ ok: false, error: { code: 'no-such-node' } });
  });

  it('annotate sets comments and NAGs; the start takes only comments', () => {
    const tree = read(GAMES.italian).tree;
    const path = pathTo(tree, '10-13');
    const t = unwrap(annotate(tree, path, { comments: ['ok'], nags: [3] }));
    const n = unwrap(nodeAtPath(t, path));
    expect(isTreeNode(n) && [n.comments, n.nags]).toEqual([['ok'], [3]]);
    expect(tree.children[0].comments).toEqual([]);
    expect(makePdnTree(t)).toContain('1... 10-13!! {ok}');
  });
});
