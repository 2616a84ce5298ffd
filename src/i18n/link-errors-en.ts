import type { LinkErrorCode } from './link-errors-it';

/** Why the analysis board refused a link, by code (typed by the Italian set's codes). */
export const linkErrorsEn = {
  'unknown-variant': 'Unknown variant “{token}” in the link: here is the start position of Italian draughts.',
  'variant-mismatch':
    'The link says “{asked}”, but the PDN game is “{found}” (GameType {gameType}), so it was not loaded: here is the start position of “{asked}”. To open the game, paste it under “{setup}”.',
  'fen-and-pdn':
    'The link holds both a position (FEN) and a game (PDN), and I can’t tell which one you meant, so neither was loaded: here is the start position of “{variant}”. A link should hold only one of them.',
  'bad-pdn': 'The PDN game in the link can’t be read: {reason}. Here is the start position of “{variant}”.',
  'bad-path': 'The link points to a move this game doesn’t have, so here is the end of the main line.',
  'bad-orientation': 'The link asks for an unknown board orientation “{token}”, so White is at the bottom.',
} as const satisfies Record<LinkErrorCode, string>;
