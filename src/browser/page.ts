/**
 * The script every page runs (src/layouts/Base.astro): it remembers the language read, for the root page,
 * and shows the notice of saved data that had to be reset. The notices are in the page, hidden, in its
 * language (`#storage-notices [data-notice=<kind>]`): this only shows and hides them.
 */
import { langRecord, themeRecord } from './storage/prefs';
import { noticeId, store } from './storage/store';

// Always written, also when it is the default: the root page reads it to send the reader back here. (A record
// saved by a newer version is left as it is by the store itself.)
store.write(langRecord, document.documentElement.lang as typeof langRecord.default);

// Boards drawn without JavaScript (a lesson's start position) take the board theme from here.
const showTheme = (theme: string) => {
  document.documentElement.dataset.boardTheme = theme;
};
showTheme(store.read(themeRecord));
store.subscribe(themeRecord, showTheme);

const box = document.getElementById('storage-notices');
store.onNotice((n) => {
  const id = noticeId(n);
  const notice = [...(box?.querySelectorAll<HTMLElement>('[data-notice]') ?? [])].find(
    (p) => p.dataset.notice === id,
  );
  if (notice) notice.hidden = false;
});
box?.addEventListener('click', (e) => {
  const notice = (e.target as Element).closest<HTMLElement>('button')?.closest<HTMLElement>('[data-notice]');
  if (!notice) return;
  notice.hidden = true;
  // The button is gone: the keyboard goes on from the top of the content.
  document.getElementById('main')?.focus();
});

// Offline: the service worker is registered once the page has loaded (src/browser/pwa/register.ts); the built site
// only, since `astro dev` serves no worker.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  addEventListener('load', () => void import('./pwa/register'), { once: true });
}
