/**
 * Where the analysis board starts: read from URL parameters (`?v=italian&pdn=…&path=…&orientation=black`, or
 * `&fen=…`) or pasted text. Every failure becomes a coded message and a usable position — a tampered URL
 * never breaks the page, and nothing is loaded silently in place of what the link asked for.
 */
import { emptyTree, nodeAtPath, parseFen, type Variant } from '../../engine/index';
import { type AnalysisStrings, ta } from '../../i18n/analysis';
import { fenErrorText } from '../../i18n/errors';
import type { LinkErrorCode } from '../../i18n/link-errors';
import { variantName } from '../../i18n/ui';
import type { Lang } from '../../model/lang';
import { type Board, boardFrom, DEFAULT_VARIANT, mainlineEnd, startBoard, variantOf } from './board';
import { LINK, type Orientation } from './link';

export { type Board, boardFrom, DEFAULT_VARIANT, mainlineEnd, startBoard, variantOf };

/** Why the board does not show (all of) what was asked: a link's part, a FEN or a PDN game that was refused. */
export interface StartError {
  readonly code: LinkErrorCode | 'fen' | 'pdn';
  /** the sentence for the user, in their language */
  readonly text: string;
}

export interface Loaded extends Board {
  /** set when the input was refused or partly refused (a refused game shows a start position) */
  readonly error: StartError | null;
}

export interface Start extends Loaded {
  readonly orientation: Orientation;
}

const refusedBoard = (variant: Variant, error: StartError): Loaded => ({ ...startBoard(variant), error });

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

/** A tampered parameter can be any length: quote at most this much of it. */
const TOKEN_MAX = 40;
const clip = (token: string): string => (token.length > TOKEN_MAX ? `${token.slice(0, TOKEN_MAX)}…` : token);

/** The sentences of refused links, loaded only when a link is refused. */
const linkErrors = () => import('../../i18n/link-errors');

/** The start position of a refused link, with the sentence saying why (its sentences load only now). */
async function refused(
  choice: Exclude<LinkVariant, { ok: true }>,
  gameType: string,
  lang: Lang,
  strings: AnalysisStrings,
): Promise<Loaded> {
  const { linkErrorText } = await linkErrors();
  const text =
    choice.code === 'unknown-variant'
      ? linkErrorText(lang, 'unknown-variant', { token: clip(choice.token) })
      : linkErrorText(lang, 'variant-mismatch', {
          asked: variantName(lang, choice.variant.id),
          found: variantName(lang, choice.recorded.id),
          gameType,
          setup: ta(strings, 'analysis.setup'),
        });
  return refusedBoard(choice.variant, { code: choice.code, text });
}

/** A board from a FEN typed, pasted or found in the URL. */
export function loadFen(variant: Variant, text: string, lang: Lang): Loaded {
  const r = parseFen(variant, text.trim());
  if (!r.ok) return refusedBoard(variant, { code: 'fen', text: fenErrorText(r.error, lang) });
  return { ...boardFrom(emptyTree(r.value)), error: null };
}

const looksPdn = (text: string): boolean => /\[\s*\w+\s+"/.test(text) || /^\s*1\s*\./.test(text);

/**
 * Read a PDN game, with its variations and comments, for a variant (the one it is read as when it has no
 * GameType tag). The PDN reader and its messages load only when there is PDN to read, which keeps them out
 * of the page's first download. It opens at the end of the main line.
 */
async function readPdn(
  variant: Variant,
  text: string,
  lang: Lang,
): Promise<{ start: Loaded; recorded: Variant | null; gameType: string; reason: string | null }> {
  const [{ parsePdn }, { pdnErrorText }] = await Promise.all([
    import('../../engine/notation/pdn-read'),
    import('../../i18n/pdn-errors'),
  ]);
  const r = parsePdn(text, { variant });
  if (!r.ok) {
    const reason = pdnErrorText(r.error, lang);
    return {
      start: refusedBoard(variant, { code: 'pdn', text: reason }),
      recorded: null,
      gameType: '',
      reason,
    };
  }
  const { tree, tags, result } = r.value;
  const gameType = tags.GameType;
  return {
    start: { tree, path: mainlineEnd(tree), tags, result: result === '*' ? null : result, error: null },
    recorded: gameType === undefined ? null : r.value.variant,
    gameType: gameType ?? '',
    reason: null,
  };
}

/**
 * Load a FEN or a PDN game pasted by the user. The variant is the one chosen in the menu; a pasted PDN
 * with a GameType tag brings its own variant, which the menu then shows.
 */
export async function loadText(variant: Variant, text: string, lang: Lang): Promise<Loaded> {
  const trimmed = text.trim();
  if (!looksPdn(trimmed)) return loadFen(variant, trimmed, lang);
  return (await readPdn(variant, trimmed, lang)).start;
}

/** Adds a link error's sentence to what was loaded, after any sentence already there. */
function withNote(start: Loaded, error: StartError): Loaded {
  if (!start.error) return { ...start, error };
  return { ...start, error: { code: start.error.code, text: `${start.error.text} ${error.text}` } };
}

/** The parameter as given, '' when absent or blank. */
const param = (params: URLSearchParams, name: string): string => (params.get(name) ?? '').trim();

/** The position or game a link holds (its `v` already read): `fen`, `pdn`, or neither — never both. */
async function linkBoard(
  params: URLSearchParams,
  asked: string | null,
  variant: Variant,
  lang: Lang,
  strings: AnalysisStrings,
) {
  const fen = param(params, LINK.fen);
  const pdn = param(params, LINK.pdn);
  if (fen && pdn) {
    // Either could be what the sender meant: say so rather than pick one.
    const { linkErrorText } = await linkErrors();
    const text = linkErrorText(lang, 'fen-and-pdn', { variant: variantName(lang, variant.id) });
    return refusedBoard(variant, { code: 'fen-and-pdn', text });
  }
  if (pdn) {
    // `pdn=` is always read as PDN, so its errors are worded as a game's, whatever the text looks like.
    const { start, recorded, gameType, reason } = await readPdn(variant, pdn, lang);
    if (reason !== null) {
      const { linkErrorText } = await linkErrors();
      const text = linkErrorText(lang, 'bad-pdn', {
        reason: reason.replace(/\.$/, ''),
        variant: variantName(lang, variant.id),
      });
      return refusedBoard(variant, { code: 'pdn', text });
    }
    const choice = linkVariant(asked, recorded);
    return choice.ok ? start : await refused(choice, gameType, lang, strings);
  }
  if (fen) return loadFen(variant, fen, lang);
  return { ...startBoard(variant), error: null };
}

/**
 * Read a share link: `v`, then `fen` or `pdn`, then the node viewed (`path`) and the orientation. A part
 * that cannot be used is said in a sentence and replaced by its default: a bad `path` shows the end of the
 * main line, a bad `orientation` shows White at the bottom. `strings` are the page's analysis strings.
 */
export async function startFromParams(
  params: URLSearchParams,
  lang: Lang,
  strings: AnalysisStrings,
): Promise<Start> {
  const asked = params.get(LINK.variant);
  const first = linkVariant(asked, null);
  // An unknown `v` leaves nothing to read the position as: show the default start and say so.
  let start = first.ok
    ? await linkBoard(params, asked, first.variant, lang, strings)
    : await refused(first, '', lang, strings);

  const path = params.get(LINK.path);
  // A refused game has no nodes to look for; its own sentence already says what is shown.
  if (path !== null && !start.error) {
    if (nodeAtPath(start.tree, path).ok) start = { ...start, path };
    else {
      const { linkErrorText } = await linkErrors();
      start = withNote(start, { code: 'bad-path', text: linkErrorText(lang, 'bad-path') });
    }
  }

  const asOriented = params.get(LINK.orientation);
  let orientation: Orientation = 'white';
  if (asOriented === 'white' || asOriented === 'black') orientation = asOriented;
  else if (asOriented !== null) {
    const { linkErrorText } = await linkErrors();
    start = withNote(start, {
      code: 'bad-orientation',
      text: linkErrorText(lang, 'bad-orientation', { token: clip(asOriented) }),
    });
  }
  return { ...start, orientation };
}
