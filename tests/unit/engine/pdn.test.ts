import { describe, expect, it } from 'vitest';
import {
  type Game,
  gameFromPosition,
  makeFen,
  makePdn,
  makePdnGame,
  newGame,
  type PdnErrorCode,
  parsePdn,
  parsePdnGames,
  playMove,
  resign,
  VARIANTS,
  type VariantId,
} from '../../../src/engine';
import { position, rng } from './fixtures';

function randomGame(variant: VariantId, seed: number, maxPlies: number): Game {
  const random = rng(seed);
  let g = newGame(VARIANTS[variant]);
  while (g.status.kind === 'playing' && g.moves.length < maxPlies) {
    g = playMove(g, g.legalMoves[Math.floor(random() * g.legalMoves.length)]);
  }
  return g;
}

function read(text: string) {
  const r = parsePdn(text);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

describe('PDN round trips', () => {
  for (const variant of ['italian', 'international', 'english'] as const) {
    it(`${variant}: random games written and read back move for move`, () => {
      for (let seed = 1; seed <= 12; seed++) {
        const g = randomGame(variant, seed, 300);
        const text = makePdn(g, {
          tags: { Event: `Test ${seed}`, White: 'Bianco', Black: 'Nero', Date: '2025.01.31' },
        });
        const back = read(text);
        expect(back.variant.id).toBe(variant);
        expect(back.game.moves.map((m) => m.text)).toEqual(g.moves.map((m) => m.text));
        expect(back.game.moves.map((m) => m.move.path)).toEqual(g.moves.map((m) => m.move.path));
        expect(makeFen(back.game.position)).toBe(makeFen(g.position));
        // A recorded game is replayed without automatic draws (they are claims over the board): a game the
        // computer rules drew keeps its result in the record, and the replay can go on.
        if (g.status.kind === 'draw') expect(back.game.status).toEqual({ kind: 'playing' });
        else expect(back.game.status).toEqual(g.status);
        expect(back.result).toBe(text.trim().split(/\s+/).pop());
        expect(back.tags.White).toBe('Bianco');
        expect(makePdnGame(back)).toBe(text);
        for (const line of text.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
      }
    });
  }

  it('a game from a FEN keeps its FEN and numbers a second-player start with 1...', () => {
    const g0 = gameFromPosition(position('italian', 'B:W21,22,23:B9,10,11'));
    const g = playMove(playMove(g0, g0.legalMoves[0]), playMove(g0, g0.legalMoves[0]).legalMoves[0]);
    const text = makePdn(g);
    expect(text).toContain('[FEN "B:W21,22,23:B9,10,11"]');
    expect(text).toMatch(/\n1\.\.\. \d+-\d+ 2\. \d+-\d+ \*\n$/);
    const back = read(text);
    expect(makeFen(back.game.start)).toBe('B:W21,22,23:B9,10,11');
    expect(back.game.moves.length).toBe(2);
  });

  it('English: Black moves first and the pair starts with Black', () => {
    const g = randomGame('english', 3, 4);
    const text = makePdn(g);
    expect(text).toContain('[GameType "21"]');
    expect(text).not.toContain('[FEN');
    expect(text).toMatch(/\n1\. \d+-\d+ \d+-\d+ 2\. \d+-\d+ \d+-\d+ \*\n$/);
    expect(g.moves[0].color).toBe('black');
  });

  it('writes the recorded result in the variant’s result set', () => {
    const g = resign(newGame(VARIANTS.international), 'black');
    expect(makePdn(g)).toContain('[Result "2-0"]');
    expect(makePdn(g).trim().endsWith('2-0')).toBe(true);
    expect(makePdn(newGame(VARIANTS.italian), { result: '1-1' })).toContain('[Result "1/2-1/2"]');
  });

  it('Brazilian (GameType 26) writes the Default results, though it plays International rules (RULES §5.1)', () => {
    const g = resign(newGame(VARIANTS.brazilian), 'black');
    expect(makePdn(g)).toContain('[Result "1-0"]');
    expect(makePdn(newGame(VARIANTS.brazilian), { result: '1-1' })).toContain('[Result "1/2-1/2"]');
  });
});

describe('reading PDN', () => {
  const italian = `[Event "Campionato \\"sociale\\""]
[Date "2024.04.21"]
[White "Rossi"]
[Black "Bianchi"]
[Result "1-0"]
[GameType "22,W,8,8,N2,1"]

1. 22-18 {una apertura classica} 11-14 ( 1... 12-16 2. 23-19 ) 2. 18x11! $1 7x14 ; fine riga
3. 021-17 3... 14-19 {commento
su due righe} 4.23x14 10x19 1-0
`;

  it('reads the main line past move numbers (also glued to the move), comments, NAGs, variations and strength marks; reads the tags', () => {
    const r = read(italian);
    expect(r.variant.id).toBe('italian');
    expect(r.tags.Event).toBe('Campionato "sociale"');
    expect(r.tags.GameType).toBe('22,W,8,8,N2,1');
    expect(r.game.moves.map((m) => m.text)).toEqual([
      '22-18',
      '11-14',
      '18x11',
      '7x14',
      '21-17',
      '14-19',
      '23x14',
      '10x19',
    ]);
    expect(r.result).toBe('1-0');
  });

  it('a ) inside a ; comment in a variation closes nothing: the comment runs to the end of the line', () => {
    const r = read('[GameType "20"]\n1. 32-28 (1. 31-27 ; why not 33-29 ) or 34-30?\n19-23) 19-23 *');
    expect(r.game.moves.map((m) => m.text)).toEqual(['32-28', '19-23']);
    const variation = r.tree.children[1];
    expect(variation.text).toBe('31-27');
    expect(variation.comments).toEqual(['why not 33-29 ) or 34-30?']);
    expect(variation.children.map((n) => n.text)).toEqual(['19-23']);
  });

  it('clock comments ([%clk 0:04:57]) are read past: the moves are the same, and only other words stay as comments', () => {
    const r = read(
      '[GameType "22,W,8,8,N2,1"]\n1. 22-18 {[%clk 0:04:57]} 11-14 {[%clk 0:05:01]} 2. 18x11 {[%clk 0:04:51] forced} 7x14 {[%clk  1:02:03.5]} *',
    );
    expect(r.game.moves.map((m) => m.text)).toEqual(['22-18', '11-14', '18x11', '7x14']);
    const nodes = [r.tree.children[0]];
    while (nodes[nodes.length - 1].children.length > 0) nodes.push(nodes[nodes.length - 1].children[0]);
    expect(nodes.map((n) => n.comments)).toEqual([[], [], ['forced'], []]);
    // Written back, the game has no clock left in it and reads the same.
    const again = read(makePdnGame(r));
    expect(again.game.moves.map((m) => m.text)).toEqual(['22-18', '11-14', '18x11', '7x14']);
  });

  it('the FEN tag sets the start; `:` separators and full paths are read', () => {
    const r = read('[GameType "20"]\n[FEN "W:WK10:B14,33,38,40"]\n1. 10:32:49:35 *');
    expect(r.game.moves[0].move.captures).toEqual([14, 38, 40]);
    expect(r.game.moves[0].text).toBe('10x32x49x35');
    expect(r.result).toBe('*');
  });

  it('GameType selects the variant; without it PDN means International, unless told otherwise', () => {
    expect(read('[GameType "21"]\n1. 11-15 *').variant.id).toBe('english');
    expect(read('[GameType "26"]\n1. 22-18 *').variant.id).toBe('brazilian');
    expect(read('1. 32-28 *').variant.id).toBe('international');
    const told = parsePdn('1. 22-18 *', { variant: VARIANTS.italian });
    expect(told.ok && told.value.variant.id).toBe('italian');
  });

  it('normalises results to the variant: 1-0 in an International file is 2-0', () => {
    expect(read('[Result "1-0"]\n1. 32-28 *').result).toBe('2-0');
    expect(read('[GameType "22"]\n1. 22-18 1/2-1/2').result).toBe('1/2-1/2');
    expect(read('[GameType "22"]\n1. 22-18 1-1').result).toBe('1/2-1/2');
  });

  it('reads several games from one file', () => {
    const two = parsePdnGames(`${italian}\n[GameType "21"]\n[Result "*"]\n1. 11-15 *\n`);
    expect(two.ok && two.value.map((g) => g.variant.id)).toEqual(['italian', 'english']);
    const r = parsePdn(`${italian}\n[GameType "21"]\n1. 11-15 *\n`);
    expect(!r.ok && r.error.code).toBe('several-games');
  });
});

describe('PDN errors name the problem', () => {
  const cases: ReadonlyArray<readonly [string, string, PdnErrorCode, RegExp]> = [
    ['empty', '  \n ', 'empty', /empty/],
    ['only a comment', '{nothing}', 'empty', /no game/],
    [
      'illegal move',
      '[GameType "22"]\n1. 22-18 11-14 2. 18x11 7x14 3. 22-18 14-19',
      'illegal-move',
      /move 3\. 22-18/,
    ],
    ['illegal second-player move', '[GameType "22"]\n1. 22-18 12-17', 'illegal-move', /1\.\.\. 12-17/],
    [
      'ambiguous move',
      '[GameType "20"]\n[FEN "W:WK10:B14,33,38,40"]\n1. 10x35',
      'ambiguous-move',
      /10x28x44x35 or 10x32x49x35/,
    ],
    [
      'move after the end',
      '[GameType "22"]\n[FEN "W:W22:B18"]\n1. 22x13 4-8',
      'illegal-move',
      /already over/,
    ],
    ['unknown GameType', '[GameType "25"]\n1. 22-18 *', 'unknown-game-type', /25/],
    ['GameType of the wrong size', '[GameType "22,W,10,10,N2,1"]\n1. 22-18 *', 'unknown-game-type', /8×8/],
    ['bad FEN', '[GameType "22"]\n[FEN "W:W33:B1"]\n1. 22-18 *', 'bad-fen', /Square 33/],
    ['unclosed comment', '1. 32-28 {oops\n19-23 *', 'unbalanced-braces', /Line 1/],
    ['stray closing brace', '1. 32-28 } 19-23 *', 'unbalanced-braces', /never opened/],
    ['unclosed variation', '1. 32-28 (1. 31-27 19-23 *', 'unbalanced-parentheses', /never closed/],
    ['stray closing parenthesis', '1. 32-28 ) *', 'unbalanced-parentheses', /never opened/],
    ['bad tag', '[Event Rome]\n1. 32-28 *', 'bad-tag', /Line 1/],
    ['not a move', '1. 32-28 e2e4 *', 'syntax', /e2e4/],
  ];
  for (const [name, text, code, message] of cases) {
    it(`${name} → ${code}`, () => {
      const r = parsePdn(text);
      expect(r.ok).toBe(false);
      if (r.ok) return;
      expect(r.error.code).toBe(code);
      expect(r.error.message).toMatch(message);
    });
  }

  it('a move error carries the move number, the side and the text', () => {
    // 6 and 9 are not neighbours on the Italian board (d7 and a6).
    const r = parsePdn('[GameType "22"]\n1. 22-18 11-14\n2. 18x11 7x14\n3. 21-17 6-9 4. 17-13');
    expect(!r.ok && r.error).toMatchObject({
      code: 'illegal-move',
      moveNumber: 3,
      color: 'black',
      text: '6-9',
      line: 4,
    });
    expect(!r.ok && r.error.message).toBe(
      'Line 4, move 3... 6-9: it is not a legal move in the position reached.',
    );
  });
});

describe('PDN reading is robust', () => {
  it('rejects GameType names that are properties of every object', () => {
    for (const t of ['toString', '__proto__', 'constructor']) {
      const r = parsePdn(`[GameType "${t}"] *`);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('unknown-game-type');
    }
  });

  it('replays a recorded game that goes on past a repetition (draws are claims over the board)', () => {
    const r = parsePdn(
      '[GameType "21"][FEN "B:W21,K29:B12,K4"] 1. 4-8 29-25 2. 8-4 25-29 3. 4-8 29-25 4. 8-4 25-29 5. 12-16 21-17 *',
    );
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.game.moves).toHaveLength(10);
  });
});
