import type { LinkErrorCode } from './link-errors';

/** Why the analysis board refused a link, by code (typed by the Italian set's codes). */
export const linkErrorsEn = {
  'unknown-variant': 'Unknown variant “{token}” in the link: here is the start position of Italian draughts.',
  'variant-mismatch':
    'The link says “{asked}”, but the PDN game is “{found}” (GameType {gameType}), so it was not loaded: here is the start position of “{asked}”. To open the game, paste it under “{setup}”.',
} as const satisfies Record<LinkErrorCode, string>;
