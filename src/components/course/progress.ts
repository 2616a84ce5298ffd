/**
 * Lesson progress as the course islands see it: record a solved step, read a lesson's stars, follow changes
 * (this tab and others), remember the last lesson opened. A thin seam over the storage module.
 */
type Listener = () => void;
type Progress = { lessons: Record<string, Record<string, number>>; last: string | null };

const KEY = 'damiera:progress';
const listeners = new Set<Listener>();
let cache: Progress | null = null;

function read(): Progress {
  if (cache) return cache;
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    cache = raw ? (JSON.parse(raw) as Progress) : { lessons: {}, last: null };
  } catch {
    cache = { lessons: {}, last: null };
  }
  return cache;
}

function write(p: Progress): void {
  cache = p;
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(p));
  } catch {
    // kept in memory for this page
  }
  for (const l of listeners) l();
}

/** Keep the best stars of a step. */
export function recordStep(lessonId: string, stepId: string, stars: 1 | 2 | 3): void {
  const p = read();
  const lesson = { ...(p.lessons[lessonId] ?? {}) };
  lesson[stepId] = Math.max(lesson[stepId] ?? 0, stars);
  write({ ...p, lessons: { ...p.lessons, [lessonId]: lesson }, last: lessonId });
}

/** Stars per solved step of a lesson: { 'tap-squares': 3 }. */
export function lessonStars(lessonId: string): Readonly<Record<string, number>> {
  return read().lessons[lessonId] ?? {};
}

export function markOpened(lessonId: string): void {
  const p = read();
  if (p.last !== lessonId) write({ ...p, last: lessonId });
}

export function lastLesson(): string | null {
  return read().last;
}

export function onProgress(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
