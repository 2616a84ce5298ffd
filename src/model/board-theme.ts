/** The board's colour themes: the board draws them, the saved preferences remember the choice. */
export const BOARD_THEMES = ['classic', 'green'] as const;

export type BoardTheme = (typeof BOARD_THEMES)[number];
