/**
 * `review --variant <v> [--movetime <ms> | --depth <n> | --nodes <n>]`: the review of one PDN game read on stdin, one JSON
 * line per ply of its main line (src/engine/ai/review.ts):
 *
 *   {"ply":5,"move":"17-13","eval":-3.02,"best":"23-20","bestEval":0.04,"loss":3.06,"class":"blunder",
 *    "rule":{"code":"criterion-1","after":"played","forced":"white","line":["9x25"],"steps":[…],"pieces":2}}
 *
 * Evaluations are men from White's side (a proven win ±100, with "win": {"winner","moves"}); `loss` is in
 * men from the mover's side. Each position is searched for --movetime ms (default 1000), to --depth plies
 * or for --nodes nodes; when the game reaches an ending the endgame databases cover, they are used (generated on first
 * need, see endgame-cache.ts). A PDN that cannot be read, or that is a game of another variant, prints
 * {"error":{"code","message",…}} and exits with code 1.
 */
import { countPieces, type Game, type PdnError, parsePdn } from '../engine';
import { type PlyReview, reviewGame } from '../engine/ai';
import { ENDGAME_PIECES, endgameOracle } from '../engine/endgame';
import { type Io, options, UsageError, variantOption, wholeNumber } from './args';
import { ensureEndgameTablesFor } from './endgame-cache';

export const usage = 'review --variant <v> [--movetime <ms> | --depth <n> | --nodes <n>]';
export const summary =
  'reviews the PDN game on stdin: one JSON line per ply (eval, best move, loss, class, rule)';

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
  return chunks.join('');
}

/** One ply as the CLI prints it. */
export function plyRecord(r: PlyReview): Record<string, unknown> {
  return {
    ply: r.ply,
    move: r.text,
    eval: r.eval,
    ...(r.win ? { win: r.win } : {}),
    best: r.best,
    bestEval: r.bestEval,
    loss: r.loss,
    class: r.class,
    ...(r.rule ? { rule: r.rule } : {}),
  };
}

/** The fewest pieces on the board in any position of the game. */
function fewestPieces(game: Game): number {
  const count = (p: Game['position']) => {
    const w = countPieces(p, 'white');
    const b = countPieces(p, 'black');
    return w.men + w.kings + b.men + b.kings;
  };
  // Captures only remove pieces: the last position has the fewest.
  return count(game.position);
}

export async function run(args: string[], io: Io): Promise<number> {
  const values = options(args, ['variant', 'movetime', 'depth', 'nodes']);
  const variant = variantOption(values);
  const budgets = ['movetime', 'depth', 'nodes'].filter((b) => values[b] !== undefined);
  if (budgets.length > 1) throw new UsageError('Give one of --movetime, --depth and --nodes.');
  const movetime = values.movetime === undefined ? undefined : wholeNumber('movetime', values.movetime, 1);
  const depth = values.depth === undefined ? undefined : wholeNumber('depth', values.depth, 1);
  if (movetime !== undefined && movetime > 3_600_000)
    throw new UsageError('--movetime must be a whole number from 1 to 3600000.');
  const nodes = values.nodes === undefined ? undefined : wholeNumber('nodes', values.nodes, 1);
  if (depth !== undefined && depth > 100)
    throw new UsageError('--depth must be a whole number from 1 to 100.');

  const parsed = parsePdn(await readAll(io.stdin), { variant });
  const fail = (error: PdnError | { code: string; message: string }) => {
    io.stdout.write(`${JSON.stringify({ error })}\n`);
    return 1;
  };
  if (!parsed.ok) return fail(parsed.error);
  const { game } = parsed.value;
  if (parsed.value.variant.id !== variant.id) {
    return fail({
      code: 'variant-mismatch',
      message: `The game is ${parsed.value.variant.id} (its GameType tag), not ${variant.id}.`,
    });
  }
  const pieces = fewestPieces(game);
  let oracle: typeof endgameOracle | undefined;
  if (pieces <= ENDGAME_PIECES[variant.id]) {
    ensureEndgameTablesFor(variant.id, pieces, { log: (line) => io.stderr.write(`${line}\n`) });
    oracle = endgameOracle;
  }
  reviewGame(game, {
    ...(depth !== undefined ? { depth } : nodes !== undefined ? { nodes } : { movetime: movetime ?? 1000 }),
    oracle,
    onPly: (r) => io.stdout.write(`${JSON.stringify(plyRecord(r))}\n`),
  });
  return 0;
}
