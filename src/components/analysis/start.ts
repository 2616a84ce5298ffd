/**
 * Where the analysis board starts: read from URL parameters (`?v=italian&fen=…` or `&pdn=…`) or pasted
 * text. Every failure becomes a message and a usable fallback position — a tampered URL never breaks the page.
 */
import {
  type Game,
  gameFromPosition,
  isVariantId,
  parseFen,
  startPosition,
  VARIANTS,
  type Variant,
  type VariantId,
} from '../../engine/index';
import type { Lang } from '../../i18n';
import { fenErrorText } from '../../i18n/errors';

export interface Start {
  game: Game;
  /** the ply to show (the end of a loaded game, the start otherwise) */
  ply: number;
  /** a sentence for the user when the input was refused (the fallback position is shown) */
  error: string | null;
}

const SHOWN: VariantId[] = ['italian', 'international', 'english'];

/** Analysis is not a game against the clock or the computer: no automatic draws stop the board. */
const analysisGame = (variant: Variant): Game =>
  gameFromPosition(startPosition(variant), { autoDraws: false });

export function variantOf(value: string | null | undefined): Variant | null {
  return value && isVariantId(value) && SHOWN.includes(value) ? VARIANTS[value] : null;
}

/** A board from a FEN typed, pasted or found in the URL. */
export function loadFen(variant: Variant, text: string, lang: Lang): Start {
  const r = parseFen(variant, text.trim());
  if (!r.ok) return { game: analysisGame(variant), ply: 0, error: fenErrorText(r.error, lang) };
  return { game: gameFromPosition(r.value, { autoDraws: false }), ply: 0, error: null };
}

/**
 * Load a FEN or a PDN game typed or pasted by the user, for a variant. The PDN reader and its messages
 * load only when there is PDN to read, which keeps them out of the page's first download.
 */
export async function loadText(variant: Variant, text: string, lang: Lang): Promise<Start> {
  const trimmed = text.trim();
  const looksPdn = /\[\s*\w+\s+"/.test(trimmed) || /^\s*1\s*\./.test(trimmed);
  if (!looksPdn) return loadFen(variant, trimmed, lang);
  const [{ parsePdn }, { pdnErrorText }] = await Promise.all([
    import('../../engine/pdn-read'),
    import('../../i18n/pdn-errors'),
  ]);
  const r = parsePdn(trimmed, { variant });
  if (!r.ok) return { game: analysisGame(variant), ply: 0, error: pdnErrorText(r.error, lang) };
  return { game: r.value.game, ply: r.value.game.moves.length, error: null };
}

/** Read `v`, `fen` and `pdn` from a query string. */
export async function startFromParams(params: URLSearchParams, lang: Lang): Promise<Start> {
  const v = params.get('v');
  const variant = variantOf(v) ?? VARIANTS.italian;
  const unknown =
    v !== null && !variantOf(v)
      ? lang === 'it'
        ? `Variante sconosciuta «${v}»: mostro la dama italiana.`
        : `Unknown variant “${v}”: showing Italian draughts.`
      : null;
  const text = params.get('pdn') || params.get('fen');
  if (!text) return { game: analysisGame(variant), ply: 0, error: unknown };
  const s = await loadText(variant, text, lang);
  return { ...s, error: s.error ?? unknown };
}
