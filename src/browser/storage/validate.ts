/**
 * Small validators for data read back from storage or from a file, where zod would cost too much of a page's
 * JavaScript. A check takes anything and gives either a fresh, typed value (unknown object keys are dropped)
 * or the path of the first thing that is wrong ('' for the value itself, `lessons["a"].stars` inside it).
 * Import them as a namespace (`import * as v from './validate'`), so a page ships only those it uses.
 */

export type Checked<T> = { ok: true; value: T } | { ok: false; path: string };
export type Check<T> = (x: unknown, path?: string) => Checked<T>;
/** The type a check gives: `Infer<typeof step>`. */
export type Infer<C> = C extends Check<infer T> ? T : never;

const pass = <T>(value: T): Checked<T> => ({ ok: true, value });
const fail = (path: string): Checked<never> => ({ ok: false, path });
const isPlainObject = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** A number, optionally a whole one, within bounds (NaN and infinities never pass). */
export function number(o: { min?: number; max?: number; int?: boolean } = {}): Check<number> {
  return (x, path = '') =>
    typeof x === 'number' &&
    Number.isFinite(x) &&
    (!o.int || Number.isInteger(x)) &&
    x >= (o.min ?? -Infinity) &&
    x <= (o.max ?? Infinity)
      ? pass(x)
      : fail(path);
}

/** A string of at most `max` characters (1000 unless told), optionally matching `pattern`. */
export function string(o: { max?: number; pattern?: RegExp } = {}): Check<string> {
  const max = o.max ?? 1000;
  return (x, path = '') =>
    typeof x === 'string' && x.length <= max && (!o.pattern || o.pattern.test(x)) ? pass(x) : fail(path);
}

export const boolean =
  (): Check<boolean> =>
  (x, path = '') =>
    typeof x === 'boolean' ? pass(x) : fail(path);

/** One of a few strings or numbers. */
function oneOf<const V extends string | number>(values: readonly V[]): Check<V> {
  return (x, path = '') => (values.includes(x as V) ? pass(x as V) : fail(path));
}

/** An array of at most `max` items (1000 unless told), each checked. */
export function array<T>(item: Check<T>, max = 1000): Check<T[]> {
  return (x, path = '') => {
    if (!Array.isArray(x) || x.length > max) return fail(path);
    const out: T[] = [];
    for (let i = 0; i < x.length; i++) {
      const c = item(x[i], `${path}[${i}]`);
      if (!c.ok) return c;
      out.push(c.value);
    }
    return pass(out);
  };
}

/** An object with exactly these fields checked; other fields are dropped. */
export function object<S extends Record<string, Check<unknown>>>(
  shape: S,
): Check<{ [K in keyof S]: Infer<S[K]> }> {
  return (x, path = '') => {
    if (!isPlainObject(x)) return fail(path);
    const out: Record<string, unknown> = {};
    for (const k in shape) {
      const c = shape[k](x[k], path ? `${path}.${k}` : k);
      if (!c.ok) return c;
      if (c.value !== undefined) out[k] = c.value;
    }
    return pass(out as { [K in keyof S]: Infer<S[K]> });
  };
}

/** A map from checked keys to checked values, with at most `max` entries (1000 unless told). */
export function record<T>(key: Check<string>, value: Check<T>, max = 1000): Check<Record<string, T>> {
  return (x, path = '') => {
    if (!isPlainObject(x)) return fail(path);
    const keys = Object.keys(x);
    if (keys.length > max) return fail(path);
    // No prototype, so a key such as "__proto__" is plain data.
    const out: Record<string, T> = Object.create(null);
    for (const k of keys) {
      const at = `${path}[${JSON.stringify(k)}]`;
      const ck = key(k, at);
      if (!ck.ok) return ck;
      const cv = value(x[k], at);
      if (!cv.ok) return cv;
      out[k] = cv.value;
    }
    return pass(out);
  };
}

/** `null` or what `inner` accepts. */
export const nullable =
  <T>(inner: Check<T>): Check<T | null> =>
  (x, path = '') =>
    x === null ? pass(null) : inner(x, path);

/** `undefined` (a missing field) or what `inner` accepts. */
export const optional =
  <T>(inner: Check<T>): Check<T | undefined> =>
  (x, path = '') =>
    x === undefined ? pass(undefined) : inner(x, path);

/** A UTC timestamp as `Date.prototype.toISOString` writes it, of a real date (no 30 February). */
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3})?Z$/;
const isRealDate = (x: string) => {
  const t = Date.parse(x);
  // Date.parse rolls 30 February over into March: the date must come back as written.
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 19) === x.slice(0, 19);
};
export const isoDate =
  (): Check<string> =>
  (x, path = '') =>
    typeof x === 'string' && ISO.test(x) && isRealDate(x) ? pass(x) : fail(path);

// `enum` is a reserved word: it can be an export's name (`v.enum(…)`), not a function's.
export { oneOf as enum };
