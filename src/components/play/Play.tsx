/**
 * The "play against the computer" island: the game machine (src/machines/game.ts) with the Web Worker client as
 * its computer, the playable board on the left, and a panel on the right — setup, status, level, moves,
 * buttons, and the result at the end. Keys 1 to 5 choose the level, and a status line says so; choices are
 * remembered by the store (src/browser/storage/play.ts), the game in progress after every move (src/browser/storage/game.ts),
 * and offered back on return. A link may give the start position (`?v=…&fen=…`, ./start.ts).
 *
 * The page renders it on the server with the defaults (the usual start of Italian draughts), so the first
 * render in the browser is the same; what the browser remembers is applied just after. What is needed only
 * once a game is over (result, PDN, review, history: ./finished.ts) and the move sound load on their own.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { fromPromise } from 'xstate';
import { loadSaved, replaySaved, savedGameRecord, toSaved } from '../../browser/storage/game';
import type { History as HistoryData } from '../../browser/storage/history';
import { playRecord, soundRecord } from '../../browser/storage/play';
import { store } from '../../browser/storage/store';
import { type Move, moveNumberOf, newGame, startPosition, takeBack, VARIANTS } from '../../engine/index';
import { tg as t } from '../../i18n/game';
import { variantName } from '../../i18n/ui';
import { gameMachine } from '../../machines/game';
import type { Lang } from '../../model/lang';
import {
  type ComputerInput,
  type ComputerReply,
  DEFAULT_PREFS,
  isLevel,
  type Level,
  type Resume,
} from '../../model/play';
import { useKeyboardUser } from '../board/keyboardUser';
import { ThemeToggle } from '../board/ThemeToggle';
import { useActor } from '../useActor';
import { isTyping } from './keys';
import { LevelPicker } from './LevelPicker';
import { levelName } from './record';
import { SetupBoard } from './SetupBoard';
import { SetupPanel } from './SetupPanel';
import '../board/controls.css';
import './play.css';

export interface PlayProps {
  lang: Lang;
}

/** How long the line about a level change stays on screen. */
const NOTICE_MS = 6000;

const reducedMotion = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Bring the board into view when it is not entirely on screen (on a phone, Start is below the board). */
function showBoard(board: HTMLElement | null | undefined): void {
  if (!board) return;
  const r = board.getBoundingClientRect();
  if (r.top >= 0 && r.bottom <= window.innerHeight) return;
  board.scrollIntoView({ block: 'start', behavior: reducedMotion() ? 'auto' : 'smooth' });
}

type Finished = typeof import('./finished');
type InGame = typeof import('./ingame');
type Playable = typeof import('./playable');
/**
 * The interactive board (the board-input machine and the engine's explanations): fetched when the browser is
 * idle after the page has loaded, or when a game starts if that comes first. Until then ./SetupBoard draws the
 * same picture.
 */
const loadPlayable = (): Promise<Playable> => import('./playable');
/** The panels of a game going on: loaded when a game starts or one is offered back, not before. */
const loadInGame = () => import('./ingame');
type AiClient = ReturnType<typeof import('../../browser/workers/aiClient').createAiClient>;
const loadFinished = () => import('./finished');

export default function Play({ lang }: PlayProps) {
  // The Web Worker's client loads with the computer's first move: nothing of it is needed before.
  const client = useMemo(() => {
    let made: Promise<AiClient> | null = null;
    let disposed = false;
    return {
      get: () => {
        made ??= import('../../browser/workers/aiClient').then((m) => m.createAiClient());
        return made;
      },
      dispose: () => {
        if (disposed) return;
        disposed = true;
        void made?.then((c) => c.dispose());
      },
    };
  }, []);
  const machine = useMemo(
    () =>
      gameMachine.provide({
        actors: {
          computerMove: fromPromise<ComputerReply, ComputerInput>(async ({ input, signal }) =>
            (await client.get()).choose(input.game, input.level, signal, input.movetime),
          ),
        },
      }),
    [client],
  );
  // The server's render: the defaults. What this browser remembers comes in the first effect.
  const [snap, actor] = useActor(machine, { prefs: DEFAULT_PREFS });
  const [showNumbers, setShowNumbers] = useState(false);
  const [ready, setReady] = useState(false);
  /** a saved game waiting for "resume" or "abandon" */
  const [offer, setOffer] = useState<{ resume: Resume; startedAt: string } | null>(null);
  const [linkError, setLinkError] = useState('');
  /** the start position the page's address gives (a link), null without one */
  const linkFen = useRef<string | null>(null);
  /** the link's start position is being read (its reader loading): a Start pressed now waits for it */
  const linkPending = useRef(false);
  const startWaiting = useRef(false);
  const [sound, setSound] = useState(false);
  const [finished, setFinished] = useState<Finished | null>(null);
  const [inGame, setInGame] = useState<InGame | null>(null);
  const [playable, setPlayable] = useState<Playable | null>(null);
  const [history, setHistory] = useState<HistoryData | null>(null);
  /** the ply shown while reviewing a finished game; null: its end */
  const [reviewPly, setReviewPly] = useState<number | null>(null);
  /** the engine review's marks on the move list (only a finished game's review makes any) */
  const [marks, setMarks] = useState<import('./MoveList').MoveMarks | null>(null);
  /** when the game in progress began (saved with it) */
  const startedAt = useRef<string | null>(null);
  /** the moves this tab last saved: a saved game of the same start with other moves was written by another tab */
  const lastSaved = useRef<readonly string[] | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const ctx = snap.context;

  // Another tab's game replacing this one's in storage: own writes carry this game's start time and moves. The
  // same game moved on in another tab (both went on with it after a switch) is another game too: asked again.
  useEffect(
    () =>
      store.subscribe(savedGameRecord, (value) => {
        if (!value || startedAt.current === null) return;
        const mine = lastSaved.current;
        const same =
          mine !== null && mine.length === value.moves.length && mine.every((m, i) => m === value.moves[i]);
        if (value.startedAt === startedAt.current && same) return;
        if (!actor.getSnapshot().matches('playing')) return;
        const resume = replaySaved(value);
        // The machine pauses the game (and its clock) until the player answers (machines/game.ts otherTab).
        if (resume) actor.send({ type: 'otherTab.found', other: { resume, startedAt: value.startedAt } });
      }),
    [actor],
  );

  useEffect(() => {
    actor.send({ type: 'prefs.restored', prefs: store.read(playRecord) });
    setSound(store.read(soundRecord));
    setFinePointer(typeof matchMedia === 'function' && matchMedia('(pointer: fine)').matches);
    const saved = loadSaved(store);
    if (saved) {
      setOffer({ resume: saved.resume, startedAt: saved.saved.startedAt });
      void loadInGame().then(setInGame);
    }
    // A link's start position: its reader loads only when the address has a query. The page is ready only
    // once the link is read and its position chosen: a Start pressed before would start from the usual one.
    let live = true;
    linkPending.current = location.search !== '';
    if (location.search)
      void import('./start')
        .then(async ({ readPlayLink, linkErrorText }) => {
          const link = readPlayLink(location.search);
          if (link?.ok) {
            linkFen.current = link.fen;
            actor.send({ type: 'start.chosen', variant: link.variant, fen: link.fen });
          } else if (link && live) setLinkError(await linkErrorText(lang, link));
        })
        // A link the page could not read (its code failed to load) leaves the usual start: ready all the same.
        .finally(() => {
          if (!live) return;
          linkPending.current = false;
          setReady(true);
          // Start was pressed while the link was being read: the game starts now, from the link's position.
          if (startWaiting.current) {
            startWaiting.current = false;
            actor.send({ type: 'game.start' });
          }
        });
    else setReady(true);
    const fetchBoard = () => void loadPlayable().then(setPlayable);
    const idleBoard =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(fetchBoard, { timeout: 2000 })
        : setTimeout(fetchBoard, 200);
    // The past games, once the page is quiet: nothing of it is needed for the first move.
    const idle = setTimeout(
      () =>
        void loadFinished().then((m) => {
          setFinished(m);
          setHistory(m.readHistory(store));
        }),
      1500,
    );
    return () => {
      live = false;
      clearTimeout(idle);
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idleBoard as number);
      else clearTimeout(idleBoard);
      client.dispose();
    };
  }, [client, actor, lang]);

  // Remember the choices whenever they change (a full or missing storage: they last for this page). The
  // first render's defaults are not choices: they wait for the remembered ones.
  useEffect(() => {
    if (ready) store.write(playRecord, ctx.prefs);
  }, [ctx.prefs, ready]);

  // A level change never goes unnoticed: a key press can make it from anywhere on the page, so a status line
  // by the level picker says what the level now is, and during a game when it applies and what it does to
  // the score (which counts the lowest level of the game).
  const [levelNotice, setLevelNotice] = useState('');
  const noticeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(noticeTimer.current), []);
  const changeLevel = useCallback(
    (level: Level) => {
      actor.send({ type: 'level.chosen', level });
      const now = actor.getSnapshot();
      const head = `${t(lang, 'game.level')}: ${levelName(lang, now.context.level)}`;
      const busy = now.matches({ playing: { computer: 'thinking' } });
      setLevelNotice(
        now.matches('playing')
          ? `${head}. ${t(lang, busy ? 'game.level.changed.thinking' : 'game.level.changed.next')} ${t(lang, 'game.level.changed.score')}`
          : head,
      );
      clearTimeout(noticeTimer.current);
      noticeTimer.current = setTimeout(() => setLevelNotice(''), NOTICE_MS);
    },
    [actor, lang],
  );

  // Is there a keyboard? Say that keys 1–5 work only then: a fine pointer (a computer, which has one), a key
  // used on the page (focus moved by Tab, a level key pressed). A phone's screen shows nothing about keys.
  const [finePointer, setFinePointer] = useState(false);
  const [keysUsed, setKeysUsed] = useState(false);
  const keyboardUser = useKeyboardUser(root);
  const keyHint = finePointer || keysUsed || keyboardUser;

  // Keys 1 to 5 choose the level, as in the Italian web games.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e)) return;
      const n = Number(e.key);
      if (isLevel(n)) {
        changeLevel(n);
        setKeysUsed(true);
        e.preventDefault();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [changeLevel]);

  const onMove = useCallback((move: Move) => actor.send({ type: 'move.played', move }), [actor]);

  const game = ctx.game;
  const inSetup = snap.matches('setup');
  const over = snap.matches('over');
  const playing = snap.matches('playing');
  /**
   * another tab saved a different game over this one (a `storage` event): the game stands still, this tab
   * stops saving and asks whether to keep its own game (saved again) or switch to the other one
   */
  const otherTab = snap.matches({ playing: 'otherTab' }) ? ctx.otherTab : null;

  // The game in progress is saved after every move (and level or orientation change); once over it goes to
  // the history, and the saved game is gone.
  useEffect(() => {
    if (!game) return;
    // While another tab's game is in storage and the player has not chosen, this tab writes nothing.
    if (playing && otherTab) return;
    if (playing) {
      startedAt.current ??= new Date().toISOString();
      // Nothing played yet, nothing to come back to (and no earlier game to offer any more).
      if (game.moves.length === 0) store.reset(savedGameRecord);
      else {
        const saved = toSaved(ctx, game, startedAt.current);
        lastSaved.current = saved.moves;
        store.write(savedGameRecord, saved);
      }
      return;
    }
    if (!over || startedAt.current === null) return;
    const id = startedAt.current;
    startedAt.current = null;
    store.reset(savedGameRecord);
    const done = actor.getSnapshot().context;
    void loadFinished().then((m) => {
      m.recordFinished(store, done, lang, new Date(), id);
      setFinished(m);
      setHistory(m.readHistory(store));
    });
  }, [game, playing, over, ctx.level, ctx.orientation, otherTab]);

  // The move sound, when it is on: each move made, the player's and the computer's.
  const plies = game?.moves.length ?? 0;
  const lastPlies = useRef(plies);
  useEffect(() => {
    const before = lastPlies.current;
    lastPlies.current = plies;
    if (!sound || !game || plies !== before + 1) return;
    const capture = game.moves[plies - 1].move.captures.length > 0;
    void import('./sound').then((m) => m.playMoveSound(capture));
  }, [plies, sound, game]);

  // Review a finished game (./Review.tsx): the ply shown, the end unless the player stepped back.
  const total = game?.moves.length ?? 0;
  const reviewing = over && game !== null;
  const shownPly = reviewPly ?? total;
  useEffect(() => setReviewPly(null), [game]);

  const onResume = () => {
    if (!offer) return;
    startedAt.current = offer.startedAt;
    setOffer(null);
    actor.send({ type: 'game.resumed', resume: offer.resume });
  };
  // The game given up goes to the history as abandoned (a resignation: lost, its captures scored).
  const onAbandon = () => {
    if (!offer) return;
    const { resume, startedAt: id } = offer;
    setOffer(null);
    store.reset(savedGameRecord);
    void loadFinished().then((m) => {
      // Once per game: another tab offered the same saved game may have given it up already.
      m.recordAbandoned(store, resume, lang, new Date(), id);
      setFinished(m);
      setHistory(m.readHistory(store));
    });
    requestAnimationFrame(() => find('[data-action="start"]')?.focus());
  };
  /** Keep this tab's game: the save effect writes it again once the question is gone. */
  const onKeepMine = () => actor.send({ type: 'otherTab.kept' });
  /** Go on with the other tab's game here. */
  const onSwitch = () => {
    if (!otherTab) return;
    startedAt.current = otherTab.startedAt;
    actor.send({ type: 'otherTab.switched' });
  };
  const onUsualStart = () => {
    actor.send({ type: 'start.chosen', variant: ctx.prefs.variant, fen: null });
    window.history.replaceState(null, '', location.pathname);
  };
  const thinking = snap.matches({ playing: { computer: 'thinking' } });
  const failed = snap.matches({ playing: { computer: 'failed' } });
  const yourTurn = snap.matches({ playing: 'player' });

  // In setup the board shows the chosen variant's start (or the link's position), from the chosen side; a
  // saved game on offer shows where it stands; a finished game shows the position reviewed.
  const shown = inSetup ? (offer?.resume.game ?? null) : game;
  const startFen = ctx.startFen;
  const review = reviewing ? shownPly : null;
  const position = useMemo(() => {
    if (shown && review !== null && review < shown.moves.length)
      return takeBack(shown, shown.moves.length - review).position;
    if (shown) return shown.position;
    const variant = VARIANTS[ctx.prefs.variant];
    return startFen ? newGame(variant, startFen).start : startPosition(variant);
  }, [shown, review, ctx.prefs.variant, startFen]);
  const lastPly = shown ? (review ?? shown.moves.length) : 0;
  const lastMove = shown && lastPly > 0 ? shown.moves[lastPly - 1].move : null;
  const orientation = offer
    ? offer.resume.orientation
    : inSetup
      ? ctx.prefs.color === 'black'
        ? 'black'
        : 'white'
      : ctx.orientation;

  // Say the computer's move aloud (the board only announces the moves made on it).
  const announce = useMemo(() => {
    if (!playing || !game || game.moves.length === 0) return '';
    const last = game.moves[game.moves.length - 1];
    if (last.color === ctx.player) return '';
    return playable?.announceMove(lang, takeBack(game, 1).position, last.move) ?? '';
  }, [playing, game, ctx.player, lang, playable]);

  const state = inSetup
    ? 'setup'
    : over
      ? 'over'
      : otherTab
        ? 'other-tab'
        : thinking
          ? 'thinking'
          : failed
            ? 'failed'
            : 'player';

  // Keep the keyboard where the action is: the board when a game starts (scrolled into view: on a phone the
  // Start button is below it), the result when it ends, the retry button when the computer failed, the
  // cautious answer when resigning is asked, and back to the resign button or the board when that is over.
  const find = (selector: string) => root.current?.querySelector<HTMLElement>(selector) ?? null;
  const BOARD_FOCUS = '[role="gridcell"][tabindex="0"]';
  const phase = inSetup ? 'setup' : over ? 'over' : 'playing';
  const lastPhase = useRef(phase);
  /** the board and the result get the focus as soon as they are on the page (their modules may be loading) */
  const focusBoard = useRef(false);
  const focusResult = useRef(false);
  useEffect(() => {
    const from = lastPhase.current;
    lastPhase.current = phase;
    if (from === phase) return;
    setLevelNotice('');
    if (phase === 'playing') {
      void loadInGame().then(setInGame);
      void loadPlayable().then(setPlayable);
      focusBoard.current = true;
      // The end of the game will need its module: fetch it while the player thinks.
      void loadFinished().then(setFinished);
    } else if (phase === 'over') {
      focusResult.current = true;
    } else {
      find('[data-action="start"]')?.focus();
    }
  }, [phase]);
  useEffect(() => {
    if (!focusBoard.current || !playable) return;
    focusBoard.current = false;
    find(BOARD_FOCUS)?.focus({ preventScroll: true });
    // The board itself: in the wide layout its wrapper has no box of its own (play.css, display: contents).
    showBoard(find('.play__board [data-board]'));
  });
  useEffect(() => {
    if (!focusResult.current) return;
    const result = find('[data-testid="result"]');
    if (!result) return;
    focusResult.current = false;
    result.focus({ preventScroll: true });
    result.scrollIntoView({ block: 'nearest', behavior: reducedMotion() ? 'auto' : 'smooth' });
  });
  const lastAsk = useRef({ failed, confirming: ctx.confirmingResign });
  useEffect(() => {
    const before = lastAsk.current;
    lastAsk.current = { failed, confirming: ctx.confirmingResign };
    if (!playing) return;
    const target = failed
      ? '[data-action="retry"]'
      : ctx.confirmingResign
        ? '[data-action="resign-no"]'
        : before.confirming
          ? '[data-action="resign"]'
          : before.failed
            ? BOARD_FOCUS
            : null;
    if (target) find(target)?.focus();
  }, [failed, ctx.confirmingResign]);

  const Over = finished;
  const boardLabel = `${t(lang, 'game.board')}: ${variantName(lang, position.variant.id)}`;
  return (
    <div
      ref={root}
      class="play"
      data-ready={ready ? 'true' : undefined}
      data-state={offer ? 'resume' : state}
      data-variant={position.variant.id}
    >
      {/* Before a game the board only shows the start: out of the tab order and of the way. */}
      <div class="play__board" inert={inSetup}>
        {playable ? (
          <playable.PlayableBoard
            lang={lang}
            position={position}
            lastMove={lastMove}
            enabled={yourTurn}
            side={ctx.player}
            keyHint
            orientation={orientation}
            showNumbers={showNumbers}
            label={boardLabel}
            onMove={onMove}
          />
        ) : (
          <SetupBoard
            lang={lang}
            position={position}
            lastMove={lastMove}
            orientation={orientation}
            showNumbers={showNumbers}
            label={boardLabel}
          />
        )}
        <p class="visually-hidden" aria-live="polite">
          {announce}
        </p>
      </div>

      <section class="play__panel" aria-label={t(lang, 'game.title')}>
        {/* Without JavaScript the server's panel stays hidden (play.css) and only this is shown. */}
        <noscript class="play-noscript">{t(lang, 'game.noscript')}</noscript>
        {inSetup && offer && inGame && (
          <inGame.ResumePanel lang={lang} resume={offer.resume} onResume={onResume} onAbandon={onAbandon} />
        )}
        {inSetup && !offer && (
          <SetupPanel
            lang={lang}
            prefs={ctx.prefs}
            level={ctx.level}
            levelNotice={levelNotice}
            onVariant={(variant) => actor.send({ type: 'variant.chosen', variant })}
            onColor={(color) => actor.send({ type: 'color.chosen', color })}
            onLevel={changeLevel}
            onClock={(clock) => actor.send({ type: 'clock.chosen', clock })}
            keys={keyHint}
            onStart={() => {
              if (linkPending.current) startWaiting.current = true;
              else actor.send({ type: 'game.start' });
            }}
            from={
              ctx.startFen !== null &&
              (ctx.startFen === linkFen.current ? 'game.link.from' : 'game.chosen.from')
            }
            linkError={linkError}
            onUsualStart={onUsualStart}
          />
        )}

        {playing && otherTab && inGame && (
          <inGame.OtherTabPanel
            lang={lang}
            game={otherTab.resume.game}
            clock={ctx.clock !== null}
            onKeep={onKeepMine}
            onSwitch={onSwitch}
          />
        )}
        {!inSetup && game && (
          <>
            {ctx.clock && inGame && (
              <inGame.GameClock
                lang={lang}
                clock={ctx.clock}
                player={ctx.player}
                toMove={game.position.turn}
                now={ctx.now}
              />
            )}
            {playing && inGame && (
              <inGame.GameStatusPanel
                lang={lang}
                game={game}
                player={ctx.player}
                variantName={variantName(lang, game.variant.id)}
                thinking={thinking}
                failure={failed ? ctx.failure : null}
                confirmingResign={ctx.confirmingResign}
                onRetry={() => actor.send({ type: 'computer.retry' })}
                onClaim={() => actor.send({ type: 'draw.claimed' })}
                onResign={() => actor.send({ type: 'resign.requested' })}
                onResignConfirm={() => actor.send({ type: 'resign.confirmed' })}
                onResignCancel={() => actor.send({ type: 'resign.cancelled' })}
              />
            )}
            {over && Over && (
              <>
                <Over.GameOver
                  lang={lang}
                  context={ctx}
                  onAgain={() => actor.send({ type: 'game.start' })}
                  onNew={() => actor.send({ type: 'game.new' })}
                />
                <Over.Review
                  lang={lang}
                  ply={shownPly}
                  total={total}
                  move={shownPly > 0 ? numbered(game, shownPly - 1) : ''}
                  onGo={setReviewPly}
                  keys={keyHint}
                  context={ctx}
                  onRetry={(fen) => actor.send({ type: 'game.retry', fen })}
                  onMarks={setMarks}
                />
              </>
            )}
            <div class="play__level">
              <LevelPicker
                lang={lang}
                level={ctx.level}
                notice={levelNotice}
                onChoose={changeLevel}
                keys={keyHint}
              />
            </div>
            {inGame && (
              <inGame.MoveList
                lang={lang}
                game={game}
                shown={reviewing ? shownPly : undefined}
                onGo={reviewing ? setReviewPly : undefined}
                marks={marks}
              />
            )}
            {over && Over && <Over.PdnTools lang={lang} context={ctx} />}
          </>
        )}
        <div class="dmr-controls play__tools">
          {!inSetup && (
            <button
              type="button"
              class="dmr-button"
              data-action="flip"
              onClick={() => actor.send({ type: 'board.flipped' })}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" width="18" height="18">
                <path d="M7 4v13M7 17l-3-3M7 17l3-3M17 20V7M17 7l-3 3M17 7l3 3" />
              </svg>
              {t(lang, 'game.flip')}
            </button>
          )}
          <ThemeToggle lang={lang} />
          <label class="dmr-toggle">
            <input
              type="checkbox"
              data-action="numbers"
              checked={showNumbers}
              onChange={(e) => setShowNumbers(e.currentTarget.checked)}
            />
            {t(lang, 'game.numbers')}
          </label>
          <label class="dmr-toggle">
            <input
              type="checkbox"
              data-action="sound"
              checked={sound}
              onChange={(e) => {
                const on = e.currentTarget.checked;
                setSound(on);
                store.write(soundRecord, on);
              }}
            />
            {t(lang, 'game.sound')}
          </label>
        </div>
      </section>
      {Over && history && (inSetup || over) && !offer && (
        <div class="play__history">
          <Over.History lang={lang} history={history} />
        </div>
      )}
    </div>
  );
}

/** The move of ply `ply`, numbered as in the move list: '3. 22-18', '3... 10-14'. */
function numbered(game: import('../../engine/index').Game, ply: number): string {
  const { number, second } = moveNumberOf(game.variant, game.start.turn, ply);
  return `${number}${second ? '...' : '.'} ${game.moves[ply].text}`;
}
