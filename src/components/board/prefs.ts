/**
 * The board theme the user chose, saved by the store (src/browser/storage) and shared by every board of every page
 * and tab. Storage that is missing, full or tampered with gives the classic theme, never an error.
 */

import { useRecord } from '../../browser/storage/preact';
import { THEMES, themeRecord } from '../../browser/storage/prefs';
import { store } from '../../browser/storage/store';
import type { BoardTheme } from './types';

export { THEMES };

export function writeTheme(theme: BoardTheme): void {
  store.write(themeRecord, theme);
}

/** The current theme; re-renders when any board, here or in another tab, changes it. */
export const useBoardTheme = (): BoardTheme => useRecord(themeRecord);
