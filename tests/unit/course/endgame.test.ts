/**
 * `endgame` steps at build time: the lesson schema checks each one against the endgame databases the build
 * reads (the Node cache), and refuses a step whose position the tables do not call won (or drawn) as the
 * step claims, or whose win the count it starts with cannot allow. The lessons' own endgame steps pass.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { lessonSchemaFor } from '../../../src/build/course/schema';
import { contentRoot, schemaProblems } from './load';

/** Lesson I14 (draws), which has an endgame step to win: `win-before-the-count`. */
const drawsRaw = () => parse(readFileSync(join(contentRoot, 'italian/14-draws/lesson.yaml'), 'utf8'));
/** Lesson E9 (drawing), which has an endgame step to hold: `hold-the-double-corner`. */
const drawingRaw = () => parse(readFileSync(join(contentRoot, 'english/09-drawing/lesson.yaml'), 'utf8'));

type RawStep = { id: string; fen: string; goal: Record<string, unknown> };
/** The lesson with its step `id` changed by `edit`; the problems the schema finds, one string. */
function problemsWith(raw: { steps: RawStep[] }, id: string, edit: (s: RawStep) => void): string {
  const step = raw.steps.find((s) => s.id === id);
  if (!step) throw new Error(`no step ${id}`);
  edit(step);
  return schemaProblems('x/lesson.yaml', raw).join('\n');
}

describe('endgame steps against the databases', () => {
  it('the lessons’ endgame steps pass as they are', () => {
    expect(schemaProblems('x/lesson.yaml', drawsRaw())).toEqual([]);
    expect(schemaProblems('x/lesson.yaml', drawingRaw())).toEqual([]);
  });

  it('refuses a step to win whose position the tables call a draw (one king against one)', () => {
    const p = problemsWith(drawsRaw(), 'win-before-the-count', (s) => {
      s.fen = 'W:WK19:BK29';
    });
    expect(p).toMatch(/step "win-before-the-count": the databases call W:WK19:BK29 a draw, not a win/);
  });

  it('refuses a step to win whose position is lost for the side to move', () => {
    const p = problemsWith(drawsRaw(), 'win-before-the-count', (s) => {
      s.fen = 'B:WK19,K21:BK29';
    });
    expect(p).toMatch(
      /the databases call B:WK19,K21:BK29 a loss in \d+ plies for the side to move, not a win/,
    );
  });

  it('refuses a win the count no longer allows (fastest 9 plies, 8 left at 36 moves each)', () => {
    const p = problemsWith(drawsRaw(), 'win-before-the-count', (s) => {
      s.goal = { kind: 'endgame', result: 'win', count: 36 };
    });
    expect(p).toMatch(/the fastest win takes 9 plies but the forty-moves count leaves 8/);
    // One move more on the count than the step has: it still fits (9 plies, 10 left).
    const ok = problemsWith(drawsRaw(), 'win-before-the-count', (s) => {
      s.goal = { kind: 'endgame', result: 'win', count: 35 };
    });
    expect(ok).toBe('');
  });

  it('refuses a step to hold a draw in a position the attacker wins within the count', () => {
    // Shut in the corner, the lone king is lost within the 12 plies the count leaves: no draw to hold.
    const p = problemsWith(drawingRaw(), 'hold-the-double-corner', (s) => {
      s.fen = 'B:WK5,K14:BK1';
    });
    expect(p).toMatch(
      /the databases call B:WK5,K14:BK1 a loss in \d+ plies for the side to move, not a draw/,
    );
    // The real position with the count from zero: a loss within 80 plies, and too long a hold anyway.
    const fromZero = problemsWith(drawingRaw(), 'hold-the-double-corner', (s) => {
      s.goal = { kind: 'endgame', result: 'draw' };
    });
    expect(fromZero).toMatch(/not a draw within the 80 plies the forty-moves count leaves/);
    expect(fromZero).toMatch(/holding the draw takes 40 moves .* at most 12/);
  });

  it('refuses a step over the tables’ size, and a first hint that names the fastest move', () => {
    const big = problemsWith(drawsRaw(), 'win-before-the-count', (s) => {
      s.fen = 'W:WK19,K21,K22:BK29';
    });
    expect(big).toMatch(/an endgame step has at most 3 pieces in italian/);
    const raw = drawsRaw();
    const step = raw.steps.find((s: RawStep) => s.id === 'win-before-the-count');
    step.text.en.hints[0] = 'Play 21-25.';
    expect(schemaProblems('x/lesson.yaml', raw).join('\n')).toMatch(
      /en: the first hint writes the answer 21-25/,
    );
  });

  it('cannot check a step without the tables, and says so', () => {
    const schema = lessonSchemaFor(() => null);
    const r = schema.safeParse(drawsRaw());
    expect(r.success).toBe(false);
    const messages = r.success ? [] : r.error.issues.map((i) => i.message);
    expect(messages).toContain(
      'step "win-before-the-count": the endgame databases are not loaded, so the step cannot be checked',
    );
  });
});
