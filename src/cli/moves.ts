/**
 * `moves --variant <v>`: PDN FENs on stdin, one per line (blank lines skipped); for each, one JSON line with
 * every legal move, or an error object, written as soon as the line is read.
 */
import { createInterface } from 'node:readline';
import { legalMoves, type Move, makeMoveText, parseFen, type Variant } from '../engine';
import { type Io, options, variantOption } from './args';

export const usage = 'moves --variant <v>';
export const summary = 'PDN FENs on stdin, one per line; one JSON line each on stdout';

function byOrder(a: Move, b: Move): number {
  if (a.from !== b.from) return a.from - b.from;
  if (a.to !== b.to) return a.to - b.to;
  const ka = [...a.captures].sort((x, y) => x - y).join(',');
  const kb = [...b.captures].sort((x, y) => x - y).join(',');
  return ka < kb ? -1 : ka > kb ? 1 : 0;
}

/** The JSON record for one input line. */
export function movesRecord(variant: Variant, fen: string): object {
  // Oracle test positions may have more pieces than a real game allows: read them leniently.
  const parsed = parseFen(variant, fen, { strict: false });
  if (!parsed.ok) return { fen, error: { code: parsed.error.code, message: parsed.error.message } };
  const pos = parsed.value;
  const legal = legalMoves(pos);
  const moves = [...legal].sort(byOrder).map((m) => ({
    from: m.from,
    to: m.to,
    path: m.path,
    captures: m.captures,
    notation: makeMoveText(pos, m, legal),
  }));
  return { fen, moves };
}

export async function run(args: string[], io: Io): Promise<number> {
  const variant = variantOption(options(args, ['variant']));
  const lines = createInterface({ input: io.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (line.trim() === '') continue;
    io.stdout.write(`${JSON.stringify(movesRecord(variant, line))}\n`);
  }
  return 0;
}
