/**
 * What the quiz page hands its island, built at build time: for each item and each ruleset, the position on
 * that ruleset's own board (the Italian one mirrored, via `judgeMove`), the candidate's path and text in its
 * numbering, the engine's verdict and the reason in the page's language — the engine's explanation sentence
 * (src/i18n/explain.ts) for a refusal, and for a legal move the rule that allows it here, named by the code
 * that refuses it elsewhere. The island then needs neither the engine nor the sentence tables.
 */
import {
  type Color,
  codesOf,
  type ExplainCode,
  explainAttempt,
  type Move,
  makeMoveText,
  pieces,
  type Role,
} from '../../engine/index';
import { explanationText } from '../../i18n/explain';
import type { PlainQuizKey, QuizStrings } from '../../i18n/quiz';
import type { Lang } from '../../model/lang';
import { sameSquare, THREE_RULES, type ThreeRulesId } from '../../model/one-position';
import {
  decidingCode,
  type Judged,
  judgeMove,
  pathText,
  type QuizItem,
  type QuizKind,
  readItem,
} from './quiz';

export interface QuizRulesView {
  readonly variant: ThreeRulesId;
  /** the board's dark squares (src/engine/rules/geometry.ts): 0 on the Italian board, 1 on the other two */
  readonly darkParity: 0 | 1;
  /** the position on this ruleset's board, in its numbering */
  readonly pieces: readonly { readonly square: number; readonly color: Color; readonly role: Role }[];
  /** the candidate's path in this numbering */
  readonly path: readonly number[];
  /** the candidate as written in this numbering: "22x13" */
  readonly move: string;
  readonly legal: boolean;
  /** the engine's refusal code, when not legal */
  readonly code?: ExplainCode;
  /** why, in the page's language */
  readonly reason: string;
}

export interface QuizItemView {
  readonly id: string;
  readonly kind: QuizKind;
  readonly turn: Color;
  /** in THREE_RULES order */
  readonly rules: readonly QuizRulesView[];
}

const PRECEDENCE_CODES: readonly ExplainCode[] = codesOf('precedence');

/** The rules that can keep a ruleset from a capture another ruleset demands. */
const STOPPING: readonly ExplainCode[] = codesOf('game-rule');

/**
 * Why the capture that another ruleset demands does not exist under `id` — the capture that must be made
 * instead of a quiet move ('must-capture'), or the longer capture the move must go on to
 * ('capture-unfinished') — as the engine's sentence: that capture, moved to `id`'s board, is explained there
 * (a man capturing backwards, a man taking a king, …). Undefined when no such rule stops it.
 */
function stoppedHere(judged: Judged, id: ThreeRulesId, code: ExplainCode, lang: Lang): string | undefined {
  if (code !== 'must-capture' && code !== 'capture-unfinished') return undefined;
  const here = judged.judgements[id].position;
  for (const other of THREE_RULES) {
    const r = judged.judgements[other].reason;
    if (r?.code !== code) continue;
    const demanded = code === 'must-capture' ? r.better : r.candidates?.[0];
    if (!demanded) continue;
    const path = demanded.path.map((sq) => sameSquare(other, id, sq));
    const v = explainAttempt(here, path, { complete: true });
    if (v.status === 'illegal' && STOPPING.includes(v.reason.code))
      return explanationText(v.reason, lang, (m) => makeMoveText(here, m), id);
  }
  return undefined;
}

/** An item as the island shows it in `lang`; throws on an item the engine does not confirm (the schema
 * has refused it already, so this is a programming error). */
export function quizItemView(item: QuizItem, lang: Lang, s: QuizStrings): QuizItemView {
  const read = readItem(item);
  if (typeof read === 'string') throw new Error(`${item.id}: ${read}`);
  const judged = judgeMove(read.setup, read.path);
  if (typeof judged === 'string') throw new Error(`${item.id}: ${judged}`);
  const deciding = decidingCode(judged.verdicts);
  if (!deciding) throw new Error(`${item.id}: no refusal the quiz explains`);
  const rules = THREE_RULES.map((id): QuizRulesView => {
    const j = judged.judgements[id];
    const base = {
      variant: id,
      darkParity: j.position.variant.geometry.darkParity,
      pieces: pieces(j.position).map(([square, p]) => ({ square, color: p.color, role: p.role })),
      path: j.path,
      move: pathText(j.path, judged.capture),
    };
    if (j.reason) {
      const fmt = (m: Move) => makeMoveText(j.position, m);
      return { ...base, legal: false, code: j.reason.code, reason: explanationText(j.reason, lang, fmt, id) };
    }
    const stopped = stoppedHere(judged, id, deciding.code, lang);
    const key: PlainQuizKey = PRECEDENCE_CODES.includes(deciding.code)
      ? `quiz.allow.precedence.${j.position.variant.rules.precedence}`
      : stopped && deciding.code === 'capture-unfinished'
        ? 'quiz.allow.stops'
        : (`quiz.allow.${deciding.code}` as PlainQuizKey);
    if (!s[key]) throw new Error(`${item.id}: no sentence for why ${id} rules allow it (${key})`);
    return { ...base, legal: true, reason: stopped ? `${s[key]} ${stopped}` : s[key] };
  });
  return { id: item.id, kind: item.kind, turn: read.setup.turn, rules };
}
