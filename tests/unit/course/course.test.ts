import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkCourse, type LessonFiles, placedSteps } from '../../../src/build/course/check';
import { langs } from '../../../src/model/lang';
import { contentRoot, loadCourse, schemaProblems } from './load';

const course = loadCourse();
/** Lesson I1: the base the broken lessons below are made from. */
const firstLesson = () => {
  const l = course.lessons.find((x) => x.data.id === 'i1-board');
  if (!l) throw new Error('lesson i1-board is missing');
  return l;
};

describe('the course in the repository', () => {
  it('has lessons, and every one passes the schema and the engine verifier', () => {
    expect(course.lessons.length).toBeGreaterThanOrEqual(3);
    expect(course.problems).toEqual([]);
  });

  it('passes the checks across files (both languages, the same steps placed, unique ids)', () => {
    expect(checkCourse(course.lessons)).toEqual([]);
  });

  it('has the courses issue 22 asks for, each lesson in every language with its prose and its words', () => {
    // At least 20 Italian lessons, 14 International, 12 for English checkers from zero.
    const minimum = { italian: 20, international: 14, english: 12 } as const;
    for (const [variant, n] of Object.entries(minimum)) {
      const lessons = course.lessons.filter((l) => l.data.variant === variant);
      expect(lessons.length, variant).toBeGreaterThanOrEqual(n);
      for (const l of lessons) {
        for (const lang of langs) {
          expect(l.texts[lang]?.body.trim(), `${l.file}: ${lang}.mdx`).toBeTruthy();
          for (const st of l.data.steps)
            expect(st.text[lang].prompt.trim(), `${l.file}: ${st.id} ${lang}`).not.toBe('');
        }
        // Boards do the teaching: at least five board exercises, at most a third of the steps choices.
        const onBoard = l.data.steps.filter((st) => st.board !== false).length;
        const choices = l.data.steps.filter((st) => st.goal.kind === 'choose').length;
        expect(onBoard, `${l.file}: board exercises`).toBeGreaterThanOrEqual(5);
        expect(choices * 3, `${l.file}: choices`).toBeLessThanOrEqual(l.data.steps.length);
      }
    }
  });

  it('gives every lesson a description of its own in each language (a page is found by it)', () => {
    for (const lang of langs) {
      const seen = new Map<string, string>();
      for (const l of course.lessons) {
        const d = l.data.description[lang];
        expect(seen.get(d), `${l.file} (${lang}) repeats the description of ${seen.get(d)}`).toBeUndefined();
        seen.set(d, l.file);
      }
    }
  });

  it('places every step exactly once in each language', () => {
    for (const l of course.lessons) {
      const ids = l.data.steps.map((s) => s.id).sort();
      expect([...placedSteps(l.texts.it?.body ?? '')].sort(), l.file).toEqual(ids);
      expect([...placedSteps(l.texts.en?.body ?? '')].sort(), l.file).toEqual(ids);
    }
  });
});

/** The first lesson's raw data, to break on purpose. */
const firstRaw = () => parse(readFileSync(join(contentRoot, 'italian/01-board/lesson.yaml'), 'utf8'));

describe('broken content is caught with the file, the step and the reason', () => {
  it('an illegal answer', () => {
    const raw = firstRaw();
    raw.steps[0] = {
      id: 'broken-capture',
      fen: 'W:W22:B18',
      goal: { kind: 'capture', answers: ['22-19'] },
      text: {
        it: { prompt: 'Mangia.', hints: ['Guarda.', 'Guarda meglio.'] },
        en: { prompt: 'Capture.', hints: ['Look.', 'Look harder.'] },
      },
    };
    const problems = schemaProblems('x/lesson.yaml', raw).join('\n');
    expect(problems).toMatch(/x\/lesson\.yaml: steps\.0: step "broken-capture": answer "22-19" is not legal/);
  });

  it('a FEN that is not a position, a wrong par, a string missing in one language', () => {
    const raw = firstRaw();
    raw.steps[0].fen = 'W:W33:B1';
    raw.steps[1] = {
      id: 'reach',
      fen: 'W:W22:B4',
      goal: { kind: 'reach', target: 10, par: 2 },
      text: {
        it: { prompt: 'Vai.', hints: ['Avanti.', 'Sempre avanti.'] },
        en: { prompt: 'Go.', hints: ['Forwards.', 'Always forwards.'] },
      },
    };
    const problems = schemaProblems('x/lesson.yaml', raw).join('\n');
    expect(problems).toMatch(/steps\.0: step "tap-squares": FEN "W:W33:B1" is not a valid italian position/);
    expect(problems).toMatch(/steps\.1: step "reach": par is 2 but the shortest solution takes 3/);
    const untranslated = firstRaw();
    delete untranslated.steps[2].text.en;
    expect(schemaProblems('x/lesson.yaml', untranslated).join('\n')).toMatch(/steps\.2\.text\.en: Required/);
  });

  it('choices with different options in the two languages, and too few steps', () => {
    const raw = firstRaw();
    raw.steps[4].text.en.options.pop();
    expect(schemaProblems('x', raw).join('\n')).toMatch(/same options .* 4 \/ 3/);
    raw.steps = raw.steps.slice(0, 2);
    expect(schemaProblems('x', raw).join('\n')).toMatch(/3 to 8 exercises/);
  });

  const lesson = (
    over: Partial<LessonFiles> & { id?: string; order?: number; pre?: string[] },
  ): LessonFiles => {
    const base = firstLesson();
    return {
      file: over.file ?? base.file,
      data: {
        ...base.data,
        id: over.id ?? base.data.id,
        order: over.order ?? base.data.order,
        prerequisites: over.pre ?? [],
      },
      texts: over.texts ?? base.texts,
    };
  };

  it('prose placing different steps, a missing language, duplicate ids and bad prerequisites', () => {
    const base = firstLesson();
    const it = base.texts.it as { file: string; body: string };
    const wrongProse = lesson({
      file: 'a/lesson.yaml',
      id: 'a',
      order: 20,
      texts: {
        it: { file: 'a/it.mdx', body: it.body.replace('<Step id="tap-cantoni" />', '') },
        en: base.texts.en,
      },
    });
    const noEnglish = lesson({ file: 'b/lesson.yaml', id: 'b', order: 21, texts: { it } });
    const duplicate = lesson({ file: 'c/lesson.yaml', order: 22 });
    const laterPre = lesson({ file: 'd/lesson.yaml', id: 'd', order: 23, pre: ['e', 'nowhere'] });
    const later = lesson({ file: 'e/lesson.yaml', id: 'e', order: 24 });
    const problems = checkCourse([base, wrongProse, noEnglish, duplicate, laterPre, later]).join('\n');
    expect(problems).toMatch(/a\/it\.mdx: does not place step "tap-cantoni"/);
    expect(problems).toMatch(/a\/lesson\.yaml: the two languages place different steps/);
    expect(problems).toMatch(/b\/lesson\.yaml: the en text \(en\.mdx\) is missing/);
    expect(problems).toMatch(/c\/lesson\.yaml: lesson id "i1-board" is also used by/);
    expect(problems).toMatch(/d\/lesson\.yaml: prerequisite "e" does not come earlier/);
    expect(problems).toMatch(/d\/lesson\.yaml: prerequisite "nowhere" is not a lesson/);
  });
});

/**
 * A small sound lesson written here, independent of the course's content: a move, a choice and a tap, with
 * every line the schema asks for. Each test below breaks one thing in a copy.
 */
interface Words {
  prompt: string;
  hints: string[];
  success: string;
  options?: { text: string; why?: string }[];
  taps?: Record<string, string>;
}
interface Lesson {
  [key: string]: unknown;
  steps: { id: string; fen: string; goal: object; text: { it: Words; en: Words } }[];
}

function soundLesson(): Lesson {
  const words = (it: string, en: string) => ({ it, en });
  const text = (prompt: string, hints: string[], success: string, extra: Partial<Words> = {}): Words => ({
    prompt,
    hints,
    success,
    ...extra,
  });
  return {
    id: 'x-feedback',
    variant: 'italian',
    order: 99,
    slug: words('prova', 'test'),
    title: words('Prova', 'Test'),
    description: words('Una prova.', 'A test.'),
    steps: [
      {
        id: 'move',
        fen: 'W:W22,24:B4',
        goal: { kind: 'move', answers: ['22-18'] },
        text: {
          it: text('Muovi.', ['Guarda il centro.', 'La pedina di sinistra.'], 'Al centro sei più forte.'),
          en: text(
            'Move.',
            ['Look at the centre.', 'The left-hand man.'],
            'The centre is where you are strong.',
          ),
        },
      },
      {
        id: 'choose',
        fen: 'W:W22:BK18,K19',
        goal: { kind: 'choose', correct: 1, claim: { type: 'result' } },
        text: {
          it: text(
            'Chi vince?',
            ['Conta le mosse del Bianco.', 'Prova a muovere la 22.'],
            'Senza mosse si perde.',
            {
              options: [
                { text: 'Il Bianco', why: 'Il Bianco ha più pezzi? No: ha solo una pedina, e ferma.' },
                { text: 'Il Nero' },
                { text: 'Patta', why: 'Non è patta: chi non può muovere perde.' },
              ],
            },
          ),
          en: text(
            'Who wins?',
            ['Count White’s moves.', 'Try to move the man on 22.'],
            'No move means a loss.',
            {
              options: [
                { text: 'White', why: 'White has one man, and it cannot move.' },
                { text: 'Black' },
                { text: 'A draw', why: 'It is no draw: a side that cannot move loses.' },
              ],
            },
          ),
        },
      },
      {
        id: 'tap',
        fen: 'W:W21-32:B1-12',
        goal: { kind: 'tap', tap: 'can-move', squares: [21, 22, 23, 24] },
        text: {
          it: text(
            'Tocca le pedine che possono muovere.',
            ['Guarda la prima fila.', 'Sono quattro.'],
            'Solo la fila davanti.',
            {
              taps: { '27': 'La 27 è chiusa dalle sue compagne.' },
            },
          ),
          en: text(
            'Tap every man that can move.',
            ['Look at the front row.', 'There are four.'],
            'Only the front row.',
            {
              taps: { '27': 'The man on 27 is hemmed in by its own side.' },
            },
          ),
        },
      },
    ],
  };
}

describe('the words of a step (issue 21): the schema asks for a line for every wrong answer and hints in tiers', () => {
  const broken = (breakIt: (l: Lesson) => void) => {
    const l = soundLesson();
    breakIt(l);
    return schemaProblems('x/lesson.yaml', l).join('\n');
  };

  it('the lesson written here is sound', () => {
    expect(schemaProblems('x/lesson.yaml', soundLesson())).toEqual([]);
  });

  it('refuses a choice whose wrong option has no line saying why, and a right option that has one', () => {
    const noWhy = broken((l) => {
      delete l.steps[1].text.en.options?.[2].why;
    });
    expect(noWhy).toMatch(
      /x\/lesson\.yaml: steps\.1: step "choose": en: option 3 is wrong and has no line saying why/,
    );
    const rightWhy = broken((l) => {
      (l.steps[1].text.it.options ?? [])[1].why = 'Giusto.';
    });
    expect(rightWhy).toMatch(/steps\.1: step "choose": it: option 2 is the right one/);
    // An option as a bare string, as before: refused by the shape.
    const bare = broken((l) => {
      (l.steps[1].text.it.options as unknown[])[1] = 'Il Nero';
    });
    expect(bare).toMatch(/steps\.1\.text\.it\.options\.1: .*expected object/);
  });

  it('refuses a first hint that gives the answer away: its move, its square, the right option', () => {
    const move = broken((l) => {
      l.steps[0].text.it.hints[0] = 'Gioca 22-18.';
    });
    expect(move).toMatch(/steps\.0: step "move": it: the first hint writes the answer 22-18/);
    const square = broken((l) => {
      l.steps[0].text.en.hints[0] = 'Go to 18.';
    });
    expect(square).toMatch(
      /steps\.0: step "move": en: the first hint names 18, where the answer 22-18 lands/,
    );
    const option = broken((l) => {
      l.steps[1].text.it.hints[0] = 'Vince il Nero, pensaci.';
    });
    expect(option).toMatch(/steps\.1: step "choose": it: the first hint repeats the right option/);
    const tap = broken((l) => {
      l.steps[2].text.en.hints[0] = 'Start with 21.';
    });
    expect(tap).toMatch(/steps\.2: step "tap": en: the first hint names 21, a square to tap/);
    // The second tier may narrow it down to the answer's square.
    expect(
      broken((l) => {
        l.steps[0].text.it.hints[1] = 'Vai sulla 18.';
      }),
    ).toBe('');
  });

  it('refuses one hint, or three', () => {
    expect(broken((l) => void l.steps[0].text.it.hints.pop())).toMatch(
      /steps\.0\.text\.it\.hints: a step has two hints/,
    );
    expect(broken((l) => void l.steps[0].text.en.hints.push('Terzo.'))).toMatch(
      /text\.en\.hints: a step has two hints/,
    );
  });

  it('refuses a wrong-tap line on a square asked for or off the board, and taps outside a tap goal', () => {
    expect(
      broken((l) => {
        (l.steps[2].text.it.taps ?? {})['22'] = 'No.';
      }),
    ).toMatch(/step "tap": it: taps: 22 is one of the squares asked for/);
    expect(
      broken((l) => {
        (l.steps[2].text.en.taps ?? {})['33'] = 'No.';
      }),
    ).toMatch(/step "tap": en: taps: 33 is not a square of this board/);
    expect(
      broken((l) => {
        l.steps[0].text.it.taps = { '27': 'No.' };
      }),
    ).toMatch(/step "move": it: only a tap goal has lines for wrong taps/);
  });

  it('refuses a success line of three sentences, and two steps in a row that open alike', () => {
    expect(
      broken((l) => {
        l.steps[0].text.en.success = 'Right. The centre. Strong there.';
      }),
    ).toMatch(/step "move": en: the success line has 3 sentences; at most 2/);
    expect(
      broken((l) => {
        l.steps[0].text.it.success = 'Giusto, al centro.';
        l.steps[1].text.it.success = 'Giusto. Senza mosse si perde.';
      }),
    ).toMatch(/steps\.1: step "choose": it: the success line opens like the step before \("giusto"\)/);
  });
});
