import { describe, expect, it } from 'vitest';
import { newSegment } from '../../../src/components/board/animation';
import { dragThreshold } from '../../../src/components/board/drag';
import { keyIntent } from '../../../src/components/board/keyboard';
import { boardLabels } from '../../../src/components/board/labels';

describe('keyIntent', () => {
  it('maps arrows, Home/End and PageUp/PageDown to navigation', () => {
    expect(keyIntent('ArrowUp')).toEqual({ type: 'nav', key: 'up' });
    expect(keyIntent('ArrowLeft')).toEqual({ type: 'nav', key: 'left' });
    expect(keyIntent('Home')).toEqual({ type: 'nav', key: 'rowStart' });
    expect(keyIntent('Home', true)).toEqual({ type: 'nav', key: 'first' });
    expect(keyIntent('PageDown')).toEqual({ type: 'nav', key: 'last' });
  });
  it('Enter and Space activate, Escape cancels, other keys are left alone', () => {
    expect(keyIntent('Enter')).toEqual({ type: 'activate' });
    expect(keyIntent(' ')).toEqual({ type: 'activate' });
    expect(keyIntent('Escape')).toEqual({ type: 'cancel' });
    expect(keyIntent('Tab')).toBeNull();
    expect(keyIntent('a')).toBeNull();
  });
});

describe('newSegment (what to animate)', () => {
  it('animates a whole new move', () => {
    expect(newSegment(undefined, [22, 13, 6])).toEqual([22, 13, 6]);
    expect(newSegment([9, 13], [22, 18])).toEqual([22, 18]);
  });
  it('animates only the new tail when a capture is shown jump by jump', () => {
    expect(newSegment([22, 13], [22, 13, 6])).toEqual([13, 6]);
  });
  it('does not animate the same move again, nor a path with no steps', () => {
    expect(newSegment([22, 18], [22, 18])).toEqual([]);
    expect(newSegment([22, 18], undefined)).toEqual([]);
    expect(newSegment(undefined, [22])).toEqual([]);
  });
});

describe('drag threshold', () => {
  it('gives fingers more room than a mouse before a tap becomes a drag', () => {
    expect(dragThreshold('touch')).toBeGreaterThan(dragThreshold('mouse'));
  });
});

describe('boardLabels', () => {
  const state = { selected: false, dest: false, capture: false, ghost: false, movable: false };
  it('names a square with its piece and state in each language', () => {
    const it_ = boardLabels('it', 'Damiera');
    const en = boardLabels('en', 'Board');
    const man = { square: 22, color: 'white', role: 'man' } as const;
    expect(it_.square(22, man, { ...state, selected: true })).toBe('Casella 22, pedina bianca, selezionata');
    expect(en.square(22, man, { ...state, selected: true })).toBe('Square 22, white man, selected');
    expect(en.square(6, undefined, { ...state, dest: true, capture: true })).toBe(
      'Square 6, empty, you can land here with a capture',
    );
    expect(it_.square(3, { square: 3, color: 'black', role: 'king' }, state)).toBe('Casella 3, dama nera');
  });
});
