/** `explain --variant <v> --fen <fen> --move <pdn>`: the legality verdict of a written move, as JSON. */
import { captureStop, explainText } from '../engine';
import { type Io, options, positionOption, required, variantOption } from './args';

export const usage = 'explain --variant <v> --fen <fen> --move <pdn>';
export const summary = 'prints why a move is legal or not (and why a legal capture stopped), as JSON';

export async function run(args: string[], io: Io): Promise<number> {
  const values = options(args, ['variant', 'fen', 'move']);
  const variant = variantOption(values);
  const pos = positionOption(variant, required(values, 'fen'));
  const verdict = explainText(pos, required(values, 'move'));
  // A legal capture that a rule stopped says which rule (undefined, so left out, otherwise).
  const stop = verdict.status === 'legal' ? captureStop(pos, verdict.move) : undefined;
  io.stdout.write(`${JSON.stringify({ ...verdict, stop })}\n`);
  return 0;
}
