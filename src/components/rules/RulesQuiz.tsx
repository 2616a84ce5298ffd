/**
 * The rules quiz (issue 11): one position on one board with the candidate move drawn as an arrow, three
 * yes/no answers (Italian rules, International rules on 8×8, English rules), then each ruleset's verdict
 * with its reason, a running score and the next item. Everything it shows was computed at build time by
 * the engine (src/build/rules/quiz-view.ts): the island ships no rules and no sentence tables. The board can
 * be shown in each ruleset's own convention (the Italian board is the mirror of the other two), and the
 * move is written in the numbering of the board shown.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { QuizItemView } from '../../build/rules/quiz-view';
import { type PlainQuizKey, type QuizStrings, tq } from '../../i18n/quiz';
import type { Lang } from '../../model/lang';
import type { ThreeRulesId } from '../../model/one-position';
import { type Arrow, Board } from '../board/Board';
import { boardLabels } from '../board/labels';
import '../board/controls.css';
import './quiz.css';

export interface RulesQuizProps {
  lang: Lang;
  strings: QuizStrings;
  /** the items as JSON (QuizItemView[]): one string keeps the island's serialized props small */
  items: string;
}

type Answers = Partial<Record<ThreeRulesId, boolean>>;

export default function RulesQuiz({ lang, strings: s, items: json }: RulesQuizProps) {
  const [items] = useState<QuizItemView[]>(() => JSON.parse(json));
  const [index, setIndex] = useState(0);
  const [shown, setShown] = useState<ThreeRulesId>('italian');
  const [answers, setAnswers] = useState<Answers>({});
  const [revealed, setRevealed] = useState(false);
  const [missing, setMissing] = useState(false);
  const [score, setScore] = useState({ right: 0, given: 0 });
  const [ready, setReady] = useState(false);
  const nextRef = useRef<HTMLButtonElement>(null);
  const questionRef = useRef<HTMLParagraphElement>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  useEffect(() => setReady(true), []);
  useEffect(() => {
    if (revealed) nextRef.current?.focus();
    else if (moved.current) questionRef.current?.focus();
  }, [revealed, index]);

  const item = items[index];
  const board = item.rules.find((r) => r.variant === shown) ?? item.rules[0];
  // One arrow along the whole path, bent at each landing (the board draws a capture jump by jump).
  const arrows: Arrow[] =
    board.path.length > 1
      ? [{ from: board.path[0], to: board.path[board.path.length - 1], path: board.path, kind: 'hint' }]
      : [];
  const rulesName = (id: ThreeRulesId) => s[`quiz.rules.${id}` as PlainQuizKey];
  const rightCount = item.rules.filter((r) => answers[r.variant] === r.legal).length;
  // The rulesets in the page's order, as the build wrote them (importing the list would bring the engine).
  const ids = item.rules.map((r) => r.variant);

  const check = (e: Event) => {
    e.preventDefault();
    if (revealed) return;
    if (ids.some((id) => answers[id] === undefined)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setRevealed(true);
    setScore((sc) => ({ right: sc.right + rightCount, given: sc.given + ids.length }));
  };
  const next = () => {
    moved.current = true;
    setIndex((i) => (i + 1) % items.length);
    setAnswers({});
    setRevealed(false);
    setMissing(false);
  };

  return (
    <div class="quiz" data-quiz="" data-item={item.id} data-ready={ready ? 'true' : undefined}>
      <div class="quiz__status">
        <p data-counter="">{tq(s, 'quiz.counter', { n: index + 1, total: items.length })}</p>
        <p role="status" data-score={`${score.right}/${score.given}`}>
          {score.given === 0 ? s['quiz.scoreNone'] : tq(s, 'quiz.score', score)}
        </p>
      </div>
      <p class="quiz__question" ref={questionRef} tabIndex={-1} data-question="">
        <strong>{s[`quiz.turn.${item.turn}` as PlainQuizKey]}</strong>{' '}
        {tq(s, 'quiz.question', { move: board.move })}
      </p>
      <div class="quiz__layout">
        <div class="quiz__board" ref={boardRef}>
          <fieldset class="quiz__switch">
            <legend>{s['quiz.boardShown']}</legend>
            {ids.map((id) => (
              <button
                type="button"
                key={id}
                class="dmr-button"
                data-show={id}
                aria-pressed={shown === id}
                onClick={() => setShown(id)}
              >
                {s[`quiz.board.${id}` as PlainQuizKey]}
              </button>
            ))}
          </fieldset>
          <Board
            size={8}
            darkParity={board.darkParity}
            pieces={board.pieces}
            showNumbers
            arrows={arrows}
            highlights={[{ square: board.path[0], kind: 'hint' }]}
            labels={boardLabels(lang, tq(s, 'quiz.boardLabel', { name: rulesName(shown), move: board.move }))}
          />
          <p class="quiz__mirror">{s['quiz.mirror']}</p>
        </div>
        <form class="quiz__answers" onSubmit={check} key={item.id}>
          {item.rules.map((r) => {
            const answer = answers[r.variant];
            const right = answer === r.legal;
            return (
              <fieldset
                key={r.variant}
                class={`quiz__rules${revealed ? (right ? ' is-right' : ' is-wrong') : ''}`}
                data-rules={r.variant}
              >
                <legend>
                  {rulesName(r.variant)} <span class="quiz__move">{r.move}</span>
                </legend>
                <div class="quiz__choices">
                  {([true, false] as const).map((yes) => (
                    <label class="quiz__choice" key={String(yes)}>
                      <input
                        type="radio"
                        name={`quiz-${r.variant}`}
                        value={yes ? 'yes' : 'no'}
                        checked={answer === yes}
                        disabled={revealed}
                        onChange={() => {
                          setAnswers((a) => ({ ...a, [r.variant]: yes }));
                          setMissing(false);
                        }}
                      />
                      {yes ? s['quiz.yes'] : s['quiz.no']}
                    </label>
                  ))}
                </div>
                {revealed && (
                  <p
                    class="quiz__verdict"
                    data-verdict={r.legal ? 'legal' : 'illegal'}
                    data-code={r.code}
                    data-answer={right ? 'right' : 'wrong'}
                  >
                    <strong>{right ? s['quiz.right'] : s['quiz.wrong']}</strong>{' '}
                    {tq(s, r.legal ? 'quiz.legal' : 'quiz.illegal', { move: r.move })} {r.reason}
                  </p>
                )}
                {revealed && shown !== r.variant && (
                  // The reason names squares in this ruleset's numbering: its own board reads it best.
                  <button
                    type="button"
                    class="quiz__see"
                    data-see={r.variant}
                    onClick={() => {
                      setShown(r.variant);
                      // On a phone the board is above, out of sight: bring it in.
                      boardRef.current?.scrollIntoView({ block: 'nearest' });
                    }}
                  >
                    {s['quiz.seeBoard']}
                  </button>
                )}
              </fieldset>
            );
          })}
          {revealed ? (
            <div class="quiz__actions">
              <p class="quiz__result" data-result={rightCount}>
                {tq(s, 'quiz.result', { right: rightCount })}
              </p>
              <button type="button" class="dmr-button dmr-button--primary" ref={nextRef} onClick={next}>
                {s['quiz.next']}
              </button>
            </div>
          ) : (
            <div class="quiz__actions">
              <button type="submit" class="dmr-button dmr-button--primary" data-check="">
                {s['quiz.check']}
              </button>
              {missing && (
                <p class="quiz__missing" role="alert">
                  {s['quiz.checkHint']}
                </p>
              )}
            </div>
          )}
        </form>
      </div>
    </div>
  );
}
