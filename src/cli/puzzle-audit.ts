/**
 * The puzzle audit (issue 19):
 *   npm run puzzles:audit -- [--dir <d>] [--write [--out <file>]]
 * Proves every puzzle of the collection (default dir src/content/puzzles) from scratch as the build does
 * (provePuzzle, PROOF_MAX_NODES) and, for each tactic, runs the tactic proof with every check reported
 * (proveTactic, `all`). Prints each failing puzzle with its reasons, a table per theme of how many fail and
 * why, and how long the build's proof took; then issue 20's collection checks as the build runs them (a game
 * that does not lead to the puzzle, a precedence rule not isolated, a duplicate under the canonical key) and
 * per set what stays served, with the first-steps cap. With --write it rewrites the exclusion list
 * (--out, default src/build/puzzles/excluded.json): every puzzle the build rejects, with its code and
 * reason, held back from the served collection instead of failing the build.
 * Exit codes: 0 done (whatever it found), 2 bad arguments.
 */
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { collectionChecks, type Exclusion, gameProblem, PROOF_MAX_NODES } from '../build/puzzles/prove';
import { toPuzzle } from '../build/puzzles/schema';
import { type ProofCode, parseFen, provePuzzle, proveTactic, VARIANTS } from '../engine';
import { type Io, options, runScript } from './args';
import { readCollection } from './puzzle-gen/setfile';

export const usage = 'puzzles:audit -- [--dir <d>] [--write [--out <file>]]';

/** Where the exclusion list lives (read by src/build/puzzles/index.ts). */
export const EXCLUDED_FILE = join('src', 'build', 'puzzles', 'excluded.json');

interface Row {
  variant: string;
  theme: string;
  puzzles: number;
  failing: number;
  /** puzzles with at least one failure of each code */
  codes: Map<string, number>;
}

/** The exclusion list as written to disk: ids in collection order, one field a line (Biome's layout). */
export function exclusionJson(list: Readonly<Record<string, Exclusion>>): string {
  return `${JSON.stringify(list, null, 2)}\n`;
}

export async function run(args: string[], io: Io): Promise<number> {
  // --write is a flag; the shared option reader takes `--name value` options only.
  const write = args.includes('--write');
  const values = options(
    args.filter((a) => a !== '--write'),
    ['dir', 'out'],
  );
  const dir = values.dir ?? join('src', 'content', 'puzzles');
  const sets = readCollection(dir);
  const rows: Row[] = [];
  const excluded: Record<string, Exclusion> = {};
  let proofMs = 0;
  let auditMs = 0;
  let total = 0;

  for (const { file, set } of sets) {
    const variant = VARIANTS[set.variant];
    const row: Row = { variant: set.variant, theme: set.theme, puzzles: 0, failing: 0, codes: new Map() };
    rows.push(row);
    for (const record of set.puzzles) {
      row.puzzles++;
      total++;
      const puzzle = toPuzzle(record);
      let started = performance.now();
      // As the build: a game that does not lead to the puzzle's position fails before any proof.
      const wrongGame = gameProblem(set.variant, record);
      const proof: ReturnType<typeof provePuzzle> = wrongGame
        ? { ok: false, id: record.id, ply: null, reason: wrongGame }
        : provePuzzle(variant, puzzle, { maxNodes: PROOF_MAX_NODES });
      proofMs += performance.now() - started;
      const lines: string[] = [];
      const codes = new Set<string>();
      const proofCode: ProofCode | 'precedence' | 'game' | null = proof.ok
        ? null
        : wrongGame
          ? 'game'
          : (proof.code ?? 'precedence');
      if (!proof.ok && proofCode) excluded[record.id] = { code: proofCode, reason: proof.reason };
      // The tactic proof with every check reported, for the table; other kinds have only the build's verdict.
      const start = parseFen(variant, record.fen);
      if (record.kind === 'tactic' && start.ok) {
        started = performance.now();
        const verdict = proveTactic(
          { start: start.value, line: record.line, end: record.end },
          { maxNodes: PROOF_MAX_NODES, all: true },
        );
        auditMs += performance.now() - started;
        for (const f of verdict.failures) {
          codes.add(f.code);
          lines.push(`  ${f.code}: ${f.message}`);
        }
      }
      if (!proof.ok && proofCode && codes.size === 0) {
        codes.add(proofCode);
        lines.push(`  ${proofCode}: ${proof.reason}`);
      }
      if (codes.size === 0) continue;
      row.failing++;
      for (const c of codes) row.codes.set(c, (row.codes.get(c) ?? 0) + 1);
      io.stdout.write(`${relative(process.cwd(), file) || file}: ${record.id}\n${lines.join('\n')}\n`);
    }
  }

  // Issue 20's checks beyond the proof (isolation, duplicates), as the build runs them, on the puzzles
  // that pass their proof.
  const checks = collectionChecks(sets, new Set(Object.keys(excluded)));
  for (const f of checks.failures) {
    excluded[f.id] = { code: f.code, reason: f.reason };
    const row = rows[sets.findIndex((s) => s.file === f.file)];
    if (row) {
      row.failing++;
      row.codes.set(f.code, (row.codes.get(f.code) ?? 0) + 1);
    }
    io.stdout.write(`${relative(process.cwd(), f.file) || f.file}: ${f.id}\n  ${f.code}: ${f.reason}\n`);
  }
  // Exclusions in collection order, so the list's diff stays readable.
  const ids = sets.flatMap((s) => s.set.puzzles.map((p) => p.id));
  const ordered: Record<string, Exclusion> = {};
  for (const id of ids) if (excluded[id]) ordered[id] = excluded[id];

  const allCodes = [...new Set(rows.flatMap((r) => [...r.codes.keys()]))].sort();
  io.stdout.write(`\n| game | theme | puzzles | failing | ${allCodes.join(' | ')} |\n`);
  io.stdout.write(`|---|---|---:|---:|${allCodes.map(() => '---:').join('|')}|\n`);
  for (const r of rows)
    io.stdout.write(
      `| ${r.variant} | ${r.theme} | ${r.puzzles} | ${r.failing} | ${allCodes.map((c) => r.codes.get(c) ?? 0).join(' | ')} |\n`,
    );
  const failing = rows.reduce((n, r) => n + r.failing, 0);
  io.stdout.write(
    `\n${total} puzzles, ${failing} failing; the build's proof took ${(proofMs / 1000).toFixed(1)} s from scratch (every check reported: ${(auditMs / 1000).toFixed(1)} s more)\n`,
  );
  // What is served once the list is written, and the first-steps cap (a fifth of a set) the build checks.
  io.stdout.write('\n| set | served | first-steps | from games | cap |\n|---|---:|---:|---:|---|\n');
  for (const t of checks.tiers)
    io.stdout.write(
      `| ${relative(process.cwd(), t.file) || t.file} | ${t.served} | ${t.firstSteps} | ${t.fromGames} | ${t.capHolds ? 'holds' : 'OVER: the build fails (npm run puzzles:first-steps)'} |\n`,
    );
  if (write) {
    const out = values.out ?? EXCLUDED_FILE;
    writeFileSync(out, exclusionJson(ordered));
    io.stdout.write(`${Object.keys(ordered).length} puzzles written to ${out}\n`);
  }
  return 0;
}

/** Run with usage errors printed (exit code 2) rather than thrown. */
export const main = (argv: string[], io: Io): Promise<number> => runScript(run, usage, argv, io);

// Run when started as a script (tsx src/cli/puzzle-audit.ts), not when imported by a test.
if (process.argv[1] && /puzzle-audit\.ts$/.test(process.argv[1]))
  process.exitCode = await main(process.argv.slice(2), process);
