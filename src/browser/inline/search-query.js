// Support /cerca/?q=word and /search/?q=word links: type the query for the reader (src/components/site/
// SearchView.astro). (Inline; hashed in the Content-Security-Policy: src/build/site/csp.ts.)
(async () => {
  // A query longer than anything a reader types (a tampered link) is cut, so the results' summary does not
  // echo it in full.
  const MAX = 100;
  const asked = (new URLSearchParams(location.search).get('q') ?? '').trim();
  if (!asked) return;
  const q = [...asked].slice(0, MAX).join('');
  await customElements.whenDefined('pagefind-input');
  const input = document.querySelector('pagefind-input input');
  if (!input) return;
  input.value = q;
  input.dispatchEvent(new Event('input', { bubbles: true }));
})();
