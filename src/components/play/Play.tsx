/**
 * The "play against the computer" island: the game machine (src/machines/game.ts) with the Web Worker client as
 * its computer, the playable board on the left, and a panel on the right — setup, status, level, moves,
 * buttons, and the result at the end. Keys 1 to 5 choose the level, and a status line says so; choices are
 * remembered by the store (src/storage/play.ts).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { fromPromise } from 'xstate';
import { type Move, startPosition, takeBack, VARIANTS } from '../../engine/index';
import { tg as t } from '../../i18n/game';
import type { Lang } from '../../i18n/lang';
import { variantName } from '../../i18n/ui';
import {
  type ComputerInput,
  type ComputerReply,
  gameMachine,
  isLevel,
  type Level,
} from '../../machines/game';
import { playRecord } from '../../storage/play';
import { store } from '../../storage/store';
import { createAiClient } from '../../workers/aiClient';
import { ThemeToggle } from '../board/ThemeToggle';
import { announceMove, PlayableBoard } from '../PlayableBoard';
import { useActor } from '../useActor';
import { GameOver, PdnTools } from './GameOver';
import { GameStatusPanel } from './GameStatusPanel';
import { LevelButton } from './LevelButton';
import { MoveList } from './MoveList';
import { levelName } from './record';
import { SetupPanel } from './SetupPanel';
import '../board/controls.css';
import './play.css';

export interface PlayProps {
  lang: Lang;
}

/** A key press that should not choose a level: typing in a field, or a shortcut of the browser. */
function isTyping(e: KeyboardEvent): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey) return true;
  const el = e.target as HTMLElement | null;
  if (!el?.tagName) return false;
  if (el.isContentEditable) return true;
  const tag = el.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag !== 'input') return false;
  const type = (el as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color'].includes(type);
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

type LevelEvent = { type: 'level.chosen'; level: Level } | { type: 'level.cycled' };

export default function Play({ lang }: PlayProps) {
  const client = useMemo(() => createAiClient(), []);
  const machine = useMemo(
    () =>
      gameMachine.provide({
        actors: {
          computerMove: fromPromise<ComputerReply, ComputerInput>(({ input, signal }) =>
            client.choose(input.game, input.level, signal),
          ),
        },
      }),
    [client],
  );
  const [snap, actor] = useActor(machine, { prefs: store.read(playRecord) });
  const [showNumbers, setShowNumbers] = useState(false);
  const [ready, setReady] = useState(false);
  const ctx = snap.context;

  useEffect(() => {
    setReady(true);
    return () => client.dispose();
  }, [client]);

  // Remember the choices whenever they change (a full or missing storage: they last for this page).
  useEffect(() => void store.write(playRecord, ctx.prefs), [ctx.prefs]);

  // A level change never goes unnoticed: a key press can make it from anywhere on the page, so a status line
  // by the level button says what the level now is, and during a game when it applies and what it does to
  // the score (which counts the lowest level of the game).
  const [levelNotice, setLevelNotice] = useState('');
  const noticeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(noticeTimer.current), []);
  const changeLevel = useCallback(
    (event: LevelEvent) => {
      actor.send(event);
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

  // Keys 1 to 5 choose the level, as in the Italian web games.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e)) return;
      const n = Number(e.key);
      if (isLevel(n)) {
        changeLevel({ type: 'level.chosen', level: n as Level });
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
  const thinking = snap.matches({ playing: { computer: 'thinking' } });
  const failed = snap.matches({ playing: { computer: 'failed' } });
  const yourTurn = snap.matches({ playing: 'player' });

  // In setup the board shows the chosen variant's start, from the chosen side.
  const shown = inSetup || !game ? null : game;
  const position = useMemo(
    () => shown?.position ?? startPosition(VARIANTS[ctx.prefs.variant]),
    [shown, ctx.prefs.variant],
  );
  const lastMove = shown && shown.moves.length > 0 ? shown.moves[shown.moves.length - 1].move : null;
  const orientation = inSetup ? (ctx.prefs.color === 'black' ? 'black' : 'white') : ctx.orientation;

  // Say the computer's move aloud (the board only announces the moves made on it).
  const announce = useMemo(() => {
    if (!shown || shown.moves.length === 0) return '';
    const last = shown.moves[shown.moves.length - 1];
    if (last.color === ctx.player) return '';
    return announceMove(lang, takeBack(shown, 1).position, last.move);
  }, [shown, ctx.player, lang]);

  const state = inSetup ? 'setup' : over ? 'over' : thinking ? 'thinking' : failed ? 'failed' : 'player';

  // Keep the keyboard where the action is: the board when a game starts (scrolled into view: on a phone the
  // Start button is below it), the result when it ends, the retry button when the computer failed, the
  // cautious answer when resigning is asked, and back to the resign button or the board when that is over.
  const root = useRef<HTMLDivElement>(null);
  const find = (selector: string) => root.current?.querySelector<HTMLElement>(selector) ?? null;
  const BOARD_FOCUS = '[role="gridcell"][tabindex="0"]';
  const phase = inSetup ? 'setup' : over ? 'over' : 'playing';
  const lastPhase = useRef(phase);
  useEffect(() => {
    const from = lastPhase.current;
    lastPhase.current = phase;
    if (from === phase) return;
    setLevelNotice('');
    if (phase === 'playing') {
      find(BOARD_FOCUS)?.focus({ preventScroll: true });
      showBoard(find('.play__board [data-board]'));
    } else if (phase === 'over') {
      const result = find('[data-testid="result"]');
      result?.focus({ preventScroll: true });
      result?.scrollIntoView({ block: 'nearest', behavior: reducedMotion() ? 'auto' : 'smooth' });
    } else {
      find('[data-action="start"]')?.focus();
    }
  }, [phase]);
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

  return (
    <div
      ref={root}
      class="play"
      data-ready={ready ? 'true' : undefined}
      data-state={state}
      data-variant={position.variant.id}
    >
      {/* Before a game the board only shows the start: out of the tab order and of the way. */}
      <div class="play__board" inert={inSetup}>
        <PlayableBoard
          lang={lang}
          position={position}
          lastMove={lastMove}
          enabled={yourTurn}
          side={ctx.player}
          keyHint
          orientation={orientation}
          showNumbers={showNumbers}
          label={`${t(lang, 'game.board')}: ${variantName(lang, position.variant.id)}`}
          onMove={onMove}
        />
        <p class="visually-hidden" aria-live="polite">
          {announce}
        </p>
      </div>

      <section class="play__panel" aria-label={t(lang, 'game.title')}>
        {inSetup && (
          <SetupPanel
            lang={lang}
            prefs={ctx.prefs}
            level={ctx.level}
            levelNotice={levelNotice}
            onVariant={(variant) => actor.send({ type: 'variant.chosen', variant })}
            onColor={(color) => actor.send({ type: 'color.chosen', color })}
            onLevel={() => changeLevel({ type: 'level.cycled' })}
            onStart={() => actor.send({ type: 'game.start' })}
          />
        )}

        {!inSetup && game && (
          <>
            {playing && (
              <GameStatusPanel
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
            {over && (
              <GameOver
                lang={lang}
                context={ctx}
                onAgain={() => actor.send({ type: 'game.start' })}
                onNew={() => actor.send({ type: 'game.new' })}
              />
            )}
            <div class="play__level">
              <LevelButton
                lang={lang}
                level={ctx.level}
                notice={levelNotice}
                onCycle={() => changeLevel({ type: 'level.cycled' })}
              />
            </div>
            <MoveList lang={lang} game={game} />
            {over && <PdnTools lang={lang} context={ctx} />}
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
        </div>
      </section>
    </div>
  );
}
