/** Keys the board understands, mapped to intentions (WAI-ARIA grid pattern). Pure: no DOM. */
import type { NavKey } from './geometry-view';

export type KeyIntent = { type: 'nav'; key: NavKey } | { type: 'activate' } | { type: 'cancel' };

export function keyIntent(key: string, ctrl = false): KeyIntent | null {
  switch (key) {
    case 'ArrowUp':
      return { type: 'nav', key: 'up' };
    case 'ArrowDown':
      return { type: 'nav', key: 'down' };
    case 'ArrowLeft':
      return { type: 'nav', key: 'left' };
    case 'ArrowRight':
      return { type: 'nav', key: 'right' };
    case 'Home':
      return { type: 'nav', key: ctrl ? 'first' : 'rowStart' };
    case 'End':
      return { type: 'nav', key: ctrl ? 'last' : 'rowEnd' };
    case 'PageUp':
      return { type: 'nav', key: 'first' };
    case 'PageDown':
      return { type: 'nav', key: 'last' };
    case 'Enter':
    case ' ':
    case 'Spacebar':
      return { type: 'activate' };
    case 'Escape':
    case 'Esc':
      return { type: 'cancel' };
    default:
      return null;
  }
}
