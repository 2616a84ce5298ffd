/**
 * Where the analysis board starts: read from URL parameters (`?v=italian&fen=…` or `&pdn=…`) or pasted
 * text. Every failure becomes a coded message and a usable position — a tampered URL never breaks the page,
 * and nothing is loaded silently in place of what the link asked for.
 */
import {
  type Game,
  gameFromPosition,
  isOffered,
  parseFen,
  startPosition,
  VARIANTS,
  type Variant,
} from '../../engine/index';
import { ta } from '../../i18n/analysis';
import { fenErrorText } from '../../i18n/errors';
import type { Lang } from '../../i18n/lang';
import type { LinkErrorCode } from '../../i18n/link-errors';
import { variantName } from '../../i18n/ui';

/** Why the board does not show what was asked: a link's variant, a FEN or a PDN game that was refused. */
export interface StartError {
  readonly code: LinkErrorCode | 'fen' | 'pdn';
  /** the sentence for the user, in their language */
  readonly text: string;
}

export interface Start {
  game: Game;
  /** the ply to show (the end of a loaded game, the start otherwise) */
  ply: number;
  /** set when the input was refused (the position shown is then a start position) */
  error: StartError | null;
}

/** The variant of a link without `v`, and the one shown for an unknown `v` (its sentence names it). */
export const DEFAULT_VARIANT: Variant = VARIANTS.italian;

/** Analysis is not a game against the clock or the computer: no automatic draws stop the board. */
const analysisGame = (variant: Variant): Game =>
  gameFromPosition(startPosition(variant), { autoDraws: false });

/** The variant named by a select's value or a link's `v`, if the analysis board offers it. */
export function variantOf(value: string | null | undefined): Variant | null {
  return value && isOffered('analysis', value) ? VARIANTS[value] : null;
}

/** Which variant a link shows, and whether it must refuse what the link holds. */
export type LinkVariant =
  | { readonly ok: true; readonly variant: Variant }
  /** `v` names no variant of the analysis board: show the default variant's start */
  | {
      readonly ok: false;
      readonly code: 'unknown-variant';
      readonly variant: Variant;
      readonly token: string;
    }
  /** `v` and the PDN's GameType name different variants: show the start of `v`, load nothing */
  | {
      readonly ok: false;
      readonly code: 'variant-mismatch';
      readonly variant: Variant;
      readonly recorded: Variant;
    };

/**
 * The rule for a link's variant. `asked` is the `v` parameter (null or '' when absent); `recorded` is the
 * variant the link's PDN names in its GameType tag (null when there is no PDN or it has no GameType).
 * Without `v` the PDN decides; with `v`, a PDN of another variant is refused rather than shown under a
 * variant the menu does not say.
 */
export function linkVariant(asked: string | null, recorded: Variant | null): LinkVariant {
  if (!asked) return { ok: true, variant: recorded ?? DEFAULT_VARIANT };
  const variant = variantOf(asked);
  if (!variant) return { ok: false, code: 'unknown-variant', variant: DEFAULT_VARIANT, token: asked };
  if (recorded && recorded.id !== variant.id)
    return { ok: false, code: 'variant-mismatch', variant, recorded };
  return { ok: true, variant };
}

/** A tampered `v` can be any length: quote at most this much of it. */
const TOKEN_MAX = 40;

/** The start position of a refused link, with the sentence saying why (its sentences load only now). */
async function refused(
  choice: Exclude<LinkVariant, { ok: true }>,
  gameType: string,
  lang: Lang,
): Promise<Start> {
  const { linkErrorText } = await import('../../i18n/link-errors');
  const text =
    choice.code === 'unknown-variant'
      ? linkErrorText(lang, 'unknown-variant', {
          token: choice.token.length > TOKEN_MAX ? `${choice.token.slice(0, TOKEN_MAX)}…` : choice.token,
        })
      : linkErrorText(lang, 'variant-mismatch', {
          asked: variantName(lang, choice.variant.id),
          found: variantName(lang, choice.recorded.id),
          gameType,
          setup: ta(lang, 'analysis.setup'),
        });
  return { game: analysisGame(choice.variant), ply: 0, error: { code: choice.code, text } };
}

/** A board from a FEN typed, pasted or found in the URL. */
export function loadFen(variant: Variant, text: string, lang: Lang): Start {
  const r = parseFen(variant, text.trim());
  if (!r.ok) {
    return { game: analysisGame(variant), ply: 0, error: { code: 'fen', text: fenErrorText(r.error, lang) } };
  }
  return { game: gameFromPosition(r.value, { autoDraws: false }), ply: 0, error: null };
}

const looksPdn = (text: string): boolean => /\[\s*\w+\s+"/.test(text) || /^\s*1\s*\./.test(text);

/**
 * Read a PDN game for a variant (the one it is read as when it has no GameType tag). The PDN reader and its
 * messages load only when there is PDN to read, which keeps them out of the page's first download.
 */
async function readPdn(
  variant: Variant,
  text: string,
  lang: Lang,
): Promise<{ start: Start; recorded: Variant | null; gameType: string }> {
  const [{ parsePdn }, { pdnErrorText }] = await Promise.all([
    import('../../engine/pdn-read'),
    import('../../i18n/pdn-errors'),
  ]);
  const r = parsePdn(text, { variant });
  if (!r.ok) {
    const error: StartError = { code: 'pdn', text: pdnErrorText(r.error, lang) };
    return { start: { game: analysisGame(variant), ply: 0, error }, recorded: null, gameType: '' };
  }
  const gameType = r.value.tags.GameType;
  return {
    start: { game: r.value.game, ply: r.value.game.moves.length, error: null },
    recorded: gameType === undefined ? null : r.value.variant,
    gameType: gameType ?? '',
  };
}

/**
 * Load a FEN or a PDN game pasted by the user. The variant is the one chosen in the menu; a pasted PDN
 * with a GameType tag brings its own variant, which the menu then shows.
 */
export async function loadText(variant: Variant, text: string, lang: Lang): Promise<Start> {
  const trimmed = text.trim();
  if (!looksPdn(trimmed)) return loadFen(variant, trimmed, lang);
  return (await readPdn(variant, trimmed, lang)).start;
}

/** Read `v`, `fen` and `pdn` from a query string. */
export async function startFromParams(params: URLSearchParams, lang: Lang): Promise<Start> {
  const asked = params.get('v');
  const first = linkVariant(asked, null);
  // An unknown `v` leaves nothing to read the position as: show the default start and say so.
  if (!first.ok) return refused(first, '', lang);
  const text = (params.get('pdn') || params.get('fen') || '').trim();
  if (!text) return { game: analysisGame(first.variant), ply: 0, error: null };
  if (!looksPdn(text)) return loadFen(first.variant, text, lang);
  const { start, recorded, gameType } = await readPdn(first.variant, text, lang);
  const choice = linkVariant(asked, recorded);
  return choice.ok ? start : await refused(choice, gameType, lang);
}
