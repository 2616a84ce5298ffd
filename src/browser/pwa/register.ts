/**
 * Registers the service worker (built by @vite-pwa/astro from src/build/pwa/options.ts) with workbox-window and
 * offers a reload when a new version waits (src/browser/pwa/prompt.ts). Loaded by the layout's script once the
 * page has loaded (src/browser/page.ts), so it never competes with the page's own first load.
 */
import { Workbox } from 'workbox-window';
import { offerUpdates, updatePrompt } from './prompt';

const box = document.querySelector<HTMLElement>('[data-update]');
const reload = box?.querySelector<HTMLButtonElement>('[data-update-reload]');
const later = box?.querySelector<HTMLButtonElement>('[data-update-later]');

const wb = new Workbox('/sw.js', { scope: '/' });
if (box && reload && later) {
  const prompt = updatePrompt(
    { box, reload, later },
    // The worker built with `registerType: 'prompt'` waits until it is sent this message.
    () => wb.messageSkipWaiting(),
    () => document.getElementById('main')?.focus({ preventScroll: true }),
  );
  offerUpdates(wb, navigator.serviceWorker, prompt, () => location.reload());
}
// Registration fails where workers are off (some private windows, a test context that blocks them):
// the site then works online, as without a worker.
wb.register({ immediate: true }).catch(() => {});
