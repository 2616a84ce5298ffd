/**
 * The two clocks of a game with one: the player's and the computer's time left, the running one highlighted.
 * The times tick on screen only; a screen reader hears them when it reads them, and is told, once each, when
 * the player has 30 and then 10 seconds left (a live region that speaks every second would drown the game).
 * Loaded with the game's panels (./ingame.ts).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Color } from '../../engine/index';
import { tg as t } from '../../i18n/game';
import type { Lang } from '../../model/lang';
import { type Clock, timeLeft } from '../../model/play';

export interface GameClockProps {
  lang: Lang;
  clock: Clock;
  player: Color;
  /** the side whose time runs (the side to move) */
  toMove: Color;
  /** the machine's time (Date.now in the page) */
  now: () => number;
}

/** The player is warned when this many seconds are left, once each. */
const WARN_AT = [30, 10] as const;

/** 4:57, 0:09; the seconds rounded up, so that 0:00 is shown only when the time is up. */
export function clockText(ms: number): string {
  const s = Math.ceil(Math.max(0, ms) / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

export function GameClock({ lang, clock, player, toMove, now }: GameClockProps) {
  const running = clock.since !== null;
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => setTick((n) => n + 1), 250);
    return () => clearInterval(id);
  }, [running]);
  const at = now();
  const mine = timeLeft(clock, player, toMove, at);
  const computer = player === 'white' ? 'black' : 'white';

  // The warning said last, and the lowest threshold passed (a resumed game short of time says it once).
  const [warning, setWarning] = useState('');
  const warned = useRef<number>(Number.POSITIVE_INFINITY);
  const seconds = Math.ceil(mine / 1000);
  useEffect(() => {
    // Back above the first threshold (a new game, or increments): the warnings may come again.
    if (seconds > WARN_AT[0]) {
      warned.current = Number.POSITIVE_INFINITY;
      setWarning('');
      return;
    }
    if (!running || toMove !== player) return;
    const due = WARN_AT.filter((n) => seconds <= n && n < warned.current);
    if (due.length === 0) return;
    const n = due[due.length - 1];
    warned.current = n;
    setWarning(t(lang, 'game.clock.low', { n }));
  }, [seconds, running, toMove, player, lang]);

  const side = (color: Color, who: 'you' | 'computer') => {
    const on = running && toMove === color;
    const left = timeLeft(clock, color, toMove, at);
    return (
      <li
        class={`play-clock__side${on ? ' play-clock__side--on' : ''}${left <= 10_000 ? ' play-clock__side--low' : ''}`}
        data-testid={`clock-${who}`}
        data-running={on ? 'true' : undefined}
      >
        <span class="play-clock__who">
          <span class={`play-swatch play-swatch--${color}`} aria-hidden="true" />
          {t(lang, `game.clock.${who}`)}
          {on && <span class="visually-hidden"> ({t(lang, 'game.clock.running')})</span>}
        </span>
        <span class="play-clock__time" data-testid={`clock-${who}-time`}>
          {clockText(left)}
        </span>
      </li>
    );
  };

  return (
    <div class="play-clock" data-testid="clock">
      <ul class="play-clock__sides" aria-label={t(lang, 'game.clock.label')}>
        {side(player, 'you')}
        {side(computer, 'computer')}
      </ul>
      <p class="visually-hidden" aria-live="assertive" data-testid="clock-warning">
        {warning}
      </p>
    </div>
  );
}
