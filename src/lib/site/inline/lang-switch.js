// The language switch keeps what the page is showing: its query (a position, a game) and anchor, read at the
// moment of the click because islands update the address as the user plays. (Inline, hashed in the
// Content-Security-Policy: src/lib/site/csp.ts.)
for (const a of document.querySelectorAll('a[data-lang-switch]')) {
  a.addEventListener('click', () => {
    const base = a.getAttribute('href').split(/[?#]/)[0];
    a.setAttribute('href', base + location.search + location.hash);
  });
}
