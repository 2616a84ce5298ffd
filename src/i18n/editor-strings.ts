/** The position editor's string tables by language, for pages to hand to the islands (see editor.ts). */

import type { Lang } from '../model/lang';
import type { EditorStrings } from './editor';
import { editorEn } from './editor-en';
import { editorIt } from './editor-it';

const tables: { readonly [L in Lang]: EditorStrings } = { it: editorIt, en: editorEn };

/** The editor strings of `lang`. */
export const editorStrings = (lang: Lang): EditorStrings => tables[lang];
