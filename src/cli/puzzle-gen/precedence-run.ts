/**
 * The precedence harvest over a whole corpus (npm run puzzles:precedence, and puzzles:corpus --write): every
 * game's precedence puzzles (harvest-precedence.ts), then, per theme, merged into its set file
 * (src/content/puzzles/<variant>/<theme>.json) after the set's own puzzles, leaving out any position whose
 * canonical key the collection already holds (collect.ts collectInto, with the keys of every other set).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { SetFile } from '../../build/puzzles/prove';
import type { PuzzleRecord } from '../../build/puzzles/schema';
import { type PuzzleTheme, parseFen, VARIANTS, type VariantId } from '../../engine';
import { collectInto, puzzleKeyOf } from './collect';
import type { CorpusGame } from './corpus';
import {
  addPrecedenceStats,
  boardPieces,
  emptyPrecedenceStats,
  harvestPrecedenceGame,
  median,
  type PrecedenceStats,
  precedenceThemes,
} from './harvest-precedence';
import type { HarvestedPuzzle } from './harvest-tactics';
import { readCollection, readSetFile, writeSetFile } from './setfile';

/** A game as the harvest reads it: a corpus line, or the game a puzzle of the collection records. */
export type GameRecord = Pick<CorpusGame, 'id' | 'variant' | 'moves'>;

/**
 * The games recorded by the collection's puzzles of a variant (a puzzle from a game holds the whole game),
 * each once: positions from games already played, when their corpus file is gone.
 */
export function collectionGames(variant: VariantId, puzzlesDir: string): GameRecord[] {
  const out = new Map<string, GameRecord>();
  for (const { set } of readCollection(puzzlesDir)) {
    if (set.variant !== variant) continue;
    for (const p of set.puzzles)
      if (p.game) out.set(p.game.moves.join(' '), { id: p.game.id, variant, moves: p.game.moves });
  }
  return [...out.values()];
}

/** The games with the same moves kept once (the first one), in order. */
export function distinctGames(games: readonly GameRecord[]): GameRecord[] {
  const out = new Map<string, GameRecord>();
  for (const g of games) {
    const k = g.moves.join(' ');
    if (!out.has(k)) out.set(k, g);
  }
  return [...out.values()];
}

/** Every precedence puzzle of the games, in game and ply order, and what the harvest counted. */
export function harvestPrecedence(games: readonly GameRecord[]): {
  puzzles: HarvestedPuzzle[];
  stats: PrecedenceStats;
} {
  const stats = emptyPrecedenceStats();
  const puzzles: HarvestedPuzzle[] = [];
  for (const g of games) {
    const s = emptyPrecedenceStats();
    puzzles.push(...harvestPrecedenceGame(g as CorpusGame, s));
    addPrecedenceStats(stats, s);
  }
  return { puzzles, stats };
}

export interface ThemeRow {
  readonly theme: PuzzleTheme;
  readonly file: string;
  /** harvested (proved and isolated) */
  readonly found: number;
  /** left out: a position the collection (or the harvest, earlier) already has */
  readonly duplicates: number;
  readonly added: PuzzleRecord[];
  /** the median pieces on the board of the puzzles added */
  readonly addedMedian: number;
  /** the set after the merge: its puzzles, and the median pieces of those outside the first-steps tier */
  readonly setSize: number;
  readonly setMedian: number;
}

const piecesOfFen = (variant: VariantId, fen: string) => {
  const p = parseFen(VARIANTS[variant], fen);
  return p.ok ? boardPieces(p.value) : 0;
};

/** The canonical keys of every puzzle of the collection's sets but `except` (a file). */
export function collectionKeys(collection: readonly SetFile[], except: string): Set<string> {
  const taken = new Set<string>();
  for (const s of collection)
    if (s.file !== except) for (const p of s.set.puzzles) taken.add(puzzleKeyOf(s.set.variant, p.fen));
  return taken;
}

/**
 * Merge the harvest into the set files of `puzzlesDir`, one per precedence theme of the variant; with
 * `write` false nothing is written (the rows say what would be added).
 */
export function mergePrecedence(
  variant: VariantId,
  harvested: readonly HarvestedPuzzle[],
  puzzlesDir: string,
  write: boolean,
): ThemeRow[] {
  const collection = existsSync(puzzlesDir) ? readCollection(puzzlesDir) : [];
  const rows: ThemeRow[] = [];
  for (const theme of precedenceThemes(variant)) {
    const file = join(puzzlesDir, variant, `${theme}.json`);
    const mine = harvested.filter((p) => p.theme === theme);
    const existing = readSetFile(file);
    // Keys of every other set, as the collection stands now (sets written earlier in this loop included);
    // the key is the board's, so an Italian position and the same one on the English board share it.
    const taken = collectionKeys(collection, file);
    for (const r of rows) for (const p of r.added) taken.add(puzzleKeyOf(variant, p.fen));
    if (mine.length === 0) {
      const size = existing?.puzzles.length ?? 0;
      const outside = (existing?.puzzles ?? []).filter((p) => p.tier !== 'first-steps');
      rows.push({
        theme,
        file,
        found: 0,
        duplicates: 0,
        added: [],
        addedMedian: 0,
        setSize: size,
        setMedian: median(outside.map((p) => piecesOfFen(variant, p.fen))),
      });
      continue;
    }
    const { set, added, duplicates } = collectInto(variant, existing, mine, taken);
    if (write && added.length > 0) writeSetFile(file, set);
    const outside = set.puzzles.filter((p) => p.tier !== 'first-steps');
    rows.push({
      theme,
      file,
      found: mine.length,
      duplicates,
      added,
      addedMedian: median(added.map((p) => piecesOfFen(variant, p.fen))),
      setSize: set.puzzles.length,
      setMedian: median(outside.map((p) => piecesOfFen(variant, p.fen))),
    });
  }
  return rows;
}

/** The table of a harvest and its merge, in markdown. */
export function precedenceTable(stats: PrecedenceStats, rows: readonly ThemeRow[], write: boolean): string {
  const lines = [
    `${stats.positions} positions, ${stats.mustCapture} with a capture to make`,
    '',
    `| theme | candidates | found | duplicates | ${write ? 'added' : 'new'} | isolation refused | proof refused | median pieces (new) | set | set median (outside first steps) |`,
    '|---|---:|---:|---:|---:|---|---:|---:|---:|---:|',
  ];
  for (const r of rows) {
    const iso = Object.entries(stats.isolationRefused)
      .filter(([k]) => k.startsWith(`${r.theme}:`))
      .map(([k, n]) => `${k.slice(r.theme.length + 1)} ${n}`)
      .join(', ');
    lines.push(
      `| ${r.theme} | ${stats.candidates[r.theme] ?? 0} | ${r.found} | ${r.duplicates} | ${r.added.length} | ${iso || '–'} | ${stats.proofRefused[r.theme] ?? 0} | ${r.added.length > 0 ? r.addedMedian : '–'} | ${r.setSize} | ${r.setMedian} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}
