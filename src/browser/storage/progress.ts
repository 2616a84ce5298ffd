/**
 * Lesson progress: for each lesson and each of its steps, the best stars, when it was last solved and how many
 * tries it has taken, plus the lesson last worked on ("continue where you left off"). Lesson ids are
 * language-neutral ("italian/i3-compulsory-capture"), so a lesson done in Italian counts in English too.
 * The learner can reset it, and export it to a file and import it back (on another browser, say).
 */
import { defineRecord, type Store, store, upgrade, type WriteResult } from './store';
import type { Infer } from './validate';
import * as v from './validate';

/** "italian/i3-compulsory-capture": letters, digits, '-', '_', '.', in parts joined by '/'. */
const LESSON_ID = /^[A-Za-z0-9][\w.-]*(?:\/[A-Za-z0-9][\w.-]*)*$/;
/** "s1", "capture-2": one part of the same characters. */
const STEP_ID = /^[A-Za-z0-9][\w.-]*$/;
const MAX_ATTEMPTS = 1_000_000;

const stepProgress = v.object({
  /** 0 to 3, the best the learner has earned on this step. */
  stars: v.enum([0, 1, 2, 3]),
  /** The last time the step was solved. */
  solvedAt: v.isoDate(),
  /** Every try so far: each wrong attempt and each solve. */
  attempts: v.number({ int: true, min: 1, max: MAX_ATTEMPTS }),
});
export type StepProgress = Infer<typeof stepProgress>;
export type Stars = StepProgress['stars'];

const progressData = v.object({
  lessons: v.record(
    v.string({ max: 120, pattern: LESSON_ID }),
    v.record(v.string({ max: 60, pattern: STEP_ID }), stepProgress, 200),
    2000,
  ),
  lastLesson: v.nullable(
    v.object({ id: v.string({ max: 120, pattern: LESSON_ID }), updatedAt: v.isoDate() }),
  ),
});
/** The whole record. Values read from the store are shared: treat them as read-only. */
export type Progress = Infer<typeof progressData>;

export const progressRecord = defineRecord<Progress>({
  key: 'progress',
  version: 1,
  validate: progressData,
  default: { lessons: {}, lastLesson: null },
  // About 80 bytes a step: room for some 3,000 solved steps, far beyond the course.
  maxBytes: 256 * 1024,
  notice: 'progress',
});

/** The `format` tag of an exported file; its `version` is the progress record's. */
export const PROGRESS_FORMAT = 'damiera-progress';

export type ImportError =
  | 'not-json'
  | 'wrong-format'
  | 'newer-version'
  | 'invalid'
  | 'too-large'
  /** this browser holds progress saved by a newer version of the site: it cannot be merged with */
  | 'newer-saved';

/** What merging a file into the saved progress changed, counted in steps. */
export interface MergeCount {
  /** steps the file has and this browser did not */
  added: number;
  /** steps where the file's result was better (more stars, or as many and more recent) */
  improved: number;
  /** steps of the file where this browser's result was as good or better: left as they were */
  kept: number;
}

/**
 * What an import did. On success, `saved` says whether it reached the browser's storage (false: it holds for
 * this page only), and the counts say what the merge changed. On failure nothing was changed; `path` points
 * at the first bad value of an invalid file.
 */
export type ImportResult =
  | ({ ok: true; lessons: number; steps: number; saved: boolean } & MergeCount)
  | { ok: false; code: ImportError; path?: string };

/** Whether a step's result `a` is better than `b`: more stars, then the later solve. */
const better = (a: StepProgress, b: StepProgress) =>
  a.stars !== b.stars ? a.stars > b.stars : a.solvedAt > b.solvedAt;

/**
 * The saved progress and a file's, merged step by step: each step keeps the better of the two results, so
 * importing an older export never loses a lesson done since; the lesson to continue is the more recent one.
 */
export function mergeProgress(current: Progress, file: Progress): { progress: Progress } & MergeCount {
  const count: MergeCount = { added: 0, improved: 0, kept: 0 };
  const lessons: Record<string, Record<string, StepProgress>> = { ...current.lessons };
  for (const [lessonId, steps] of Object.entries(file.lessons)) {
    const merged: Record<string, StepProgress> = { ...(current.lessons[lessonId] ?? {}) };
    for (const [stepId, theirs] of Object.entries(steps)) {
      const ours = merged[stepId];
      if (!ours) count.added++;
      else if (better(theirs, ours)) count.improved++;
      else {
        count.kept++;
        continue;
      }
      merged[stepId] = theirs;
    }
    lessons[lessonId] = merged;
  }
  const a = current.lastLesson;
  const b = file.lastLesson;
  const lastLesson = !a ? b : !b ? a : b.updatedAt > a.updatedAt ? b : a;
  return { progress: { lessons, lastLesson }, ...count };
}

export interface LessonStars {
  /** Stars earned on the given steps. */
  stars: number;
  /** 3 per step. */
  max: number;
  /** Steps solved at least once. */
  solved: number;
  /** The given steps. */
  total: number;
}

export interface ProgressApi {
  /** Step id → progress of a lesson ({} when none). */
  getLessonProgress(lessonId: string): Readonly<Record<string, StepProgress>>;
  /**
   * A solved step: keeps the best stars, stamps the time, counts the wrong attempts and the solve, and makes
   * this the lesson to continue. Refused (code 'invalid') for a malformed id or stars outside 0–3.
   */
  recordStep(lessonId: string, stepId: string, result: { stars: Stars; mistakes: number }): WriteResult;
  /** Stars over a lesson's current steps (steps no longer in the lesson do not count). */
  lessonStars(lessonId: string, stepIds: readonly string[]): LessonStars;
  /** The lesson last worked on, for "continue where you left off". */
  lastLesson(): Progress['lastLesson'];
  /** A lesson was opened: it becomes the one to continue. */
  markOpened(lessonId: string): WriteResult;
  /** Called with the whole progress whenever it changes, here or in another tab; returns the unsubscriber. */
  subscribe(listener: (progress: Progress) => void): () => void;
  /** Everything back to nothing, as the learner asked: progress saved by a newer version included. */
  resetProgress(): WriteResult;
  /** The content of a file holding all the progress: `{format, version, exportedAt, progress}`. */
  exportProgress(): string;
  /**
   * Merges a file's progress into the saved one (see `mergeProgress`), once every bit of the file has been
   * checked: nothing done in this browser is lost, whatever the file's age.
   */
  importProgress(text: string): ImportResult;
}

const EMPTY: Readonly<Record<string, StepProgress>> = Object.freeze({});

export function progressApi(s: Store, now: () => Date = () => new Date()): ProgressApi {
  const read = () => s.read(progressRecord);
  return {
    getLessonProgress: (lessonId) => read().lessons[lessonId] ?? EMPTY,

    recordStep(lessonId, stepId, { stars, mistakes }) {
      return s.update(progressRecord, (p) => {
        const at = now().toISOString();
        const steps = p.lessons[lessonId] ?? EMPTY;
        const before = steps[stepId];
        const wrong = Number.isFinite(mistakes) ? Math.max(0, Math.floor(mistakes)) : 0;
        const entry: StepProgress = {
          stars: before && before.stars > stars ? before.stars : stars,
          solvedAt: at,
          attempts: Math.min(MAX_ATTEMPTS, (before?.attempts ?? 0) + wrong + 1),
        };
        return {
          lessons: { ...p.lessons, [lessonId]: { ...steps, [stepId]: entry } },
          lastLesson: { id: lessonId, updatedAt: at },
        };
      });
    },

    lessonStars(lessonId, stepIds) {
      const steps = read().lessons[lessonId] ?? EMPTY;
      let stars = 0;
      let solved = 0;
      for (const id of new Set(stepIds)) {
        const p = steps[id];
        if (!p) continue;
        stars += p.stars;
        solved++;
      }
      const total = new Set(stepIds).size;
      return { stars, max: 3 * total, solved, total };
    },

    lastLesson: () => read().lastLesson,
    markOpened(lessonId) {
      if (read().lastLesson?.id === lessonId) return { ok: true };
      return s.update(progressRecord, (p) => ({
        ...p,
        lastLesson: { id: lessonId, updatedAt: now().toISOString() },
      }));
    },
    subscribe: (listener) => s.subscribe(progressRecord, listener),
    // The learner asked (the reset button, after a confirmation): progress of a newer version goes too.
    resetProgress: () => s.reset(progressRecord, { asked: true }),

    exportProgress: () =>
      JSON.stringify(
        {
          format: PROGRESS_FORMAT,
          version: progressRecord.version,
          exportedAt: now().toISOString(),
          progress: read(),
        },
        null,
        2,
      ),

    importProgress(text) {
      // A file several times the record's bound cannot fit once parsed: no need to read it.
      if (text.length > 4 * progressRecord.maxBytes) return { ok: false, code: 'too-large' };
      let file: unknown;
      try {
        file = JSON.parse(text);
      } catch {
        return { ok: false, code: 'not-json' };
      }
      const f = file as { format?: unknown; version?: unknown; progress?: unknown } | null;
      if (
        typeof f !== 'object' ||
        f === null ||
        f.format !== PROGRESS_FORMAT ||
        !Number.isInteger(f.version) ||
        (f.version as number) < 1
      ) {
        return { ok: false, code: 'wrong-format' };
      }
      const r = upgrade(progressRecord, f.progress, f.version as number);
      if (!r.ok)
        return r.reason === 'newer'
          ? { ok: false, code: 'newer-version' }
          : { ok: false, code: 'invalid', path: r.path };
      // Progress this page could not read (a newer version's) would be lost by a merge with nothing.
      if (s.newer(progressRecord)) return { ok: false, code: 'newer-saved' };
      const m = mergeProgress(read(), r.value);
      const w = s.write(progressRecord, m.progress);
      if (!w.ok && w.code === 'too-large') return { ok: false, code: 'too-large' };
      if (!w.ok && w.code === 'invalid') return { ok: false, code: 'invalid', path: w.path };
      const lessons = Object.values(r.value.lessons);
      const steps = lessons.reduce((n, l) => n + Object.keys(l).length, 0);
      return {
        ok: true,
        lessons: lessons.length,
        steps,
        saved: w.ok,
        added: m.added,
        improved: m.improved,
        kept: m.kept,
      };
    },
  };
}

/** The page's progress, in the browser's storage. */
export const progress: ProgressApi = progressApi(store);
export const {
  getLessonProgress,
  recordStep,
  lessonStars,
  lastLesson,
  markOpened,
  resetProgress,
  exportProgress,
  importProgress,
  subscribe: subscribeProgress,
} = progress;
