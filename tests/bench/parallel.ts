/**
 * Games of a benchmark on child processes, one task at a time each: the parallel runner of the baseline
 * match and the level ladder (match.ts, ladder.ts). The benchmark's own file is forked with `flag`; in the
 * child, `serveTasks(flag, play)` answers each task with its result.
 */
import { fork } from 'node:child_process';

/** Run `tasks` on `jobs` children of `script` (started with `flag`), printing `line(result)` as each comes. */
export function runParallel<T, R>(
  script: string,
  flag: string,
  tasks: readonly T[],
  jobs: number,
  line: (r: R, done: number) => string,
): Promise<R[]> {
  return new Promise((resolve, reject) => {
    const results: R[] = [];
    let next = 0;
    const n = Math.max(1, Math.min(jobs, tasks.length));
    if (tasks.length === 0) resolve(results);
    for (let j = 0; j < n; j++) {
      const child = fork(script, [flag], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      const feed = () => {
        if (next < tasks.length) child.send(tasks[next++] as object);
        else child.send('exit');
      };
      child.on('message', (r: R) => {
        results.push(r);
        process.stderr.write(`  ${line(r, results.length)} [${results.length}/${tasks.length}]\n`);
        feed();
        if (results.length === tasks.length) resolve(results);
      });
      child.on('error', reject);
      child.on('exit', (code) => {
        if (code !== 0 && results.length < tasks.length)
          reject(new Error(`${flag} worker exited with ${code}`));
      });
      feed();
    }
  });
}

/** In a child started with `flag`: play each task sent and send its result back, until told to exit. */
export function serveTasks<T, R>(flag: string, play: (task: T) => R): void {
  if (!process.argv.includes(flag)) return;
  process.on('message', (t: T | 'exit') => {
    if (t === 'exit') process.exit(0);
    process.send?.(play(t as T) as object);
  });
}
