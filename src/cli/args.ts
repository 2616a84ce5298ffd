/**
 * Argument handling shared by the command handlers: `--name value` options, the variant, the FEN. A bad
 * argument throws UsageError; the dispatcher prints its message and the usage text and exits with code 2.
 */
import { parseArgs } from 'node:util';
import {
  isVariantId,
  type Position,
  parseFen,
  startPosition,
  VARIANT_IDS,
  VARIANTS,
  type Variant,
} from '../engine';

export class UsageError extends Error {}

/** The option `--name` as a whole number ≥ `min` (`fallback` when absent and one is given). */
export function wholeNumber(name: string, text: string | undefined, min: number, fallback?: number): number {
  if (text === undefined && fallback !== undefined) return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min)
    throw new UsageError(`--${name} must be a whole number of at least ${min}.`);
  return n;
}

/**
 * A stand-alone script's entry (npm run puzzles:generate, npm run quiz:generate): runs `run`, and prints a
 * usage error with the usage line (exit code 2) rather than throwing it.
 */
export async function runScript(
  run: (argv: string[], io: Io) => Promise<number>,
  usage: string,
  argv: string[],
  io: Io,
): Promise<number> {
  try {
    return await run(argv, io);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.stderr.write(`${e.message}\n\nUsage: npm run ${usage}\n`);
    return 2;
  }
}

export interface Io {
  readonly stdin: NodeJS.ReadableStream;
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
}

/** A command handler module: src/cli/<name>.ts. */
export interface Command {
  /** one usage line, e.g. `perft --variant <v> --depth <n> [--fen <fen>]` */
  readonly usage: string;
  /** what it does, one line */
  readonly summary: string;
  /** returns the exit code */
  run(args: string[], io: Io): Promise<number>;
}

/** Parse `--name value` options; every name in `names` takes a value; anything else is a usage error. */
export function options(args: string[], names: readonly string[]): Record<string, string | undefined> {
  try {
    const { values } = parseArgs({
      args,
      options: Object.fromEntries(names.map((n) => [n, { type: 'string' as const }])),
      strict: true,
      allowPositionals: false,
    });
    return values as Record<string, string | undefined>;
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

export function required(values: Record<string, string | undefined>, name: string): string {
  const v = values[name];
  if (v === undefined || v === '') throw new UsageError(`Missing --${name}.`);
  return v;
}

export function variantOption(values: Record<string, string | undefined>): Variant {
  const id = required(values, 'variant');
  if (!isVariantId(id)) throw new UsageError(`Unknown variant "${id}": use ${VARIANT_IDS.join(', ')}.`);
  return VARIANTS[id];
}

/** The --fen option as a position (lenient about piece counts, like the oracle positions), or the start. */
export function positionOption(variant: Variant, fen: string | undefined): Position {
  if (fen === undefined) return startPosition(variant);
  const parsed = parseFen(variant, fen, { strict: false });
  if (!parsed.ok) throw new UsageError(`Bad --fen "${fen}": ${parsed.error.message} (${parsed.error.code})`);
  return parsed.value;
}
