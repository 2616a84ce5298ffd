import { describe, expect, it } from 'vitest';
import { continueTarget, type LessonSummary, nextCourse } from '../../../src/model/course';

const lesson = (variant: LessonSummary['variant'], order: number): LessonSummary => ({
  id: `${variant.slice(0, 2)}${order}`,
  variant,
  order,
  title: `${variant} ${order}`,
  url: `/${variant}/${order}/`,
  steps: ['a', 'b'],
});
const lessons = [
  lesson('italian', 1),
  lesson('italian', 2),
  lesson('international', 1),
  lesson('international', 2),
  lesson('english', 1),
];
const done =
  (...ids: string[]) =>
  (l: LessonSummary) =>
    ids.includes(l.id);

describe('what comes after a course', () => {
  it('Italian, then International, then English, then Italian again; only among the courses offered', () => {
    const all = ['italian', 'international', 'english'] as const;
    expect(nextCourse('italian', all)).toBe('international');
    expect(nextCourse('international', all)).toBe('english');
    expect(nextCourse('english', all)).toBe('italian');
    expect(nextCourse('italian', ['italian', 'english'])).toBe('english');
    expect(nextCourse('italian', ['italian'])).toBeNull();
    expect(nextCourse('brazilian', all)).toBeNull();
  });

  it('continue: nothing opened yet, the lesson opened, the next one of its course', () => {
    expect(continueTarget(lessons, null, done())).toBeNull();
    expect(continueTarget(lessons, 'it2', done())).toEqual({ kind: 'continue', lesson: lessons[1] });
    expect(continueTarget(lessons, 'it1', done('it1'))).toEqual({ kind: 'continue', lesson: lessons[1] });
    // The last lesson done, an earlier one left behind: back to it, still in this course.
    expect(continueTarget(lessons, 'it2', done('it2'))).toEqual({ kind: 'continue', lesson: lessons[0] });
  });

  it('a finished course leads to the next course, skipping one already finished; all finished: the puzzles', () => {
    expect(continueTarget(lessons, 'it2', done('it1', 'it2'))).toEqual({
      kind: 'next-course',
      lesson: lessons[2],
    });
    expect(continueTarget(lessons, 'it2', done('it1', 'it2', 'in1', 'in2'))).toEqual({
      kind: 'next-course',
      lesson: lessons[4],
    });
    expect(continueTarget(lessons, 'en1', done('en1', 'in1', 'in2'))).toEqual({
      kind: 'next-course',
      lesson: lessons[0],
    });
    expect(continueTarget(lessons, 'in2', done('it1', 'it2', 'in1', 'in2', 'en1'))).toEqual({
      kind: 'all-done',
    });
  });
});
