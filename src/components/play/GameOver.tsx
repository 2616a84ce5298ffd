/**
 * After a game: the result and why, the score (10 per capture; for a win 100 plus 50 per level), the game in
 * PDN with copy and download, the link to the analysis board, and the way to the next game.
 */
import { useMemo, useRef, useState } from 'preact/hooks';
import type { DrawReason } from '../../engine/index';
import { type PlainGameKey as StringKey, tg as t } from '../../i18n/game';
import { gameScore } from '../../machines/game';
import type { Lang } from '../../model/lang';
import { capturedBy, type GameContext, outcomeFor, SCORE } from '../../model/play';
import { analysisHref, downloadText, gamePdn, pdnFileName } from './pdn';
import { levelName } from './record';

export interface GameOverProps {
  lang: Lang;
  context: GameContext;
  onAgain: () => void;
  onNew: () => void;
}

const DRAW_REASON: Record<DrawReason, StringKey> = {
  repetition: 'game.reason.repetition',
  'forty-moves': 'game.reason.forty',
  'twenty-five-moves': 'game.reason.twentyFive',
  'sixteen-moves': 'game.reason.sixteen',
  'five-moves': 'game.reason.five',
  agreement: 'game.reason.agreement',
};

/** The sentence that names how the game ended: which side had no move, which rule drew it, who resigned. */
export function reasonKey(context: GameContext): StringKey {
  const game = context.game;
  const status = game?.status;
  if (!game || !status || status.kind === 'playing') return 'game.over.draw';
  // Italian repetition is a claim, the player's (RULES §0.3); elsewhere it draws by itself.
  if (
    status.kind === 'draw' &&
    status.reason === 'repetition' &&
    game.variant.rules.draws.repetition === 'claim'
  )
    return 'game.reason.repetition.claim';
  if (status.kind === 'draw') return DRAW_REASON[status.reason];
  if (status.reason === 'resign') return 'game.reason.resign';
  const loser = status.winner === context.player ? 'computer' : 'player';
  if (status.reason === 'time') return `game.reason.time.${loser}`;
  return status.reason === 'no-pieces' ? `game.reason.noPieces.${loser}` : `game.reason.noMoves.${loser}`;
}

export function GameOver({ lang, context, onAgain, onNew }: GameOverProps) {
  const game = context.game;
  if (!game) return null;
  const outcome = outcomeFor(game.status, context.player) ?? 'draw';
  const captured = capturedBy(game, context.player);
  const score = gameScore(context);

  return (
    <div class={`play-over play-over--${outcome}`} data-testid="game-over" data-outcome={outcome}>
      <h2 class="play-over__title" data-testid="result" tabIndex={-1}>
        {t(lang, `game.over.${outcome}`)}
      </h2>
      <p
        class="play-over__reason"
        data-testid="result-reason"
        data-end={game.status.kind === 'playing' ? undefined : game.status.reason}
      >
        {t(lang, reasonKey(context))}
      </p>
      <div class="play-score">
        <p class="play-score__total">
          {t(lang, 'game.score')}: <strong data-testid="score">{score}</strong>
        </p>
        <ul class="play-score__detail">
          <li>
            {t(lang, 'game.score.captures', { n: captured })} = {captured * SCORE.perCapture}
          </li>
          {outcome === 'win' && (
            <li>
              {t(lang, 'game.score.win', {
                level: levelName(lang, context.scoreLevel),
                n: context.scoreLevel,
              })}{' '}
              = {SCORE.win + SCORE.perLevel * context.scoreLevel}
            </li>
          )}
        </ul>
      </div>
      <div class="play-actions">
        <button type="button" class="button" data-action="again" onClick={onAgain}>
          {t(lang, 'game.again')}
        </button>
        <button type="button" class="dmr-button" data-action="new" onClick={onNew}>
          {t(lang, 'game.new')}
        </button>
      </div>
    </div>
  );
}

/** The game as PDN: shown on request, copied, downloaded, or opened in the analysis board. */
export function PdnTools({ lang, context }: { lang: Lang; context: GameContext }) {
  const game = context.game;
  const pdnRef = useRef<HTMLPreElement>(null);
  const [copy, setCopy] = useState<'idle' | 'done' | 'failed'>('idle');
  const [open, setOpen] = useState(false);
  const pdn = useMemo(
    () =>
      game
        ? gamePdn(game, lang, {
            player: context.player,
            level: context.scoreLevel,
            clock: context.clock?.plies,
          })
        : '',
    [game, lang, context.player, context.scoreLevel, context.clock],
  );
  if (!game) return null;

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(pdn);
      setCopy('done');
    } catch {
      // No clipboard (permissions, old browser): select the text for a manual copy.
      const sel = window.getSelection();
      if (sel && pdnRef.current) {
        const range = document.createRange();
        range.selectNodeContents(pdnRef.current);
        sel.removeAllRanges();
        sel.addRange(range);
      }
      setOpen(true);
      setCopy('failed');
    }
  };

  return (
    <div class="play-pdn">
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>PDN</summary>
        <pre ref={pdnRef} data-testid="pdn">
          {pdn}
        </pre>
      </details>
      <div class="play-actions play-actions--small">
        <button type="button" class="dmr-button" data-action="copy-pdn" onClick={onCopy}>
          {t(lang, 'game.pdn.copy')}
        </button>
        <button
          type="button"
          class="dmr-button"
          data-action="download-pdn"
          onClick={() => downloadText(pdn, pdnFileName(game))}
        >
          {t(lang, 'game.pdn.download')}
        </button>
        <a class="dmr-button" data-action="analyse" href={analysisHref(lang, game, pdn)}>
          {t(lang, 'game.pdn.analyse')}
        </a>
      </div>
      <p class="play-copy-note" role="status" aria-live="polite">
        {copy === 'done'
          ? t(lang, 'game.pdn.copied')
          : copy === 'failed'
            ? t(lang, 'game.pdn.copyFailed')
            : ''}
      </p>
    </div>
  );
}
