/**
 * The endgame databases' build:
 *   npm run endgame:build -- [--variant <v>] [--force] [--out <dir>] [--verify <n>]
 * Loads every table of each variant (all of them by default) from the cache, generating what is missing,
 * damaged or of another engine version (endgame-cache.ts), and prints one line per variant: tables cached
 * or generated and the time taken. --force generates again. --out also writes the files the browser would
 * fetch (distances up to 3 pieces, results only for 4) to <dir>, with their raw and gzip sizes. --verify
 * checks <n> random positions of each piece count against one ply of minimax (endgame-verify.ts); any
 * disagreement is printed and the exit code is 1.
 * Exit codes: 0 done, 2 bad arguments.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isVariantId, type VariantId } from '../engine';
import { ENDGAME_PIECES } from '../engine/endgame';
import { type Io, options, runScript, UsageError, wholeNumber } from './args';
import { browserFiles, ENDGAME_VARIANTS, ensureEndgameTables } from './endgame-cache';
import { verifyEndgame } from './endgame-verify';

export const usage = 'endgame:build -- [--variant <v>] [--force] [--out <dir>] [--verify <n>]';

export async function run(argv: string[], io: Io): Promise<number> {
  const force = argv.includes('--force');
  const values = options(
    argv.filter((a) => a !== '--force'),
    ['variant', 'out', 'verify'],
  );
  const verify = values.verify === undefined ? 0 : wholeNumber('verify', values.verify, 1);
  let variants: VariantId[] = ENDGAME_VARIANTS;
  if (values.variant !== undefined) {
    const id = values.variant;
    if (!isVariantId(id) || !ENDGAME_VARIANTS.includes(id))
      throw new UsageError(`No endgame databases for "${id}": use ${ENDGAME_VARIANTS.join(', ')}.`);
    variants = [id];
  }
  const log = (line: string) => io.stderr.write(`${line}\n`);
  let total = 0;
  for (const v of variants) {
    const r = ensureEndgameTables(v, { force, log });
    total += r.seconds;
    io.stdout.write(
      `${v}: ${r.cached} tables cached, ${r.generated} generated${r.generated ? ` in ${r.seconds.toFixed(1)} s` : ''}${r.refused.length ? `, ${r.refused.length} refused and rebuilt` : ''}\n`,
    );
  }
  if (total > 0) io.stdout.write(`generation: ${total.toFixed(1)} s\n`);
  if (values.out !== undefined) {
    mkdirSync(values.out, { recursive: true });
    let raw = 0;
    let gz = 0;
    for (const v of variants) {
      for (const f of browserFiles(v)) {
        writeFileSync(join(values.out, f.name), f.bytes);
        const z = gzipSync(f.bytes, { level: 9 }).length;
        raw += f.bytes.length;
        gz += z;
        io.stdout.write(`${f.name}: ${f.bytes.length} bytes, ${z} gzip\n`);
      }
    }
    io.stdout.write(`browser files: ${raw} bytes, ${gz} gzip\n`);
  }
  let failed = false;
  if (verify > 0) {
    for (const v of variants) {
      for (let n = 2; n <= ENDGAME_PIECES[v]; n++) {
        const start = performance.now();
        const r = verifyEndgame(v, n, verify);
        const secs = ((performance.now() - start) / 1000).toFixed(1);
        io.stdout.write(
          `verify ${v}-${n}: ${r.checked} positions, ${r.mismatches} disagreements (${secs} s)\n`,
        );
        for (const w of r.wrong) io.stdout.write(`  ${w}\n`);
        if (r.mismatches > 0) failed = true;
      }
    }
  }
  return failed ? 1 : 0;
}

/** Run with usage errors printed (exit code 2) rather than thrown. */
export const main = (argv: string[], io: Io): Promise<number> => runScript(run, usage, argv, io);

// Run when started as a script (tsx src/cli/endgame-build.ts), not when imported by a test.
if (process.argv[1] && /endgame-build\.ts$/.test(process.argv[1]))
  process.exitCode = await main(process.argv.slice(2), process);
