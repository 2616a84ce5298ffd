/**
 * What comes after a course (issue 21, item 5): the last lesson and a finished course's page offer the next
 * course, this game's puzzles and a game against the computer; the home page's button moves on to the next
 * course once a course is finished. Progress is written as the site writes it, from the lesson files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { parse } from 'yaml';
import { courseEn } from '../../src/i18n/course-en';
import { courseIt } from '../../src/i18n/course-it';
import { variantNamesEn } from '../../src/i18n/ui-en';
import { variantNamesIt } from '../../src/i18n/ui-it';

const words = (lang: 'it' | 'en') => (lang === 'it' ? courseIt : courseEn);
const variantName = (lang: 'it' | 'en', v: 'international') =>
  (lang === 'it' ? variantNamesIt : variantNamesEn)[v];

const lessonsDir = fileURLToPath(new URL('../../src/content/lessons/', import.meta.url));
/** A course's lessons as the files have them, in course order (their `order` field). */
const course = (variant: string) =>
  readdirSync(`${lessonsDir}${variant}`)
    .map(
      (d) =>
        parse(readFileSync(`${lessonsDir}${variant}/${d}/lesson.yaml`, 'utf8')) as {
          id: string;
          order: number;
          slug: { it: string; en: string };
          steps: { id: string }[];
        },
    )
    .sort((a, b) => a.order - b.order);
const italian = course('italian');
const international = course('international');

/** Every Italian lesson solved, the last one opened last: the saved record the lesson pages write. */
async function finishItalian(page: Page) {
  const at = '2026-12-01T10:00:00.000Z';
  const lessons = Object.fromEntries(
    italian.map((l) => [
      l.id,
      Object.fromEntries(l.steps.map((s) => [s.id, { stars: 3, solvedAt: at, attempts: 1 }])),
    ]),
  );
  const record = JSON.stringify({
    v: 1,
    data: { lessons, lastLesson: { id: italian.at(-1)?.id, updatedAt: at } },
  });
  await page.addInitScript((r) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('damiera:progress', r);
      sessionStorage.setItem('seeded', '1');
    }
  }, record);
}

const cases = [
  {
    lang: 'it',
    lessons: '/it/lezioni/',
    course: 'dama-italiana',
    next: 'dama-internazionale',
    puzzles: '/it/problemi/',
    play: '/it/gioca/',
  },
  {
    lang: 'en',
    lessons: '/en/lessons/',
    course: 'italian',
    next: 'international',
    puzzles: '/en/puzzles/',
    play: '/en/play/',
  },
] as const;

for (const c of cases) {
  const firstNext = `${c.lessons}${c.next}/${international[0]?.slug[c.lang]}/`;

  test(`the last Italian lesson says what comes next (${c.lang})`, async ({ page }) => {
    await page.goto(`${c.lessons}${c.course}/${italian.at(-1)?.slug[c.lang]}/`);
    const after = page.getByTestId('course-after');
    await expect(after.getByTestId('course-after-next')).toHaveAttribute('href', firstNext);
    await expect(after.getByTestId('course-after-next')).toContainText(variantName(c.lang, 'international'));
    await expect(after.getByTestId('course-after-puzzles')).toHaveAttribute('href', `${c.puzzles}?v=italian`);
    await expect(after.getByTestId('course-after-play')).toHaveAttribute('href', `${c.play}?v=italian`);
    // Nothing is solved yet: the block does not say the course is finished.
    await expect(after).toContainText(words(c.lang)['course.after.last']);
    await expect(after).not.toContainText(words(c.lang)['course.after.lead']);
    // An earlier lesson leads to the next lesson, not out of the course.
    await page.goto(`${c.lessons}${c.course}/${italian[0]?.slug[c.lang]}/`);
    await expect(page.getByTestId('lesson-progress')).toBeVisible();
    await expect(page.getByTestId('course-after')).toHaveCount(0);
  });

  test(`a finished course: its page offers the next course, and so does the home page (${c.lang})`, async ({
    page,
  }) => {
    await page.goto(`${c.lessons}${c.course}/`);
    await expect(page.getByTestId('course-map')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('course-after')).toHaveCount(0);

    await finishItalian(page);
    await page.goto(`${c.lessons}${c.course}/`);
    await expect(page.getByTestId('course-map')).toHaveAttribute('data-ready', 'true');
    await expect(page.getByTestId('course-after-next')).toHaveAttribute('href', firstNext);
    await expect(page.getByTestId('course-after-puzzles')).toHaveAttribute('href', `${c.puzzles}?v=italian`);
    await expect(page.getByTestId('course-after')).toContainText(words(c.lang)['course.after.lead']);

    await page.goto(`/${c.lang}/`);
    const go = page.getByTestId('continue');
    await expect(go).toHaveAttribute('data-ready', 'true');
    await expect(go).toHaveAttribute('data-target', 'next-course');
    await expect(go).toHaveAttribute('href', firstNext);
    await expect(go).toContainText(variantName(c.lang, 'international'));
    await go.click();
    await expect(page).toHaveURL(firstNext);
  });
}

// Issue 18: a newcomer starts with the course of the page's language — checkers from the English home (the
// course from zero of issue 22), Italian draughts from the Italian one — with and without JavaScript.
const starts = [
  { lang: 'en', variant: 'english', course: 'english', lessons: '/en/lessons/' },
  { lang: 'it', variant: 'italian', course: 'dama-italiana', lessons: '/it/lezioni/' },
] as const;
for (const s of starts) {
  test(`a newcomer's home button starts the ${s.variant} course (${s.lang})`, {
    // The phone taps the Italian home's button; which course each language starts is checked on the desktop.
    tag: s.lang === 'it' ? '@phone' : [],
  }, async ({ page }) => {
    const first = course(s.variant)[0];
    const url = `${s.lessons}${s.course}/${first?.slug[s.lang]}/`;
    await page.goto(`/${s.lang}/`);
    const go = page.getByTestId('continue');
    await expect(go).toHaveAttribute('data-ready', 'true');
    await expect(go).toHaveAttribute('href', url);
    await expect(go).toContainText(words(s.lang)['course.start']);
    await go.click();
    await expect(page).toHaveURL(url);
  });
}
