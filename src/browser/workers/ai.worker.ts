/// <reference lib="webworker" />
/**
 * The computer player's search and the analysis board's help, off the main thread so that the page never
 * freezes. One request at a time, in the order they come (a request may first wait for the endgame tables
 * its position needs: endgame.ts); the page terminates the worker to stop a search (a resignation, a
 * timeout, a newer analysis, leaving the page).
 */
import { createEndgameLoader } from './endgame';
import { answerWithTables, type WorkerRequest } from './protocol';

const tables = createEndgameLoader({
  base: typeof __DAMIERA_ENDGAME__ === 'string' ? __DAMIERA_ENDGAME__ : '',
});
let queue: Promise<void> = Promise.resolve();

self.onmessage = (e: MessageEvent<WorkerRequest>) => {
  const req = e.data;
  queue = queue
    .then(async () => {
      self.postMessage(await answerWithTables(req, tables.oracleFor));
    })
    // answerWithTables never throws; should anything else, this request is answered and the queue goes on.
    .catch((err: unknown) => {
      self.postMessage({ id: req.id, ok: false, message: err instanceof Error ? err.message : String(err) });
    });
};
