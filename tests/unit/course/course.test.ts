import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { checkCourse, type LessonFiles, placedSteps } from '../../../src/build/course/check';
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
      text: { it: { prompt: 'Mangia.' }, en: { prompt: 'Capture.' } },
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
      text: { it: { prompt: 'Vai.' }, en: { prompt: 'Go.' } },
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
