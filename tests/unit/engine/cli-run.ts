/** Two ways the CLI tests run the engine's command line (src/cli). */
import { spawnSync } from 'node:child_process';
import { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { main } from '../../../src/cli/main';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Run the real entry point the way `npm run engine` does (its launcher, with node), with optional stdin. */
export function spawnCli(args: string[], input = '') {
  const r = spawnSync(process.execPath, ['src/cli/engine.mjs', ...args], {
    cwd: root,
    input,
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Run the dispatcher in this process with in-memory streams (same code path, no start-up cost). */
export async function runCli(args: string[], input = '') {
  let stdout = '';
  let stderr = '';
  const sink = (write: (s: string) => void) =>
    new Writable({
      write(chunk, _enc, done) {
        write(String(chunk));
        done();
      },
    });
  const code = await main(args, {
    stdin: Readable.from([input]),
    stdout: sink((s) => {
      stdout += s;
    }),
    stderr: sink((s) => {
      stderr += s;
    }),
  });
  return { code, stdout, stderr };
}
