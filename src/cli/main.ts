/**
 * The command dispatcher of the engine CLI (entry point: engine.ts). Each command lives in its own module
 * under src/cli/; add one with one line in COMMANDS.
 * Exit codes: 0 done, 2 bad arguments (message and usage on stderr), 1 unexpected failure or, for a command
 * that reads one document (review), input it cannot read (a coded error on stdout).
 */
import { VARIANT_IDS } from '../engine';
import { type Command, type Io, UsageError } from './args';

const COMMANDS: Readonly<Record<string, () => Promise<Command>>> = {
  moves: () => import('./moves'),
  perft: () => import('./perft'),
  explain: () => import('./explain'),
  bestmove: () => import('./bestmove'),
  solve: () => import('./solve'),
  review: () => import('./review'),
};

async function usageText(): Promise<string> {
  const commands = await Promise.all(Object.values(COMMANDS).map((load) => load()));
  const lines = commands.map((c) => `  ${c.usage}\n      ${c.summary}`);
  return [
    'Usage: npm run --silent engine -- <command> [options]',
    '',
    ...lines,
    '',
    `<v> is a variant: ${VARIANT_IDS.join(', ')}. FENs are PDN FENs (W:W21-32:B1-12).`,
  ].join('\n');
}

export async function main(argv: string[], io: Io): Promise<number> {
  const [name, ...args] = argv;
  if (name === 'help' || name === '--help' || name === '-h') {
    io.stdout.write(`${await usageText()}\n`);
    return 0;
  }
  const load = name === undefined ? undefined : Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  try {
    if (!load) throw new UsageError(name === undefined ? 'No command given.' : `Unknown command "${name}".`);
    return await (await load()).run(args, io);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.stderr.write(`${e.message}\n\n${await usageText()}\n`);
    return 2;
  }
}
