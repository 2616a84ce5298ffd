/**
 * Variants are data plus one switch (this file). A variant is a ruleset on a board geometry; the board size
 * is independent of the ruleset, so International rules also run on 8×8 (Brazilian draughts).
 */
import { type Geometry, geometry } from './geometry';
import type { Color, VariantId } from './types';

export type RulesetId = 'italian' | 'international' | 'english';

export interface Rules {
  readonly id: RulesetId;
  /** International: men capture backwards too [FMJD 4.1] */
  readonly menCaptureBackward: boolean;
  /** Italian: false — a man may never capture a king [FID Art. 5.3 b] */
  readonly menCaptureKings: boolean;
  /** International: kings move and capture at a distance [FMJD 3.9, 4.3] */
  readonly flyingKings: boolean;
  /** how to choose among capture sequences: FID's four criteria, FMJD's maximum, or free choice (English) */
  readonly precedence: 'fid' | 'maximum' | 'free';
  /** a man reaching the last row during a capture is crowned and the move ends (Italian, English) */
  readonly crownEndsCapture: boolean;
  readonly firstMover: Color;
  /** which draw rules apply (RULES.md §0.3) */
  readonly draws: RulesetId;
  /** PDN result strings: International uses 2-0 / 1-1 / 0-2 */
  readonly resultSet: 'default' | 'international';
}

export interface Variant {
  readonly id: VariantId;
  readonly rules: Rules;
  readonly geometry: Geometry;
  /** PDN GameType tag value */
  readonly gameType: string;
  /** pieces per side at the start: 12 or 20 */
  readonly piecesPerSide: number;
  /** start position as PDN FEN */
  readonly startFen: string;
}

export const RULESETS: Readonly<Record<RulesetId, Rules>> = {
  italian: {
    id: 'italian',
    menCaptureBackward: false,
    menCaptureKings: false,
    flyingKings: false,
    precedence: 'fid',
    crownEndsCapture: true,
    firstMover: 'white',
    draws: 'italian',
    resultSet: 'default',
  },
  international: {
    id: 'international',
    menCaptureBackward: true,
    menCaptureKings: true,
    flyingKings: true,
    precedence: 'maximum',
    crownEndsCapture: false,
    firstMover: 'white',
    draws: 'international',
    resultSet: 'international',
  },
  english: {
    id: 'english',
    menCaptureBackward: false,
    menCaptureKings: true,
    flyingKings: false,
    precedence: 'free',
    crownEndsCapture: true,
    firstMover: 'black',
    draws: 'english',
    resultSet: 'default',
  },
};

/** Build a variant from a ruleset and a board size; the orientation follows the ruleset's tradition. */
export function createVariant(id: VariantId, rules: Rules, size: 8 | 10, gameType: string): Variant {
  // Italian: a dark square in each player's near-right corner, so a8 (top-left) is dark [FID-C1 2.3].
  // English and International: near-left corner dark, so the top-left is light [WCDF 1.4; FMJD 2.4].
  const darkParity = rules.id === 'italian' ? 0 : 1;
  const g = geometry(size, darkParity);
  const rowsEach = size / 2 - 1;
  const perSide = rowsEach * (size / 2);
  const first = rules.firstMover === 'white' ? 'W' : 'B';
  const startFen = `${first}:W${g.squares - perSide + 1}-${g.squares}:B1-${perSide}`;
  return { id, rules, geometry: g, gameType, piecesPerSide: perSide, startFen };
}

export const VARIANTS: Readonly<Record<VariantId, Variant>> = {
  italian: createVariant('italian', RULESETS.italian, 8, '22'),
  international: createVariant('international', RULESETS.international, 10, '20'),
  english: createVariant('english', RULESETS.english, 8, '21'),
  // Brazilian draughts: International rules on 8×8 (PDN type 26; we use numeric notation as in GameType 20).
  brazilian: createVariant('brazilian', RULESETS.international, 8, '26,W,8,8,N2,0'),
};

export const VARIANT_IDS = Object.keys(VARIANTS) as VariantId[];

export function isVariantId(s: string): s is VariantId {
  return Object.hasOwn(VARIANTS, s);
}

export function getVariant(id: VariantId): Variant {
  return VARIANTS[id];
}

/** The rows on which each colour's men are crowned. */
export function isPromotionSquare(v: Variant, color: Color, sq: number): boolean {
  const r = v.geometry.row[sq];
  return color === 'white' ? r === 0 : r === v.geometry.size - 1;
}
