/**
 * The engine's help in words: the evaluation in men from White's side, a proved win, and the best line as
 * PDN move text numbered from the node viewed. Loaded with the help, never on the first download.
 */

import type { Analysis } from '../../engine/ai';
import { type Game, type Move, makeMoveText, moveNumberOf, play } from '../../engine/index';
import { type AnalysisStrings, ta } from '../../i18n/analysis';
import type { Lang } from '../../model/lang';

/** Hundredths of a man as the sign and men to one decimal: '+1.5' ('+1,5' in Italian), '−0.3' (a true minus), '0.0'. */
export function menText(score: number, lang: Lang): string {
  const men = Math.round(score / 10) / 10;
  // the language's own decimal mark: 1,5 in Italian, 1.5 in English
  const text = Math.abs(men).toLocaleString(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return men > 0 ? `+${text}` : men < 0 ? `\u2212${text}` : text;
}

/**
 * The evaluation as shown: 'White wins in 7' when the search proved a win, 'White wins (endgame database)'
 * when a table of results only says so, else the men.
 */
export function evaluationText(
  a: Pick<Analysis, 'score' | 'win'>,
  strings: AnalysisStrings,
  lang: Lang,
): string {
  if (a.win?.moves === null) {
    return ta(strings, a.win.winner === 'white' ? 'analysis.help.won.white' : 'analysis.help.won.black');
  }
  if (a.win) {
    const key = a.win.winner === 'white' ? 'analysis.help.wins.white' : 'analysis.help.wins.black';
    return ta(strings, key, { n: a.win.moves });
  }
  return menText(a.score, lang);
}

/** The line from the game's current position as PDN move text, numbered as the game goes on: '3. 22-18 10-14 4. 18x11'. */
export function lineText(game: Game, line: readonly Move[]): string {
  const words: string[] = [];
  let pos = game.position;
  line.forEach((move, i) => {
    const { number, second } = moveNumberOf(game.variant, game.start.turn, game.moves.length + i);
    if (!second) words.push(`${number}.`);
    else if (i === 0) words.push(`${number}...`);
    words.push(makeMoveText(pos, move));
    pos = play(pos, move);
  });
  return words.join(' ');
}
