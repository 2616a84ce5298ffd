/**
 * Is the user playing with the keyboard? Boards tell keyboard users how to play (arrows, Enter or Space,
 * Escape) and say "press Enter" where a pointer user reads "tap"; the help shows once the keyboard is used
 * on the board's part of the page, and hides at the next tap or click.
 */
import type { RefObject } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** Whether the last input on the page was a key rather than a pointer. */
let lastInputKey = false;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'keydown',
    () => {
      lastInputKey = true;
    },
    true,
  );
  document.addEventListener(
    'pointerdown',
    () => {
      lastInputKey = false;
    },
    true,
  );
}

/** True while the keyboard is in use inside `root`: focus arrived by a key, or an arrow was pressed there. */
export function useKeyboardUser(root: RefObject<HTMLElement>): boolean {
  const [keyboard, setKeyboard] = useState(false);
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const focus = () => lastInputKey && setKeyboard(true);
    const key = (e: KeyboardEvent) => e.key.startsWith('Arrow') && setKeyboard(true);
    const pointer = () => setKeyboard(false);
    el.addEventListener('focusin', focus);
    el.addEventListener('keydown', key);
    el.addEventListener('pointerdown', pointer);
    return () => {
      el.removeEventListener('focusin', focus);
      el.removeEventListener('keydown', key);
      el.removeEventListener('pointerdown', pointer);
    };
  }, []);
  return keyboard;
}
