import type { LessonData } from '../../build/course/schema';
import type { Lang } from '../../model/lang';

/** What the components placed in a lesson's MDX need to know: the page's language and the lesson. */
export interface LessonContext {
  readonly lang: Lang;
  readonly lesson: LessonData;
  /** the data file, for build errors */
  readonly file: string;
}

/** The lesson context of the page being rendered, or a build error naming the component. */
export function lessonContext(locals: App.Locals, component: string): LessonContext {
  if (!locals.lesson) throw new Error(`<${component}> can only be used inside a lesson's MDX`);
  return locals.lesson;
}
