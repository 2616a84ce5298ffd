import type { VariantId } from '../engine';

/** A lesson summary small enough to hand to an island (progress, "continue where you left off"). */
export interface LessonSummary {
  /** language-neutral id: 'i3-capture' */
  readonly id: string;
  readonly variant: VariantId;
  readonly order: number;
  /** in the page's language */
  readonly title: string;
  readonly url: string;
  /** step ids, in order */
  readonly steps: readonly string[];
}
