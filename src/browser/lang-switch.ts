/**
 * The language switch keeps what the page is showing: its query (a position, a game) and anchor, read at the
 * moment of the click because islands update the address as the user plays. Bundled with the page script of
 * every page (src/layouts/Base.astro), which runs before the page's `DOMContentLoaded`.
 */
for (const a of document.querySelectorAll<HTMLAnchorElement>('a[data-lang-switch]')) {
  a.addEventListener('click', () => {
    a.href = a.href.split(/[?#]/)[0] + location.search + location.hash;
  });
}
