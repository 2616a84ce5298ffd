/**
 * The steps the review page can replay ("Ripasso", src/views/RevisionPage.astro), one data file per course
 * and language: each step's exercise and its words, as the lesson hands them to the exercise board, plus
 * the lesson it comes from. The page's island loads the files of the courses that have a step due, so the
 * page itself carries no step; the service worker precaches them all (src/build/pwa/options.ts), so the
 * review works offline.
 */
import type { VariantId } from '../../engine';
import type { Exercise } from '../../engine/index';
import { type Lang, routes } from '../../i18n';
import { courseStrings, tc } from '../../i18n/course';
import { getCourse, lessonUrl } from './index';
import { type StepText, toExercise } from './schema';

/** One step as the review page replays it. */
export interface RevisionStep {
  /** the review record's key: lesson id / step id */
  readonly key: string;
  readonly lessonId: string;
  readonly lesson: string;
  readonly url: string;
  readonly exercise: Exercise;
  readonly text: StepText;
  readonly label: string;
  readonly numbers?: boolean;
  readonly flipped?: boolean;
  readonly marks?: readonly number[];
  readonly board?: boolean;
}

/** The address of a course's data file, below the review page (`/it/ripasso/data/italian.json`). */
export const revisionFeedUrl = (lang: Lang, variant: VariantId): string =>
  `${routes.revision[lang]}data/${variant}.json`;

export async function revisionFeed(lang: Lang, variant: VariantId): Promise<RevisionStep[]> {
  const strings = courseStrings(lang);
  return (await getCourse(variant)).flatMap((l) =>
    l.data.steps.map((s, i) => {
      const text = s.text[lang];
      const heading = `${tc(strings, 'course.step')} ${i + 1} ${tc(strings, 'course.of')} ${l.data.steps.length}`;
      return {
        key: `${l.data.id}/${s.id}`,
        lessonId: l.data.id,
        lesson: l.data.title[lang],
        url: `${lessonUrl(lang, l.data)}#step-${s.id}`,
        exercise: toExercise(s),
        text,
        label: `${l.data.title[lang]}, ${heading}: ${text.prompt}`,
        numbers: s.numbers,
        flipped: s.flipped,
        marks: s.marks,
        board: s.board,
      };
    }),
  );
}
