/**
 * The small preferences every page may touch: the board theme and the last language read. Kept apart from
 * the play settings (./play.ts), which depend on the game machine, so the page script stays small.
 */
import { BOARD_THEMES, type BoardTheme } from '../../model/board-theme';
import { type Lang, langs } from '../../model/lang';
import { defineRecord } from './store';
import * as v from './validate';

export const THEMES: readonly BoardTheme[] = BOARD_THEMES;

/** Before this module, both were saved as plain strings: version 0 is that string, unchanged. */
const fromPlainString = (data: unknown, from: number) => {
  if (from !== 0) throw new Error(`no migration from version ${from}`);
  return data;
};

/** The board theme, shared by every board of every page. */
export const themeRecord = defineRecord<BoardTheme>({
  key: 'board-theme',
  version: 1,
  validate: v.enum(THEMES),
  migrate: fromPlainString,
  legacyKey: 'damiera.board.theme',
  default: 'classic',
  maxBytes: 64,
});

/**
 * The language of the last page read, so that the root page can send the reader back to it. The root page
 * reads it with an inline script (src/pages/index.astro), which knows this key and the `{v, data}` envelope.
 */
export const langRecord = defineRecord<Lang>({
  key: 'lang',
  version: 1,
  validate: v.enum(langs),
  migrate: fromPlainString,
  legacyKey: 'damiera.lang',
  default: 'it',
  maxBytes: 64,
  // Written by every page: a full storage is said when the learner's own results cannot be saved.
  quiet: true,
});
