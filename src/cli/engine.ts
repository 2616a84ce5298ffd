/**
 * The engine's command line, a thin wrapper for other tools (oracle tests, benchmarks):
 *   npm run --silent engine -- <command> [options]
 * The commands are listed in main.ts, one line each. `npm run engine` starts it through src/cli/engine.mjs,
 * which runs a cached esbuild bundle of these sources with plain node (no tsx compile at each start).
 */
import { main } from './main';

// A reader that stops early (`| head`) is not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e;
  process.exit(0);
});

main(process.argv.slice(2), process).then(
  (code) => {
    process.exitCode = code;
  },
  (e) => {
    process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
    process.exitCode = 1;
  },
);
