/** The shape of the rules pages' words (src/i18n/rules-it.ts and rules-en.ts fill it; rules.ts picks one). */
import type { Color, DarkCorner, DrawRules, OfferedVariant, ResultSet, Rules, VariantId } from '../engine';
import type { RowId } from '../model/rules-table';

export interface CompareCells {
  /** {size}, {squares} */
  readonly board: string;
  readonly darkCorner: Readonly<Record<DarkCorner, string>>;
  /** {n}, {first}, {last}: square 1 is a corner (Italian) or beside the light corner */
  readonly numbering: Readonly<Record<'corner' | 'edge', string>>;
  /** {per}, {whiteFirst}, {n} */
  readonly setup: string;
  readonly firstMover: Readonly<Record<Color, string>>;
  readonly manMoves: string;
  readonly manCaptures: Readonly<Record<'forward' | 'both', string>>;
  readonly manTakesKing: Readonly<Record<'yes' | 'no', string>>;
  readonly kingMoves: Readonly<Record<'short' | 'flying', string>>;
  readonly kingCaptures: Readonly<Record<'short' | 'flying', string>>;
  readonly precedence: Readonly<Record<Rules['precedence'], string>>;
  readonly crowning: Readonly<Record<'ends' | 'continues', string>>;
  readonly removal: Readonly<Record<'short' | 'flying', string>>;
  readonly blocked: string;
  readonly drawsOfficial: Readonly<Record<VariantId, string>>;
  readonly drawsHere: {
    /** {n} moves each */
    readonly quiet: string;
    readonly repetition: Readonly<Record<DrawRules['repetition'], string>>;
    readonly endgame: string;
    readonly notOffered: string;
  };
  readonly results: Readonly<Record<ResultSet, string>>;
  /** a game whose GameType here is not its official form says so (RULES §5.1) */
  readonly gameTypeNote: Readonly<Partial<Record<VariantId, string>>>;
}

/** The games that have a rules page: the full games, those offered for play (src/build/rules). */
export type RulesGame = OfferedVariant<'play'>;

export interface RulesTexts {
  readonly rows: Readonly<Record<RowId, string>>;
  readonly cells: CompareCells;
  readonly page: {
    readonly compareTitle: string;
    readonly compareDescription: string;
    readonly compareIntro: string;
    readonly compareData: string;
    readonly compareBrazilian: string;
    readonly compareCaption: string;
    readonly rule: string;
    /** under the heading of a row whose cells are all the same */
    readonly sameEverywhere: string;
    /** the legend of the highlight: cells that differ from Italian draughts */
    readonly differsLegend: string;
    /** read out on a highlighted cell */
    readonly differsFromItalian: string;
    /** the phone's choice of the game shown beside Italian */
    readonly compareWith: string;
    readonly lesson: string;
    readonly mirrorTitle: string;
    /** {it1}, {en1}, {it32}, {en32}: the same squares in the two numberings */
    readonly mirrorText: string;
    readonly mirrorExample: string;
    readonly mirrorNever: string;
    readonly rulesTitle: string;
    readonly rulesDescription: string;
    readonly rulesIntro: string;
    readonly rulesOpen: string;
    readonly compareLink: string;
    readonly compareLinkText: string;
    readonly lessonsLink: string;
    readonly startPosition: string;
    readonly sources: string;
  };
  readonly games: Readonly<Record<RulesGame, { readonly title: string; readonly description: string }>>;
}
