/** `perft --variant <v> --depth <n> [--fen <fen>]`: prints the leaf count as a bare integer. */
import { perft } from '../engine';
import { type Io, options, positionOption, required, UsageError, variantOption } from './args';

export const usage = 'perft --variant <v> --depth <n> [--fen <fen>]';
export const summary = 'prints the leaf count of the legal-move tree';

export async function run(args: string[], io: Io): Promise<number> {
  const values = options(args, ['variant', 'depth', 'fen']);
  const variant = variantOption(values);
  const depthText = required(values, 'depth');
  if (!/^\d+$/.test(depthText)) throw new UsageError(`--depth must be a whole number, not "${depthText}".`);
  const pos = positionOption(variant, values.fen);
  io.stdout.write(`${perft(pos, Number(depthText))}\n`);
  return 0;
}
