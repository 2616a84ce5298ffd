// Under /en/: the English 404 page (see the comment at the top of src/pages/404.astro). This runs inside <main>,
// before the footer is parsed, so the footer is swapped when the document is ready. (Inline, so the visitor
// never sees the Italian chrome first; hashed in the Content-Security-Policy: src/build/site/csp.ts.)
if (location.pathname.startsWith('/en/')) {
  const en = document.getElementById('chrome-en');
  document.documentElement.lang = 'en';
  document.title = en.dataset.title;
  const box = document.querySelector('[data-not-found]');
  box.prepend(box.querySelector('[data-lang="en"]'));
  // Each part once: the notices box gets its listener from a module script that runs before DOMContentLoaded.
  const done = new Set();
  const swap = () => {
    for (const part of en.content.querySelectorAll('[data-chrome]')) {
      const name = part.dataset.chrome;
      const here = done.has(name) ? null : document.querySelector(`[data-chrome="${name}"]`);
      if (here) {
        here.replaceWith(part.cloneNode(true));
        done.add(name);
      }
    }
  };
  swap();
  document.addEventListener('DOMContentLoaded', swap, { once: true });
}
