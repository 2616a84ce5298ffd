/**
 * The site's variants, as data: this file is the one list. A variant is a ruleset on a board geometry; the
 * board size is independent of the ruleset, so International rules also run on 8×8 (Brazilian draughts).
 * Everything else that lists variants — the content schema, the selects on the analysis and play pages,
 * the play machine's variant type, the islands' props, the lesson order — is derived from `SPECS` below.
 * Names for people live in the i18n files, in tables typed `Record<VariantId, string>`.
 */
import { type Geometry, geometry } from './geometry';
import type { Color, Move } from './types';

export type RulesetId = 'italian' | 'international' | 'english';

/** The automatic draw rules of a ruleset, as data (RULES §0.3). */
export interface DrawRules {
  /** automatic draw when the plies with no man move and no capture reach this */
  readonly quietPlyLimit: number;
  readonly quietRule: 'forty-moves' | 'twenty-five-moves';
  /** threefold repetition ends the game by itself, or may be claimed by a player (Italian, §2.7) */
  readonly repetition: 'automatic' | 'claim';
  /** FMJD 6.3 and 6.4 */
  readonly endgameRules: boolean;
}

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
  /** the automatic draw rules (RULES §0.3) */
  readonly draws: DrawRules;
}

/**
 * PDN result strings, a property of the game type and not of the rules [PDN-GT, RULES §5.1]: International
 * (type 20) writes 2-0 / 1-1 / 0-2; the Default set, 1-0 / 0-1 / 1/2-1/2, serves every other type — Brazilian
 * (type 26) included, though it plays by International rules.
 */
export type ResultSet = 'default' | 'international';

export const RULESETS: Readonly<Record<RulesetId, Rules>> = {
  italian: {
    id: 'italian',
    menCaptureBackward: false,
    menCaptureKings: false,
    flyingKings: false,
    precedence: 'fid',
    crownEndsCapture: true,
    firstMover: 'white',
    // 40 moves each, counted automatically as common Italian web games do (decision §0.3, RULES §8 #2);
    // threefold repetition is a claim (§2.7).
    draws: { quietPlyLimit: 80, quietRule: 'forty-moves', repetition: 'claim', endgameRules: false },
  },
  international: {
    id: 'international',
    menCaptureBackward: true,
    menCaptureKings: true,
    flyingKings: true,
    precedence: 'maximum',
    crownEndsCapture: false,
    firstMover: 'white',
    // FMJD 6.1–6.4, automatic.
    draws: {
      quietPlyLimit: 50,
      quietRule: 'twenty-five-moves',
      repetition: 'automatic',
      endgameRules: true,
    },
  },
  english: {
    id: 'english',
    menCaptureBackward: false,
    menCaptureKings: true,
    flyingKings: false,
    precedence: 'free',
    crownEndsCapture: true,
    firstMover: 'black',
    // WCDF 1.32 made automatic (decision §0.3).
    draws: { quietPlyLimit: 80, quietRule: 'forty-moves', repetition: 'automatic', endgameRules: false },
  },
};

/**
 * Which corner square is dark, seen by each player from their own side of the board. Italian: the near-right
 * corner (the *cantone*) [FID-C1 2.3]; English and International: the near-left [WCDF 1.4; FMJD 2.4].
 */
export type DarkCorner = 'near-left' | 'near-right';

/** The parts of the site that may offer a variant. */
export type Feature = 'play' | 'lessons' | 'analysis';

/** What a variant is made of, before its geometry and start position are built. */
export interface VariantSpec {
  readonly ruleset: RulesetId;
  readonly size: 8 | 10;
  readonly darkCorner: DarkCorner;
  /** PDN GameType tag value [PDN-GT, RULES §5.1]: its first field is the game's number */
  readonly gameType: string;
  /** the PDN result strings of that game type [RULES §5.1] */
  readonly resultSet: ResultSet;
  /** which parts of the site offer the variant */
  readonly offered: { readonly [F in Feature]: boolean };
}

/** The one list of the site's variants, in the order the site shows them. */
const SPECS = {
  italian: {
    ruleset: 'italian',
    size: 8,
    darkCorner: 'near-right',
    gameType: '22',
    resultSet: 'default',
    offered: { play: true, lessons: true, analysis: true },
  },
  international: {
    ruleset: 'international',
    size: 10,
    darkCorner: 'near-left',
    gameType: '20',
    resultSet: 'international',
    offered: { play: true, lessons: true, analysis: true },
  },
  english: {
    ruleset: 'english',
    size: 8,
    darkCorner: 'near-left',
    gameType: '21',
    resultSet: 'default',
    offered: { play: true, lessons: true, analysis: true },
  },
  // Brazilian draughts: International rules on 8×8 in the English/International orientation (RULES §3.9).
  // PDN type 26 officially uses algebraic notation (`26,W,8,8,A0,0`, RULES §5.1); we write numeric moves as
  // in GameType 20 and say so. Its results are the Default set (1-0, 0-1, 1/2-1/2), not International's.
  // Used for analysis and for comparing rulesets, not as a full game (§3.9): not on the play page.
  brazilian: {
    ruleset: 'international',
    size: 8,
    darkCorner: 'near-left',
    gameType: '26,W,8,8,N2,0',
    resultSet: 'default',
    offered: { play: false, lessons: false, analysis: true },
  },
} as const satisfies Readonly<Record<string, VariantSpec>>;

export type VariantId = keyof typeof SPECS;

/** The variants a part of the site offers, as a type: `OfferedVariant<'play'>` is 'italian' | … */
export type OfferedVariant<F extends Feature> = {
  [K in VariantId]: (typeof SPECS)[K]['offered'][F] extends true ? K : never;
}[VariantId];

export interface Variant {
  readonly id: VariantId;
  readonly rules: Rules;
  readonly geometry: Geometry;
  readonly darkCorner: DarkCorner;
  /** PDN GameType tag value */
  readonly gameType: string;
  /** PDN result strings of the game type [RULES §5.1] */
  readonly resultSet: ResultSet;
  /** pieces per side at the start: 12 or 20 */
  readonly piecesPerSide: number;
  /** start position as PDN FEN */
  readonly startFen: string;
  readonly offered: { readonly [F in Feature]: boolean };
}

/** Build a variant from its spec: the geometry follows the size and the dark corner. */
export function createVariant(id: VariantId, spec: VariantSpec): Variant {
  const rules = RULESETS[spec.ruleset];
  const { size } = spec;
  // Row 0 is the top (Black's side), column 0 White's left. The near-right corner dark puts a dark square
  // on (size-1, size-1), so (row + col) is even on dark squares; the near-left corner makes it odd.
  const g = geometry(size, spec.darkCorner === 'near-right' ? 0 : 1);
  const rowsEach = size / 2 - 1;
  const perSide = rowsEach * (size / 2);
  const first = rules.firstMover === 'white' ? 'W' : 'B';
  const startFen = `${first}:W${g.squares - perSide + 1}-${g.squares}:B1-${perSide}`;
  return {
    id,
    rules,
    geometry: g,
    darkCorner: spec.darkCorner,
    gameType: spec.gameType,
    resultSet: spec.resultSet,
    piecesPerSide: perSide,
    startFen,
    offered: spec.offered,
  };
}

/** Every variant id, in the order the site shows them. */
export const VARIANT_IDS = Object.keys(SPECS) as VariantId[];

export const VARIANTS = Object.fromEntries(VARIANT_IDS.map((id) => [id, createVariant(id, SPECS[id])])) as {
  readonly [K in VariantId]: Variant;
};

export function isVariantId(s: string): s is VariantId {
  return Object.hasOwn(VARIANTS, s);
}

export function getVariant(id: VariantId): Variant {
  return VARIANTS[id];
}

/** The variants a part of the site offers, in the site's order (never empty: the site's own data). */
export function variantsFor<F extends Feature>(
  feature: F,
): readonly [OfferedVariant<F>, ...OfferedVariant<F>[]] {
  const ids = VARIANT_IDS.filter((id) => SPECS[id].offered[feature]) as OfferedVariant<F>[];
  if (ids.length === 0) throw new Error(`No variant is offered for ${feature}.`);
  return ids as [OfferedVariant<F>, ...OfferedVariant<F>[]];
}

/** True when `id` names a variant that `feature` offers. */
export function isOffered<F extends Feature>(feature: F, id: string): id is OfferedVariant<F> {
  return isVariantId(id) && SPECS[id].offered[feature];
}

/** The game number of a variant's PDN GameType: '26' for `26,W,8,8,N2,0` [PDN-GT]. */
export function gameTypeNumber(v: Variant): string {
  return v.gameType.split(',')[0];
}

/** The rows on which each colour's men are crowned. */
export function isPromotionSquare(v: Variant, color: Color, sq: number): boolean {
  const r = v.geometry.row[sq];
  return color === 'white' ? r === 0 : r === v.geometry.size - 1;
}

/** A man crowned by a capture, in a game where that ends the move (FID; WCDF 1.19 — RULES §2.4, §4.4). */
export const crownEndsThisCapture = (variant: Variant, move: Move): boolean =>
  move.promotes && move.captures.length > 0 && variant.rules.crownEndsCapture;
