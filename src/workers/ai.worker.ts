/// <reference lib="webworker" />
/**
 * The computer player's search, off the main thread so that the page never freezes. One request at a time;
 * the page terminates the worker to stop a search (a resignation, a timeout, leaving the page).
 */
import { type AiRequest, answer } from './protocol';

self.onmessage = (e: MessageEvent<AiRequest>) => {
  self.postMessage(answer(e.data));
};
