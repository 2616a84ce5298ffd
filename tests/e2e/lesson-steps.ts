/**
 * Walking a lesson's exercises in Playwright: the step, its board's squares, waiting for its island to be
 * ready (a click before hydration is lost under load), and the lesson's own words read from its data file, so
 * the tests follow the content as it is rewritten.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { parse } from 'yaml';

export interface StepWords {
  hints: string[];
  taps?: Record<string, string>;
  success?: string;
  why?: Record<string, string>;
  options?: { text: string; why?: string }[];
}
export interface StepData {
  id: string;
  goal: { kind: string; correct?: number; answers?: string[] };
  text: { it: StepWords; en: StepWords };
}

/** The steps of a lesson as its file has them: `lessonSteps('italian/03-capture')`. */
export const lessonSteps = (folder: string): StepData[] =>
  parse(readFileSync(new URL(`../../src/content/lessons/${folder}/lesson.yaml`, import.meta.url), 'utf8'))
    .steps;

/** One step of a lesson's file. */
export const stepData = (folder: string, id: string): StepData => {
  const s = lessonSteps(folder).find((x) => x.id === id);
  if (!s) throw new Error(`${folder}: no step ${id}`);
  return s;
};

export const step = (page: Page, id: string) => page.locator(`[data-step="${id}"]`);
export const exercise = (page: Page, id: string) => step(page, id).locator('[data-exercise]');
export const square = (page: Page, id: string, n: number) => step(page, id).locator(`[data-square="${n}"]`);
export const feedback = (page: Page, id: string) => step(page, id).getByTestId('exercise-feedback');

/** Scroll the step into view and wait until its board takes input. */
export const ready = async (page: Page, id: string) => {
  await step(page, id).scrollIntoViewIfNeeded();
  await expect(exercise(page, id)).toHaveAttribute('data-ready', 'true');
  await expect(exercise(page, id)).toHaveAttribute('data-state', '"waiting"');
};

/** Tap the squares in order, once the step is ready. */
export const clickSquares = async (page: Page, id: string, squares: number[]) => {
  await ready(page, id);
  for (const n of squares) await square(page, id, n).click();
};
