/**
 * Strings of the position editor and the "one position, three rulesets" island. The page picks its
 * language's table on the server and hands it to the island as a prop (as course.ts does), so the island
 * ships no string table of its own and never the other language's. Coded errors (FEN, explanations) keep
 * their own tables, keyed by the engine's codes: src/i18n/errors.ts and explain.ts.
 *
 * This module holds what islands import (the lookup and the types) and imports no table for a value: pages
 * take the tables from editor-strings.ts. A static import of a table here, even unused, would put both
 * languages into the island's chunk (the bundler places a module by its importers before it drops unused
 * code).
 */

import type { editorIt } from './editor-it';
import { fill, type ParamArgs, type PlainKey } from './format';

export type EditorKey = keyof typeof editorIt;
export type { EditorStrings } from './editor-it';

import type { EditorStrings } from './editor-it';
export type PlainEditorKey = PlainKey<typeof editorIt>;

/** An editor string from a table, its placeholders filled: `te(strings, 'one.mapping', { list })`. */
export function te<K extends EditorKey>(
  strings: EditorStrings,
  key: K,
  ...params: ParamArgs<(typeof editorIt)[K]>
): string {
  return fill(strings[key], params);
}
