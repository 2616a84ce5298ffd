/**
 * `bestmove --variant <v> --fen <fen> (--level <1-5> | --movetime <ms> | --depth <n>) [--seed <n>] [--info]`:
 * the computer's move in PDN on the last line (e.g. `22x6`); with --info, one line per completed search
 * iteration before it (depth, score, nodes, nodes per second, principal variation). `none` when the side to
 * move has no legal move.
 */
import { type Move, makeMoveText, type Position, play } from '../engine';
import { chooseMove, LEVELS, MATE_BOUND } from '../engine/ai';
import { type Io, options, positionOption, UsageError, variantOption } from './args';

export const usage =
  'bestmove --variant <v> [--fen <fen>] (--level <1-5> | --movetime <ms> | --depth <n>) [--info]';
export const summary = "the computer's move in PDN on the last line; --info adds depth, score and speed";

function positiveInt(name: string, text: string | undefined, max: number): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1 || n > max)
    throw new UsageError(`--${name} must be a whole number from 1 to ${max}.`);
  return n;
}

function scoreText(score: number): string {
  if (score >= MATE_BOUND) return `win in ${30000 - score} plies`;
  if (score <= -MATE_BOUND) return `loss in ${30000 + score} plies`;
  return `${(score / 100).toFixed(2)}`;
}

function pvText(pos: Position, pv: readonly Move[]): string {
  // The notation helper needs the position before each move of the line.
  const out: string[] = [];
  let p = pos;
  for (const m of pv) {
    out.push(makeMoveText(p, m));
    p = play(p, m);
  }
  return out.join(' ');
}

export async function run(args: string[], io: Io): Promise<number> {
  const info = args.includes('--info');
  const values = options(
    args.filter((a) => a !== '--info'),
    ['variant', 'fen', 'level', 'movetime', 'depth', 'seed'],
  );
  const variant = variantOption(values);
  const pos = positionOption(variant, values.fen);
  const level = positiveInt('level', values.level, LEVELS.length);
  const movetime = positiveInt('movetime', values.movetime, 3_600_000);
  const depth = positiveInt('depth', values.depth, 100);
  const seed = values.seed === undefined ? undefined : Number(values.seed);
  if (seed !== undefined && !Number.isInteger(seed)) throw new UsageError('--seed must be a whole number.');
  if (level === undefined && movetime === undefined && depth === undefined) {
    throw new UsageError('Give --level <1-5>, --movetime <ms> or --depth <n>.');
  }
  const result = chooseMove(pos, {
    level,
    movetime,
    depth,
    seed,
    onInfo: info
      ? (i) =>
          io.stdout.write(
            `info depth ${i.depth} score ${scoreText(i.score)} nodes ${i.nodes} nps ${i.nps} time ${Math.round(i.timeMs)} pv ${pvText(pos, i.pv)}\n`,
          )
      : undefined,
  });
  if (!result.move) {
    if (info) io.stdout.write('info no legal move: the side to move has lost\n');
    io.stdout.write('none\n');
    return 0;
  }
  if (info) {
    io.stdout.write(
      `info final depth ${result.depth} score ${scoreText(result.score)} nodes ${result.nodes} nps ${result.nps}${result.forced ? ' forced' : ''}\n`,
    );
  }
  io.stdout.write(`${makeMoveText(pos, result.move)}\n`);
  return 0;
}
