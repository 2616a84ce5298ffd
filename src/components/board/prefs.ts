/**
 * The board theme the user chose, remembered in localStorage and shared by every board on the page.
 * Storage that is missing, full or tampered with falls back to the classic theme without an error.
 */
import { useEffect, useState } from 'preact/hooks';
import type { BoardTheme } from './types';

const KEY = 'damiera.board.theme';
const EVENT = 'damiera:board-theme';
export const THEMES: readonly BoardTheme[] = ['classic', 'green'];

export function readTheme(): BoardTheme {
  try {
    const v = globalThis.localStorage?.getItem(KEY);
    return THEMES.includes(v as BoardTheme) ? (v as BoardTheme) : 'classic';
  } catch {
    return 'classic';
  }
}

export function writeTheme(theme: BoardTheme): void {
  try {
    globalThis.localStorage?.setItem(KEY, theme);
  } catch {
    // private mode or full storage: the choice lasts for this page only
  }
  globalThis.dispatchEvent?.(new CustomEvent(EVENT, { detail: theme }));
}

/** The current theme; re-renders when any board on the page changes it. */
export function useBoardTheme(): BoardTheme {
  const [theme, setTheme] = useState<BoardTheme>('classic');
  useEffect(() => {
    setTheme(readTheme());
    const on = (e: Event) => setTheme((e as CustomEvent<BoardTheme>).detail);
    globalThis.addEventListener(EVENT, on);
    return () => globalThis.removeEventListener(EVENT, on);
  }, []);
  return theme;
}
