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
