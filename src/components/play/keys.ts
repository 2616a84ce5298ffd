/** Which key presses belong to the page's shortcuts (the level keys, the review's arrows). */

/** A key press that should not choose a level: typing in a field, or a shortcut of the browser. */
export function isTyping(e: KeyboardEvent): boolean {
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

/** Arrow keys belong to a text field or to the board (where they move between squares). */
export const arrowsTaken = (e: KeyboardEvent): boolean =>
  isTyping(e) || !!(e.target as Element | null)?.closest?.('[role="grid"], input, select, textarea');
