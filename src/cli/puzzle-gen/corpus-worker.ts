/**
 * A worker thread of the corpus run (corpus-run.ts): plays the games it is sent, one at a time, harvests
 * each one's tactics and posts both back. Started by the run with node:worker_threads; under tsx the worker
 * inherits the TypeScript loader from the parent's execArgv.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type GameTask, runGameTask, type WorkerSetup } from './corpus-run';

const setup = workerData as WorkerSetup;
const port = parentPort;
if (!port) throw new Error('corpus-worker: not started as a worker thread');
port.on('message', (task: GameTask | 'exit') => {
  if (task === 'exit') {
    port.close();
    return;
  }
  port.postMessage(runGameTask(setup, task));
});
