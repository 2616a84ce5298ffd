/**
 * One board of a concept pair (src/content/rules/pairs.yaml): the position in its own game's numbering, the
 * tempting move to try, and this ruleset's answer. The board is PlayableBoard (the board-input machine asks
 * the engine about every attempt); this island only reads what the engine said:
 * - the tempting move refused, or played only up to where the rules stop it (a man crowned mid-capture, a
 *   king whose way is blocked by a piece it has taken): "not allowed" and the engine's reason for the whole
 *   tempting move (src/i18n/explain.ts);
 * - the tempting move played: "legal" and the comparison table's cell for this rule in this game;
 * - another legal move, or a refusal that is not the tempting move: said as such, no verdict.
 * "Show" plays the legal answer (the tempting move itself where it is legal). Every string but the engine's
 * sentences comes from the page as props, in its language.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import {
  type Explanation,
  explainText,
  type Move,
  makeMoveText,
  moveTextSquares,
  type Position,
  parseFen,
  parseMoveText,
  play,
  type Square,
  sameMove,
  VARIANTS,
  type VariantId,
} from '../../engine/index';
import type { explanationText } from '../../i18n/explain';
import type { Lang } from '../../model/lang';
import type { Highlight } from '../board/Board';
import { PlayableBoard } from '../PlayableBoard';
import './pairs.css';

export interface PairBoardProps {
  lang: Lang;
  variant: VariantId;
  /** FEN in this variant's numbering (checked at build time with the pair) */
  fen: string;
  /** the tempting move, PDN with every landing square */
  tryMove: string;
  /** the legal move "show" plays (the tempting move where it is legal) */
  answer: string;
  /** the game's name, over the board */
  heading: string;
  /** accessible name of the board */
  label: string;
  /** the page's strings, filled on the server: "Try 22x13." */
  prompt: string;
  /** the comparison table's cell for this rule and game, said under a legal verdict */
  rule: string;
  /** "Under these rules you play {move}." with {move} left for the island */
  answerText: string;
  /** "…the move to try is {move}…" with {move} left for the island */
  otherText: string;
  legalText: string;
  refusedText: string;
  showText: string;
  againText: string;
}

type Outcome =
  /**
   * the ruleset's answer to the tempting move; `played`: the legal move on the board when the tempting move
   * is refused (the answer "show" played, or the part of the tempting move the rules allowed)
   */
  | {
      readonly kind: 'verdict';
      readonly legal: boolean;
      readonly reason?: Explanation;
      readonly played?: Move;
    }
  /** a legal move that is not the tempting one */
  | { readonly kind: 'other' }
  /** a refusal of some other attempt (a tap on an empty square, a man moved backwards): the engine's reason */
  | { readonly kind: 'slip'; readonly reason: Explanation };

type Explain = typeof explanationText;

export default function PairBoard(props: PairBoardProps) {
  const { lang } = props;
  const start = useMemo(() => {
    const r = parseFen(VARIANTS[props.variant], props.fen);
    if (!r.ok) throw new Error(`PairBoard: ${r.error.message}`);
    return r.value;
  }, [props.variant, props.fen]);
  const trySquares = useMemo(() => {
    const r = moveTextSquares(props.tryMove);
    return r.ok ? r.value : [];
  }, [props.tryMove]);
  // The engine's answer to the whole tempting move: a legal move, or the reason it is refused.
  const verdict = useMemo(() => explainText(start, props.tryMove), [start, props.tryMove]);
  const tryLegal = verdict.status === 'legal';
  const tryReason = verdict.status === 'illegal' ? verdict.reason : undefined;

  const [position, setPosition] = useState<Position>(start);
  const [lastMove, setLastMove] = useState<Move | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  // The sentences for refused moves load with the first refusal, as on every board of the site.
  const [explain, setExplain] = useState<Explain | null>(null);
  const needsWords = outcome?.kind === 'slip' || (outcome?.kind === 'verdict' && !outcome.legal);
  useEffect(() => {
    if (!needsWords || explain) return;
    import('../../i18n/explain').then((m) => setExplain(() => m.explanationText));
  }, [needsWords, explain]);

  const fmt = (m: Move) => makeMoveText(start, m);
  const sentence = (r: Explanation) => explain?.(r, lang, fmt, props.variant) ?? '';

  /** The attempt is the tempting move, or part of it: it starts where the tempting move starts and stays on its way. */
  const onTry = (squares: readonly Square[]) =>
    squares.length > 1 && squares[0] === trySquares[0] && squares.every((s) => trySquares.includes(s));

  const refuse = (played?: Move): Outcome => ({ kind: 'verdict', legal: false, reason: tryReason, played });

  const onMove = (move: Move, _before: Position, after: Position) => {
    setPosition(after);
    setLastMove(move);
    if (verdict.status === 'legal' && sameMove(move, verdict.move))
      setOutcome({ kind: 'verdict', legal: true });
    // The board ended the move where these rules end it, on the tempting move's way: the rules said no.
    else if (!tryLegal && onTry(move.path)) setOutcome(refuse(move));
    else setOutcome({ kind: 'other' });
  };

  const onReject = (reason: Explanation, attempt: Square[]) => {
    // A precedence rule refuses the tempting move as soon as its piece is picked (FID criteria 1 and 2: that
    // piece may not capture here): that too is the rules' answer to the move, said as every other refusal.
    const picked = attempt.length === 1 && attempt[0] === trySquares[0];
    if (!tryLegal && (onTry(attempt) || picked)) setOutcome(refuse());
    else setOutcome({ kind: 'slip', reason });
  };

  const show = () => {
    const r = parseMoveText(start, props.answer);
    if (!r.ok) return;
    setPosition(play(start, r.value));
    setLastMove(r.value);
    setOutcome(tryLegal ? { kind: 'verdict', legal: true } : refuse(r.value));
  };

  const again = () => {
    setPosition(start);
    setLastMove(null);
    setOutcome(null);
  };

  const moved = position !== start;
  const highlights: Highlight[] =
    moved || trySquares.length === 0 ? [] : [{ square: trySquares[0], kind: 'hint' }];
  const tryText = props.tryMove;

  return (
    <div
      class="pair-board"
      data-pair-board={props.variant}
      data-ready={ready ? 'true' : undefined}
      data-verdict={outcome?.kind === 'verdict' ? (outcome.legal ? 'legal' : 'refused') : undefined}
      data-code={outcome?.kind === 'verdict' && outcome.reason ? outcome.reason.code : undefined}
      data-pagefind-ignore
    >
      <h3 class="pair-board__game">{props.heading}</h3>
      <p class="pair-board__prompt">{props.prompt}</p>
      <PlayableBoard
        lang={lang}
        position={position}
        lastMove={lastMove}
        enabled={!moved}
        showNumbers
        label={props.label}
        highlights={highlights}
        onMove={onMove}
        onReject={onReject}
        hintsOnly
      />
      <div class="pair-board__answer" role="status" aria-live="polite" data-testid="pair-answer">
        {outcome?.kind === 'verdict' && (
          <>
            <p class={`pair-board__verdict ${outcome.legal ? 'is-legal' : 'is-refused'}`}>
              {outcome.legal ? props.legalText : props.refusedText}
            </p>
            {outcome.legal ? (
              <p class="pair-board__why">{props.rule}</p>
            ) : (
              outcome.reason && <p class="pair-board__why">{sentence(outcome.reason)}</p>
            )}
            {!outcome.legal && outcome.played && (
              <p class="pair-board__why">
                {props.answerText.replace('{move}', makeMoveText(start, outcome.played))}
              </p>
            )}
          </>
        )}
        {outcome?.kind === 'other' && (
          <p class="pair-board__why">{props.otherText.replace('{move}', tryText)}</p>
        )}
        {outcome?.kind === 'slip' && <p class="pair-board__why">{sentence(outcome.reason)}</p>}
      </div>
      <div class="pair-board__actions">
        <button type="button" class="dmr-button" onClick={show} data-pair-show="">
          {props.showText}
        </button>
        <button
          type="button"
          class="dmr-button"
          onClick={again}
          disabled={!moved && !outcome}
          data-pair-again=""
        >
          {props.againText}
        </button>
      </div>
    </div>
  );
}
