/**
 * How a game ended, kept in the history (src/browser/storage/history.ts, version 2) and said after the game
 * (src/components/play/GameOver.tsx): a finished game with the engine's reason, a saved game given up as
 * abandoned, the result sentence naming the rule.
 */
import { describe, expect, it } from 'vitest';
import { historyRecord } from '../../../src/browser/storage/history';
import { createStore, type Notice, type StorageLike } from '../../../src/browser/storage/store';
import { recordAbandoned, recordFinished } from '../../../src/components/play/finished';
import { reasonKey } from '../../../src/components/play/GameOver';
import {
  claimDraw,
  type Game,
  loseOnTime,
  newGame,
  parsePdn,
  playMove,
  resign,
  VARIANTS,
} from '../../../src/engine/index';
import { tg } from '../../../src/i18n/game';
import { DEFAULT_PREFS, type GameContext, newClock } from '../../../src/model/play';

class MemoryStorage implements StorageLike {
  readonly data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
}

const context = (game: Game, over: Partial<GameContext> = {}): GameContext => ({
  prefs: DEFAULT_PREFS,
  game,
  player: 'white',
  level: 3,
  scoreLevel: 2,
  orientation: 'white',
  confirmingResign: false,
  failure: null,
  random: () => 0,
  startFen: null,
  clock: null,
  now: () => 0,
  otherTab: null,
  ...over,
});

/** White captures 22x13 (the only move), then Black answers: one capture for the player. */
function oneCapture(): Game {
  let g = newGame(VARIANTS.italian, 'W:W22,30:B18,1');
  g = playMove(g, g.legalMoves[0]);
  return playMove(g, g.legalMoves[0]);
}

const AT = new Date('2026-12-02T10:00:00.000Z');

describe('the history keeps how each game ended', () => {
  it('a resigned game: lost, “resign”, its captures scored', () => {
    const store = createStore({ storage: () => new MemoryStorage() });
    recordFinished(store, context(resign(oneCapture(), 'white')), 'it', AT);
    const [g] = store.read(historyRecord).games;
    expect(g).toMatchObject({ result: 'loss', end: 'resign', score: 10, level: 2 });
  });

  it('a win by leaving the computer no move: “no-moves”', () => {
    // 5-1 crowns White's man, and Black's man on 25 is then blocked by the white man on 29.
    let g = newGame(VARIANTS.italian, 'W:W5,29:B25');
    g = playMove(g, g.legalMoves.find((m) => m.from === 5 && m.to === 1)!);
    expect(g.status).toMatchObject({ kind: 'win', reason: 'no-moves' });
    const store = createStore({ storage: () => new MemoryStorage() });
    recordFinished(store, context(g), 'en', AT);
    expect(store.read(historyRecord).games[0]).toMatchObject({ result: 'win', end: 'no-moves' });
  });

  it('a game lost on time: “time”, said as such, its clock times in the PDN, which reads back', () => {
    // White took on 22x13 with 4:57 left after the increment; Black answered with 4:43; White's flag fell.
    const g = loseOnTime(oneCapture(), 'white');
    const clock = { ...newClock('5+3', [297_400, 283_999], ['white', 'black']), white: 0 };
    const ctx = context(g, { clock });
    expect(tg('it', reasonKey(ctx))).toMatch(/persa per tempo/);
    expect(tg('en', reasonKey(ctx))).toMatch(/lost on time/);
    expect(tg('en', reasonKey(context(loseOnTime(oneCapture(), 'black'))))).toMatch(/computer lost on time/);
    const store = createStore({ storage: () => new MemoryStorage() });
    recordFinished(store, ctx, 'en', AT);
    const [entry] = store.read(historyRecord).games;
    expect(entry).toMatchObject({ result: 'loss', end: 'time' });
    expect(entry.pdn).toContain('[Termination "time forfeit"]');
    expect(entry.pdn).toMatch(/1\. 22x13 \{\[%clk 0:04:57\]\} 1\.\.\. 1-5 \{\[%clk 0:04:43\]\} 0-1/);
    const read = parsePdn(entry.pdn);
    expect(read.ok && read.value.game.moves.map((m) => m.text)).toEqual(g.moves.map((m) => m.text));
  });

  it('a game in progress is not recorded as finished', () => {
    const store = createStore({ storage: () => new MemoryStorage() });
    recordFinished(store, context(oneCapture()), 'it', AT);
    expect(store.read(historyRecord).games).toEqual([]);
  });

  it('a saved game given up: abandoned, a loss with its captures, the PDN won by the computer', () => {
    const store = createStore({ storage: () => new MemoryStorage() });
    const game = oneCapture();
    recordAbandoned(
      store,
      { game, player: 'white', level: 4, scoreLevel: 1, orientation: 'white', startFen: null, clock: null },
      'en',
      AT,
    );
    const [g] = store.read(historyRecord).games;
    expect(g).toMatchObject({
      result: 'loss',
      end: 'abandoned',
      score: 10,
      level: 1,
      date: AT.toISOString(),
    });
    expect(g.pdn).toContain('[Result "0-1"]');
    expect(g.pdn).toContain('[Termination "abandoned"]');
    expect(g.pdn).toContain('22x13');
    // Nothing gained: an abandoned game is no best score above what its captures earn.
    expect(store.read(historyRecord).best).toEqual({ 'italian-1': 10 });
  });

  it('two tabs giving up the same saved game record it once; another game of either is still added', () => {
    // Two tabs: two stores over one storage. No `storage` event reaches either: B read the history before A
    // wrote it, as a tab does when both answer the question within moments.
    const storage = new MemoryStorage();
    const a = createStore({ storage: () => storage });
    const b = createStore({ storage: () => storage });
    expect(b.read(historyRecord).games).toEqual([]);
    const resume = {
      game: oneCapture(),
      player: 'white' as const,
      level: 4 as const,
      scoreLevel: 1 as const,
      orientation: 'white' as const,
      startFen: null,
      clock: null,
    };
    const started = '2026-11-30T11:00:00.000Z';
    recordAbandoned(a, resume, 'en', AT, started);
    recordAbandoned(b, resume, 'en', new Date(AT.getTime() + 5), started);
    expect(a.read(historyRecord).games).toHaveLength(1);
    expect(b.read(historyRecord).games).toHaveLength(1);
    expect(JSON.parse(storage.getItem(historyRecord.storageKey)!).data.games).toHaveLength(1);
    expect(b.read(historyRecord).games[0]).toMatchObject({ id: started, date: AT.toISOString() });
    // A game of its own that B finishes next is added to what storage holds, A's record kept.
    recordFinished(b, context(resign(oneCapture(), 'white')), 'en', AT, '2026-11-30T11:30:00.000Z');
    expect(JSON.parse(storage.getItem(historyRecord.storageKey)!).data.games).toHaveLength(2);
    expect(b.read(historyRecord).games.map((g) => g.id)).toEqual(['2026-11-30T11:30:00.000Z', started]);
  });

  it('a game recorded twice in one tab (the same id) is there once', () => {
    const store = createStore({ storage: () => new MemoryStorage() });
    const ctx = context(resign(oneCapture(), 'white'));
    recordFinished(store, ctx, 'it', AT, '2026-11-30T11:00:00.000Z');
    recordFinished(store, ctx, 'it', AT, '2026-11-30T11:00:00.000Z');
    expect(store.read(historyRecord).games).toHaveLength(1);
  });

  it('games saved by version 1 (without an ending) are kept, with no notice', () => {
    const storage = new MemoryStorage();
    const v1 = {
      games: [
        {
          result: 'win',
          variant: 'italian',
          level: 3,
          score: 370,
          date: '2026-11-30T12:00:00.000Z',
          pdn: '[Result "1-0"]\n\n1. 22-18 1-0\n',
        },
      ],
      best: { 'italian-3': 370 },
    };
    storage.setItem(historyRecord.storageKey, JSON.stringify({ v: 1, data: v1 }));
    const store = createStore({ storage: () => storage });
    const notices: Notice[] = [];
    store.onNotice((n) => notices.push(n));
    const h = store.read(historyRecord);
    expect(h).toEqual(v1);
    expect(h.games[0].end).toBeUndefined();
    expect(notices).toEqual([]);
  });

  it('an ending that is none of the engine’s (nor “abandoned”) is refused', () => {
    const good = {
      games: [
        {
          result: 'loss',
          end: 'resign',
          variant: 'italian',
          level: 3,
          score: 0,
          date: '2026-11-30T12:00:00.000Z',
          pdn: '',
        },
      ],
      best: {},
    };
    expect(historyRecord.validate(good).ok).toBe(true);
    expect(historyRecord.validate({ ...good, games: [{ ...good.games[0], end: 'timeout' }] }).ok).toBe(false);
  });
});

describe('the result sentence names how the game ended', () => {
  it('Italian repetition is the player’s claim; in English draughts it draws by itself', () => {
    // Both sides shuffle a king until the start comes back three times.
    const shuffle = (variant: typeof VARIANTS.italian, fen: string, moves: Array<[number, number]>) => {
      let g = newGame(variant, fen);
      for (const [from, to] of moves)
        g = playMove(g, g.legalMoves.find((m) => m.from === from && m.to === to)!);
      return g;
    };
    const loop: Array<[number, number]> = [
      [29, 25],
      [4, 8],
      [25, 29],
      [8, 4],
      [29, 25],
      [4, 8],
      [25, 29],
      [8, 4],
    ];
    const italian = shuffle(VARIANTS.italian, 'W:WK29:BK4', loop);
    const claimed = claimDraw(italian);
    expect(claimed.ok).toBe(true);
    if (!claimed.ok) return;
    const key = reasonKey(context(claimed.value));
    expect(key).toBe('game.reason.repetition.claim');
    expect(tg('it', key)).toBe(
      'Hai chiesto la patta per ripetizione: la stessa posizione si era presentata tre volte.',
    );
    expect(tg('en', key)).toMatch(/^You claimed a draw by repetition/);

    const english = {
      ...italian,
      variant: VARIANTS.english,
      status: { kind: 'draw', reason: 'repetition' },
    } as Game;
    expect(tg('en', reasonKey(context(english)))).toBe(
      'Drawn by repetition: the same position came up three times.',
    );
  });

  it('the 40-move rule, a resignation and no moves left, in both languages', () => {
    const base = newGame(VARIANTS.italian);
    const forty = { ...base, status: { kind: 'draw', reason: 'forty-moves' } } as Game;
    expect(tg('it', reasonKey(context(forty)))).toMatch(/^Patta per la regola delle 40 mosse:/);
    expect(tg('en', reasonKey(context(forty)))).toMatch(/^Drawn by the 40-move rule:/);
    const resigned = resign(base, 'white');
    expect(tg('it', reasonKey(context(resigned)))).toBe('Hai abbandonato la partita.');
    expect(tg('en', reasonKey(context(resigned)))).toBe('You resigned.');
    const blocked = { ...base, status: { kind: 'win', winner: 'black', reason: 'no-moves' } } as Game;
    expect(tg('it', reasonKey(context(blocked)))).toBe('Sei rimasto senza mosse: chi non può muovere perde.');
    expect(tg('en', reasonKey(context(blocked, { player: 'black' })))).toBe(
      'The computer has no moves left, and a player who cannot move loses.',
    );
  });
});
