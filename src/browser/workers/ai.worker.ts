/// <reference lib="webworker" />
/**
 * The computer player's search and the analysis board's help, off the main thread so that the page never
 * freezes. One request at a time; the page terminates the worker to stop a search (a resignation, a
 * timeout, a newer analysis, leaving the page).
 */
import { answerAny, type WorkerRequest } from './protocol';

self.onmessage = (e: MessageEvent<WorkerRequest>) => {
  self.postMessage(answerAny(e.data));
};
