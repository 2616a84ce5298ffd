// Support /cerca/?q=word and /search/?q=word links: type the query for the reader (src/components/site/
// SearchView.astro). (Inline; hashed in the Content-Security-Policy: src/build/site/csp.ts.)
(async () => {
  const q = new URLSearchParams(location.search).get('q');
  if (!q) return;
  await customElements.whenDefined('pagefind-input');
  const input = document.querySelector('pagefind-input input');
  if (!input) return;
  input.value = q;
  input.dispatchEvent(new Event('input', { bubbles: true }));
})();
