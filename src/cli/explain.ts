/** `explain --variant <v> --fen <fen> --move <pdn>`: the legality verdict of a written move, as JSON. */
import { explainText } from '../engine';
import { type Io, options, positionOption, required, variantOption } from './args';

export const usage = 'explain --variant <v> --fen <fen> --move <pdn>';
export const summary = 'prints why a move is legal or not, as JSON';

export async function run(args: string[], io: Io): Promise<number> {
  const values = options(args, ['variant', 'fen', 'move']);
  const variant = variantOption(values);
  const pos = positionOption(variant, required(values, 'fen'));
  const verdict = explainText(pos, required(values, 'move'));
  io.stdout.write(`${JSON.stringify(verdict)}\n`);
  return 0;
}
