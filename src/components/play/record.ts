/**
 * The finished (or running) game as text for the player: PDN with friendly tags, the numbered move list,
 * the download and the link to the analysis board. No rules here: the engine writes the PDN.
 */
import { type Game, makePdn, moveNumberOf } from '../../engine/index';
import { tg as t } from '../../i18n/game';
import type { Lang } from '../../i18n/lang';
import { analysisLink } from '../../lib/site/links';
import type { Level } from '../../machines/game';

export const levelName = (lang: Lang, level: Level): string => t(lang, `game.level.${level}`);

const pdnDate = (d: Date) =>
  `${d.getFullYear()}.${String(d.getMonth() + 1).padStart(2, '0')}.${String(d.getDate()).padStart(2, '0')}`;

/** The game in PDN, with the player and the computer (and its level) named in the player's language. */
export function gamePdn(
  game: Game,
  lang: Lang,
  player: 'white' | 'black',
  level: Level,
  date = new Date(),
): string {
  const you = t(lang, 'game.pdn.you');
  const computer = `${t(lang, 'game.pdn.computer')} (${levelName(lang, level)})`;
  return makePdn(game, {
    tags: {
      Event: t(lang, 'game.title'),
      Site: 'Damiera',
      Date: pdnDate(date),
      White: player === 'white' ? you : computer,
      Black: player === 'black' ? you : computer,
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

/** One numbered row of the move list: "12." then White's and Black's moves (or only one of them). */
export interface MoveRow {
  /** 12 */
  readonly number: number;
  /** the two plies of the row; null where the row starts with the second player (`1...`) */
  readonly plies: ReadonlyArray<{ readonly ply: number; readonly text: string } | null>;
}

export function moveRows(game: Game): MoveRow[] {
  const rows: MoveRow[] = [];
  game.moves.forEach((m, ply) => {
    const { number, second } = moveNumberOf(game.variant, game.start.turn, ply);
    const cell = { ply, text: m.text };
    const last = rows[rows.length - 1];
    if (second && last && last.number === number) (last.plies as unknown[])[1] = cell;
    else rows.push({ number, plies: second ? [null, cell] : [cell] });
  });
  return rows;
}
