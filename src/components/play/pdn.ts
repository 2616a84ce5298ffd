/**
 * The finished game as PDN for the player: friendly tags, the download and the link to the analysis board.
 * No rules here: the engine writes the PDN. Loaded with the end of the game (./finished.ts).
 */
import { type Game, makePdnTree, resultString, type TreeNode, treeFromGame } from '../../engine/index';
import { tg as t } from '../../i18n/game';
import type { Lang } from '../../model/lang';
import { analysisLink } from '../../model/links';
import { endOf, type GameEnd, type Level } from '../../model/play';
import { levelName } from './record';

const pdnDate = (d: Date) =>
  `${d.getFullYear()}.${String(d.getMonth() + 1).padStart(2, '0')}.${String(d.getDate()).padStart(2, '0')}`;

/** A clock's time as PDN writes it after a move, `[%clk 0:04:57]` (whole seconds, rounded down). */
export function clkComment(ms: number): string {
  const s = Math.floor(Math.max(0, ms) / 1000);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(2, '0');
  return `[%clk ${Math.floor(s / 3600)}:${mm}:${String(s % 60).padStart(2, '0')}]`;
}

/** The main line with the mover's time left after each move as its comment (`clock[i]` after ply i + 1). */
function withClock(nodes: readonly TreeNode[], clock: readonly number[]): TreeNode[] {
  const [first, ...rest] = nodes;
  if (!first) return [];
  const ms = clock[first.ply - 1];
  return [
    {
      ...first,
      comments: ms === undefined ? first.comments : [...first.comments, clkComment(ms)],
      children: [...withClock(first.children.slice(0, 1), clock), ...first.children.slice(1)],
    },
    ...rest,
  ];
}

/**
 * The PDN `Termination` tag (PGN's values, which PDN readers share): how the game ended, as far as a tag can
 * say — `time forfeit`, `abandoned` (a game left unfinished, recorded as resigned), `normal` for every other
 * end, `unterminated` while it goes on. The result sentence on the page names the rule itself.
 */
export function termination(end: GameEnd | null): string {
  if (end === null) return 'unterminated';
  return end === 'time' ? 'time forfeit' : end === 'abandoned' ? 'abandoned' : 'normal';
}

export interface GamePdnOptions {
  readonly player: 'white' | 'black';
  readonly level: Level;
  readonly date?: Date;
  /** with a clock: the mover's time left after each ply, in ms */
  readonly clock?: readonly number[];
  /** how the game ended when the game itself cannot tell (an abandoned game is stored as resigned) */
  readonly end?: GameEnd;
}

/**
 * The game in PDN, with the player and the computer (and its level) named in the player's language and how
 * it ended; with a clock, the time each player had left after each move (`{[%clk 0:04:57]}`, which readers
 * pass over).
 */
export function gamePdn(game: Game, lang: Lang, options: GamePdnOptions): string {
  const { player, level, date = new Date(), clock } = options;
  const you = t(lang, 'game.pdn.you');
  const computer = `${t(lang, 'game.pdn.computer')} (${levelName(lang, level)})`;
  const tree = treeFromGame(game);
  return makePdnTree(clock ? { ...tree, children: withClock(tree.children, clock) } : tree, {
    result: resultString(game),
    tags: {
      Event: t(lang, 'game.title'),
      Site: 'Damiera',
      Date: pdnDate(date),
      White: player === 'white' ? you : computer,
      Black: player === 'black' ? you : computer,
      Termination: termination(options.end ?? endOf(game.status)),
    },
  });
}

export function analysisHref(lang: Lang, game: Game, pdn: string): string {
  return analysisLink(lang, game.variant.id, { pdn });
}

export function pdnFileName(game: Game, date = new Date()): string {
  return `damiera-${game.variant.id}-${pdnDate(date).replace(/\./g, '-')}.pdn`;
}

/** Offer the text as a file download. */
export function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/x-pdn;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
