/**
 * One position, three rulesets (issue 11): the position editor on an 8×8 board and, beside it, the legal
 * moves under Italian rules, International rules on 8×8 (Brazilian) and English rules, each on its own board
 * in its own numbering (src/model/one-position.ts asks the engine). The moves that differ are marked and
 * explained in words; a tap on any square shows its number on every board; the URL (`?fen=…&v=…`) keeps the
 * position. On a phone one board shows at a time, with a switch, under the differences.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import {
  type FenError,
  type Move,
  makeMoveText,
  makeSetupFen,
  pieces,
  type Setup,
  type Square,
  VARIANTS,
} from '../../engine/index';
import { type EditorStrings, type PlainEditorKey, te } from '../../i18n/editor';
import { fenErrorText } from '../../i18n/errors';
import type { explanationText } from '../../i18n/explain';
import { joinList } from '../../i18n/format';
import { tu, variantName } from '../../i18n/ui';
import { readPastedFen } from '../../machines/editor';
import type { Lang } from '../../model/lang';
import { canPlay, playLink } from '../../model/links';
import {
  type MoveDisagreement,
  type Refusal,
  sameSquare,
  THREE_RULES,
  type ThreeRulesId,
  threeRules,
} from '../../model/one-position';
import { type Arrow, Board, type Highlight } from '../board/Board';
import { boardLabels } from '../board/labels';
import { PositionEditor } from './PositionEditor';
import './one-position.css';

export interface OnePositionProps {
  lang: Lang;
  strings: EditorStrings;
}

const isThree = (v: string | null): v is ThreeRulesId => (THREE_RULES as readonly string[]).includes(v ?? '');

/** What a link restores: the setup, or why it could not. */
interface Restored {
  setup?: Setup;
  notice?: string;
}

function readLink(lang: Lang, s: EditorStrings, search: string): Restored {
  const params = new URLSearchParams(search);
  const fen = params.get('fen');
  const v = params.get('v');
  const numbering: ThreeRulesId = isThree(v) ? v : 'italian';
  const variantNotice = v !== null && !isThree(v) ? s['one.linkVariant'] : undefined;
  if (fen === null) return { notice: variantNotice };
  const r = readPastedFen(numbering, numbering, fen);
  if (!r.ok) {
    const reason =
      r.error.code === 'other-size' ? s['editor.otherSize'] : fenErrorText(r.error as FenError, lang);
    return { notice: te(s, 'one.linkError', { reason }) };
  }
  return { setup: r.value, notice: variantNotice };
}

const pathText = (path: readonly Square[], capture: boolean) => path.join(capture ? 'x' : '-');

export default function OnePosition({ lang, strings: s }: OnePositionProps) {
  const [variant, setVariant] = useState<ThreeRulesId>('italian');
  const [restored, setRestored] = useState<Restored>({});
  const [generation, setGeneration] = useState(0);
  const [setup, setSetup] = useState<Setup | null>(null);
  const [invalid, setInvalid] = useState<FenError | null>(null);
  const [shown, setShown] = useState<ThreeRulesId>('italian');
  /** the square tapped on a result board, in the Italian numbering */
  const [picked, setPicked] = useState<Square | null>(null);
  const [explain, setExplain] = useState<typeof explanationText | null>(null);
  const [copied, setCopied] = useState(false);
  const [href, setHref] = useState('');

  // The link is read in the browser only (the page is static): remount the editor with what it restores.
  useEffect(() => {
    const r = readLink(lang, s, location.search);
    const v = new URLSearchParams(location.search).get('v');
    if (r.setup && isThree(v)) setVariant(v);
    setRestored(r);
    setGeneration(1);
    import('../../i18n/explain').then((m) => setExplain(() => m.explanationText));
  }, []);

  const report = useMemo(() => (setup && !invalid ? threeRules(setup) : null), [setup, invalid]);

  // Keep the URL in step with the position, so that copying the address shares it.
  useEffect(() => {
    if (!setup || generation === 0) return;
    const url = new URL(location.href);
    url.searchParams.set('fen', makeSetupFen(setup));
    url.searchParams.set('v', setup.variant);
    history.replaceState(null, '', url);
    setHref(url.href);
    setCopied(false);
  }, [setup, generation]);

  const rulesWord = (id: ThreeRulesId) => s[`one.rules.${id}` as PlainEditorKey];
  const positionOf = (id: ThreeRulesId) =>
    report?.ok && report.value.columns.find((c) => c.variant === id)?.position;
  const moveText = (id: ThreeRulesId, m: Move) => {
    const pos = positionOf(id);
    return pos ? makeMoveText(pos, m) : pathText(m.path, m.captures.length > 0);
  };
  /** The first line of a disagreement: the move, and the rulesets that allow it (each numbering once). */
  const legalText = (g: MoveDisagreement): string => {
    const texts = g.legal.map((l) => moveText(l.variant, l.move));
    const move = [...new Set(texts)].join(' = ');
    return te(s, 'one.legal', {
      move,
      legal: joinList(
        lang,
        g.legal.map((l) => rulesWord(l.variant)),
        'and',
      ),
    });
  };
  const refusalText = (f: Refusal): string => {
    const refusedPos = positionOf(f.refusedIn);
    const reason =
      explain && refusedPos
        ? explain(f.reason, lang, (m: Move) => makeMoveText(refusedPos, m), f.refusedIn)
        : f.reason.message;
    return te(s, 'one.refused', {
      refused: rulesWord(f.refusedIn),
      other: pathText(f.attempted, f.move.captures.length > 0),
      reason,
    });
  };

  const mapping =
    picked === null
      ? s['one.mappingHint']
      : te(s, 'one.mapping', {
          list: THREE_RULES.map((id) => `${variantName(lang, id)} ${sameSquare('italian', id, picked)}`).join(
            ' = ',
          ),
        });

  return (
    <div class="one-position" data-one-position="" data-ready={generation > 0 ? 'true' : undefined}>
      {restored.notice && (
        <p class="one-position__notice" role="alert" data-link-notice="">
          {restored.notice}
        </p>
      )}
      <div class="one-position__editor">
        <label class="one-position__board-choice">
          {s['one.board']}{' '}
          <select
            name="board"
            value={variant}
            onChange={(e) => setVariant((e.target as HTMLSelectElement).value as ThreeRulesId)}
          >
            {THREE_RULES.map((id) => (
              <option key={id} value={id}>
                {variantName(lang, id)}
              </option>
            ))}
          </select>
        </label>
        <PositionEditor
          key={generation}
          lang={lang}
          strings={s}
          variant={variant}
          initial={restored.setup}
          numberings={THREE_RULES}
          onChange={(next, error) => {
            setSetup(next);
            setInvalid(error);
          }}
        />
      </div>
      <section class="one-position__results" aria-labelledby="one-differences">
        <h2 id="one-differences">{s['one.differences']}</h2>
        {invalid ? (
          <p class="one-position__impossible" data-impossible={invalid.code}>
            {te(s, 'editor.impossible', { reason: fenErrorText(invalid, lang) })}
          </p>
        ) : report?.ok ? (
          report.value.refusals.length === 0 ? (
            <p data-differences="0">{s['one.noDifferences']}</p>
          ) : (
            // One entry per physical move, not per pair of rulesets: where it is legal, then each refusal.
            <ul class="one-position__differences" data-differences={report.value.disagreements.length}>
              {report.value.disagreements.map((g) => (
                <li
                  key={`${g.legal[0].variant}-${g.legal[0].move.path.join('.')}`}
                  data-move-group=""
                  data-legal-in={g.legal.map((l) => l.variant).join(' ')}
                >
                  <span>{legalText(g)}</span>
                  <ul>
                    {g.refused.map((f) => (
                      <li key={f.refusedIn} data-refused-in={f.refusedIn} data-code={f.reason.code}>
                        {refusalText(f)}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )
        ) : null}
        <p class="one-position__mapping" data-mapping="">
          {mapping}
        </p>
        <fieldset class="one-position__switch">
          <legend class="visually-hidden">{s['one.boards']}</legend>
          {THREE_RULES.map((id) => (
            <button
              type="button"
              key={id}
              class="dmr-button"
              data-show={id}
              aria-pressed={shown === id}
              onClick={() => setShown(id)}
            >
              {variantName(lang, id)}
            </button>
          ))}
        </fieldset>
        {report?.ok && (
          <div class="one-position__columns">
            {report.value.columns.map((col) => {
              const v = VARIANTS[col.variant];
              const here = picked === null ? null : sameSquare('italian', col.variant, picked);
              const arrows: Arrow[] = col.moves.map((m, i) => ({
                from: m.from,
                to: m.to,
                path: m.path,
                kind: col.differs[i] ? 'success' : 'move',
              }));
              const highlights: Highlight[] = col.moves
                .filter((_, i) => col.differs[i])
                .map((m) => ({ square: m.from, kind: 'hint' as const }));
              if (here !== null) highlights.push({ square: here, kind: 'must' });
              const name = variantName(lang, col.variant);
              return (
                <div
                  key={col.variant}
                  class={`one-position__column${shown === col.variant ? ' is-shown' : ''}`}
                  data-column={col.variant}
                >
                  <h3>{name}</h3>
                  <Board
                    size={8}
                    darkParity={v.geometry.darkParity}
                    pieces={pieces(col.position).map(([square, p]) => ({ square, ...p }))}
                    showNumbers
                    interactive
                    arrows={arrows}
                    highlights={highlights}
                    labels={boardLabels(lang, name)}
                    onSquareClick={(sq) => setPicked(sameSquare(col.variant, 'italian', sq))}
                  />
                  <h4>{s['one.moves']}</h4>
                  {col.allDiffer && (
                    <p class="one-position__all-differ" data-all-differ="">
                      {s['one.allDiffer']}
                    </p>
                  )}
                  {col.moves.length === 0 ? (
                    <p data-no-moves="">{s['one.noMoves']}</p>
                  ) : (
                    <ul class="one-position__moves">
                      {col.moves.map((m, i) => (
                        <li
                          key={m.path.join('.')}
                          data-move={pathText(m.path, m.captures.length > 0)}
                          data-differs={col.differs[i] ? '' : undefined}
                        >
                          {makeMoveText(col.position, m, col.moves)}
                          {col.differs[i] && !col.allDiffer && (
                            <span class="one-position__badge">{s['one.differs']}</span>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              );
            })}
          </div>
        )}
        <div class="one-position__share">
          <a href={href || undefined} data-share="">
            {s['one.share']}
          </a>
          {setup && !invalid && canPlay(setup.variant) && (
            <a class="dmr-play-link" href={playLink(lang, setup.variant, makeSetupFen(setup))} data-play="">
              {tu(lang, 'board.playFromHere')}
            </a>
          )}
          <button
            type="button"
            class="dmr-button"
            onClick={async () => {
              try {
                await navigator.clipboard.writeText(href);
                setCopied(true);
              } catch {
                setCopied(false);
              }
            }}
          >
            {s['one.copy']}
          </button>
          {copied && <span role="status">{s['one.copied']}</span>}
        </div>
      </section>
    </div>
  );
}
