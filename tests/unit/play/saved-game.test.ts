/**
 * The game in progress saved between visits (src/browser/storage/game.ts), the history of finished games
 * (src/browser/storage/history.ts), the play page's link (src/components/play/start.ts) and the machine's events that
 * bring them in.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  loadSaved,
  replaySaved,
  type SavedGame,
  savedGameRecord,
  toSaved,
} from '../../../src/browser/storage/game';
import {
  addGame,
  HISTORY_MAX,
  type History,
  type HistoryEntry,
  historyRecord,
} from '../../../src/browser/storage/history';
import { createStore, type Notice, type StorageLike } from '../../../src/browser/storage/store';
import { linkErrorText, readPlayLink } from '../../../src/components/play/start';
import { type Game, newGame, playMove, VARIANTS } from '../../../src/engine/index';
import { t } from '../../../src/i18n';
import { gameMachine } from '../../../src/machines/game';
import {
  clockAfterMove,
  DEFAULT_PREFS,
  type GameContext,
  newClock,
  startClock,
} from '../../../src/model/play';

class MemoryStorage implements StorageLike {
  readonly data = new Map<string, string>();
  getItem = (k: string) => this.data.get(k) ?? null;
  setItem = (k: string, v: string) => void this.data.set(k, v);
  removeItem = (k: string) => void this.data.delete(k);
}

/** A game of `plies` plies, each side playing its first legal move. */
function firstMoves(plies: number, variant = VARIANTS.italian, fen?: string): Game {
  let game = newGame(variant, fen);
  for (let i = 0; i < plies && game.status.kind === 'playing'; i++) game = playMove(game, game.legalMoves[0]);
  return game;
}

const context = (over: Partial<GameContext> = {}): GameContext => ({
  prefs: DEFAULT_PREFS,
  game: null,
  player: 'white',
  level: 3,
  scoreLevel: 2,
  orientation: 'black',
  confirmingResign: false,
  failure: null,
  random: () => 0,
  startFen: null,
  clock: null,
  now: () => 0,
  otherTab: null,
  ...over,
});

const AT = '2026-11-30T12:00:00.000Z';

function saved(plies = 6): SavedGame {
  const game = firstMoves(plies);
  return toSaved(context({ game }), game, AT);
}

describe('the saved game', () => {
  it('is written as the start, the moves’ text and the bookkeeping', () => {
    const s = saved(4);
    expect(s).toMatchObject({
      variant: 'italian',
      startFen: null,
      player: 'white',
      level: 3,
      scoreLevel: 2,
      orientation: 'black',
      startedAt: AT,
    });
    expect(s.moves).toHaveLength(4);
    expect(savedGameRecord.validate(s).ok).toBe(true);
  });

  it('comes back replayed by the engine: the same moves, position, counters and bookkeeping', () => {
    const game = firstMoves(12);
    const r = replaySaved(toSaved(context({ game }), game, AT));
    expect(r).not.toBeNull();
    expect(r!.game.moves.map((m) => m.text)).toEqual(game.moves.map((m) => m.text));
    expect(r!.game.position).toEqual(game.position);
    expect(r!.game.counters).toEqual(game.counters);
    expect(r!.game.history).toEqual(game.history);
    expect(r).toMatchObject({
      player: 'white',
      level: 3,
      scoreLevel: 2,
      orientation: 'black',
      startFen: null,
    });
  });

  it('keeps the clock: each move’s time left, which gives both times back, standing until the game goes on', () => {
    const game = firstMoves(3);
    let clock = startClock(newClock('5+3'), 0);
    clock = clockAfterMove(clock, 'white', 10_000.4);
    clock = clockAfterMove(clock, 'black', 15_000);
    clock = clockAfterMove(clock, 'white', 40_000);
    const s = toSaved(context({ game, clock }), game, AT);
    expect(s.clock).toEqual({ control: '5+3', plies: [293_000, 298_000, 271_000] });
    expect(savedGameRecord.validate(s).ok).toBe(true);
    const r = replaySaved(s);
    expect(r!.clock).toMatchObject({ control: '5+3', white: 271_000, black: 298_000, since: null });
    // A game without a clock saves none; a clock whose times are not one per move is refused.
    expect(toSaved(context({ game }), game, AT).clock).toBeUndefined();
    expect(replaySaved({ ...s, clock: { control: '5+3', plies: [293_000] } })).toBeNull();
    expect(savedGameRecord.validate({ ...s, clock: { control: '3+2', plies: [] } }).ok).toBe(false);
    expect(savedGameRecord.validate({ ...s, clock: { control: '5+3', plies: [-1, 0, 0] } }).ok).toBe(false);
  });

  it('keeps a start position other than the usual one', () => {
    const fen = 'W:W22,K32:B10,18,K28';
    const game = firstMoves(1, VARIANTS.italian, fen);
    const s = toSaved(context({ game }), game, AT);
    expect(s.startFen).toBe(fen);
    expect(replaySaved(s)!.game.start).toEqual(newGame(VARIANTS.italian, fen).start);
  });

  it('refuses what the engine refuses: an illegal move, a bad start, a finished game, a score level above the level', () => {
    const good = saved(6);
    // A move of the wrong side (White again) in place of Black's second.
    expect(replaySaved({ ...good, moves: [...good.moves.slice(0, 3), good.moves[2]] })).toBeNull();
    expect(replaySaved({ ...good, moves: ['22-13'] })).toBeNull();
    expect(replaySaved({ ...good, startFen: 'W:W33:B1' })).toBeNull();
    // A man on its crowning row: an impossible position.
    expect(replaySaved({ ...good, startFen: 'W:W2:B10', moves: [] })).toBeNull();
    // Black to move with no piece left: the game is over.
    expect(replaySaved({ ...good, startFen: 'B:W22:B', moves: [] })).toBeNull();
    expect(replaySaved({ ...good, level: 2, scoreLevel: 4 })).toBeNull();
  });

  it('rejects malformed records by shape', () => {
    const good = saved(2);
    const bad: unknown[] = [
      { ...good, variant: 'brazilian' },
      { ...good, moves: ['22-18', '<script>'] },
      { ...good, moves: '22-18' },
      { ...good, level: 7 },
      { ...good, player: 'random' },
      { ...good, startedAt: '2026-02-30T00:00:00Z' },
      { ...good, startFen: 12 },
      { ...good, moves: Array.from({ length: 2001 }, () => '22-18') },
      [],
      'x',
    ];
    for (const b of bad) expect(savedGameRecord.validate(b).ok).toBe(false);
  });

  it('in storage: corrupted or tampered data is removed and the user told, the page goes on', () => {
    const cases: Array<[string, Notice['reason']]> = [
      ['{"v":1,"data":{"variant":"italian",', 'corrupt'],
      [JSON.stringify({ v: 1, data: { ...saved(2), level: 'hard' } }), 'invalid'],
      // Well formed, but the moves are not a game: only the engine can tell.
      [JSON.stringify({ v: 1, data: { ...saved(2), moves: ['22-18', '22-18'] } }), 'invalid'],
    ];
    for (const [text, reason] of cases) {
      const storage = new MemoryStorage();
      storage.setItem(savedGameRecord.storageKey, text);
      const store = createStore({ storage: () => storage });
      const notices: Notice[] = [];
      store.onNotice((n) => notices.push(n));
      expect(loadSaved(store)).toBeNull();
      // Only the game in progress went: the notice says so, not that every saved game was removed.
      expect(notices).toEqual([{ record: 'play-game', kind: 'current-game', reason }]);
      expect(storage.getItem(savedGameRecord.storageKey)).toBeNull();
      expect(store.read(savedGameRecord)).toBeNull();
    }
  });

  it('the notice for a lost game in progress says the past games are kept, in both languages', () => {
    expect(t('en', `storage.reset.${savedGameRecord.notice}`)).toMatch(
      /game in progress.*past games are still saved/,
    );
    expect(t('it', `storage.reset.${savedGameRecord.notice}`)).toMatch(
      /partita in corso.*partite giocate restano/,
    );
  });

  it('in storage: a good game is read back, with no notice', () => {
    const storage = new MemoryStorage();
    const store = createStore({ storage: () => storage });
    expect(store.write(savedGameRecord, saved(8)).ok).toBe(true);
    const other = createStore({ storage: () => storage });
    const notices: Notice[] = [];
    other.onNotice((n) => notices.push(n));
    const r = loadSaved(other);
    expect(r?.resume.game.moves).toHaveLength(8);
    expect(notices).toEqual([]);
  });
});

describe('the machine takes a saved game, the remembered choices and a start position', () => {
  it('resumes a game where it stands, with its level and score level', () => {
    const actor = createActor(gameMachine, { input: {} }).start();
    const r = replaySaved(saved(6))!;
    actor.send({ type: 'game.resumed', resume: { ...r, level: 4, scoreLevel: 1 } });
    const snap = actor.getSnapshot();
    expect(snap.matches({ playing: 'player' })).toBe(true);
    expect(snap.context.game?.moves).toHaveLength(6);
    expect(snap.context).toMatchObject({ level: 4, scoreLevel: 1, player: 'white', orientation: 'black' });
    actor.stop();
  });

  it('applies the remembered choices, and a link’s start position until another variant is chosen', () => {
    const actor = createActor(gameMachine, { input: {} }).start();
    actor.send({
      type: 'prefs.restored',
      prefs: { variant: 'english', color: 'black', level: 5, clock: 'none' },
    });
    expect(actor.getSnapshot().context).toMatchObject({ level: 5, orientation: 'black' });
    actor.send({ type: 'start.chosen', variant: 'italian', fen: 'W:W22,K32:B10,18,K28' });
    expect(actor.getSnapshot().context.prefs.variant).toBe('italian');
    actor.send({ type: 'color.chosen', color: 'white' });
    actor.send({ type: 'game.start' });
    expect(actor.getSnapshot().context.game?.start).toEqual(
      newGame(VARIANTS.italian, 'W:W22,K32:B10,18,K28').start,
    );
    actor.send({ type: 'resign.requested' });
    actor.send({ type: 'resign.confirmed' });
    actor.send({ type: 'variant.chosen', variant: 'english' });
    expect(actor.getSnapshot().context.startFen).toBeNull();
    actor.stop();
  });
});

const entry = (score: number, over: Partial<HistoryEntry> = {}): HistoryEntry => ({
  result: 'win',
  end: 'no-moves',
  variant: 'italian',
  level: 3,
  score,
  date: AT,
  id: undefined,
  pdn: '[Result "1-0"]\n\n1. 22-18 1-0\n',
  ...over,
});

describe('the history of finished games', () => {
  it('keeps the newest first, at most HISTORY_MAX', () => {
    let h: History = historyRecord.default;
    for (let i = 0; i < HISTORY_MAX + 5; i++) h = addGame(h, entry(i));
    expect(h.games).toHaveLength(HISTORY_MAX);
    expect(h.games[0].score).toBe(HISTORY_MAX + 4);
    expect(h.games[HISTORY_MAX - 1].score).toBe(5);
    expect(historyRecord.validate(h).ok).toBe(true);
  });

  it('keeps the best score per variant and level, even once its game is off the list', () => {
    let h: History = historyRecord.default;
    h = addGame(h, entry(370));
    h = addGame(h, entry(120));
    h = addGame(h, entry(90, { level: 1 }));
    h = addGame(h, entry(0, { variant: 'english', result: 'loss' }));
    expect(h.best).toEqual({ 'italian-3': 370, 'italian-1': 90, 'english-3': 0 });
    for (let i = 0; i < HISTORY_MAX; i++) h = addGame(h, entry(10, { level: 1 }));
    expect(h.games.some((g) => g.score === 370)).toBe(false);
    expect(h.best['italian-3']).toBe(370);
  });

  it('rejects tampered records', () => {
    const good = addGame(historyRecord.default, entry(100));
    const bad: unknown[] = [
      { ...good, best: { 'brazilian-3': 10 } },
      { ...good, best: { 'italian-9': 10 } },
      { ...good, best: { 'italian-3': -5 } },
      { ...good, games: [{ ...good.games[0], score: 1e9 }] },
      { ...good, games: [{ ...good.games[0], result: 'won' }] },
      { ...good, games: Array.from({ length: HISTORY_MAX + 1 }, () => good.games[0]) },
    ];
    for (const b of bad) expect(historyRecord.validate(b).ok).toBe(false);
  });
});

describe('the play link ?v=…&fen=…', () => {
  it('asks for nothing without parameters', () => {
    expect(readPlayLink('')).toBeNull();
    expect(readPlayLink('?x=1')).toBeNull();
  });

  it('gives a position the engine accepts, written back as the engine writes it', () => {
    expect(readPlayLink('?v=italian&fen=W%3AW22%2CK32%3AB10%2C18%2CK28')).toEqual({
      ok: true,
      variant: 'italian',
      fen: 'W:W22,K32:B10,18,K28',
    });
    expect(readPlayLink('?v=english')).toEqual({ ok: true, variant: 'english', fen: null });
    // Without `v`, Italian.
    expect(readPlayLink('?fen=B:W21-32:B1-12')).toMatchObject({ ok: true, variant: 'italian' });
  });

  it('refuses an unknown variant or one the computer does not play', () => {
    expect(readPlayLink('?v=chess&fen=W:W22:B10')).toEqual({ ok: false, code: 'variant', token: 'chess' });
    expect(readPlayLink('?v=brazilian&fen=W:W22:B10')).toMatchObject({ ok: false, code: 'variant' });
    const long = readPlayLink(`?v=${'x'.repeat(100)}`);
    expect(long).toMatchObject({ ok: false, code: 'variant' });
    expect((long as { token: string }).token.length).toBeLessThanOrEqual(41);
  });

  it('refuses a bad FEN and an impossible position with the reader’s code', () => {
    expect(readPlayLink('?v=italian&fen=hello')).toMatchObject({
      ok: false,
      code: 'fen',
      error: { code: 'bad-turn' },
    });
    expect(readPlayLink('?v=italian&fen=W:W2:B10')).toMatchObject({
      ok: false,
      code: 'fen',
      error: { code: 'man-on-promotion-row' },
    });
    expect(readPlayLink('?v=italian&fen=W:W99:B10')).toMatchObject({
      ok: false,
      code: 'fen',
      error: { code: 'square-out-of-range' },
    });
  });

  it('refuses a position where a side has no piece, naming that side (issue 18 item 8)', () => {
    // The computer (Black) has nothing to play with: no game, and no score to earn.
    expect(readPlayLink('?fen=W:W21:B')).toEqual({
      ok: false,
      code: 'no-piece',
      variant: 'italian',
      side: 'black',
    });
    expect(readPlayLink('?v=english&fen=B:W:B5')).toEqual({
      ok: false,
      code: 'no-piece',
      variant: 'english',
      side: 'white',
    });
  });

  it('refuses a position where the side to move has no piece: the game is over', () => {
    expect(readPlayLink('?v=italian&fen=B:W22:B')).toEqual({ ok: false, code: 'over', variant: 'italian' });
  });

  it('refuses a position where the side to move has no move', () => {
    // White's only man is hemmed in by Black's men, none of which it may take.
    const link = readPlayLink('?v=italian&fen=W:W29:B25,26,21,22');
    expect(link).toEqual({ ok: false, code: 'over', variant: 'italian' });
  });

  it('says why a link without a side’s pieces is refused, in both languages', async () => {
    const link = readPlayLink('?fen=W:W21:B');
    if (link === null || link.ok) throw new Error('refused link expected');
    expect(await linkErrorText('en', link)).toContain('Black has no piece');
    expect(await linkErrorText('it', link)).toContain('il Nero non ha pezzi');
  });
});
