/**
 * The trainer's filter form (src/views/PuzzlesPage.astro) is a plain GET form: without JavaScript
 * it loads the page with the chosen parameters (the trainer reads them, and writes the address back in its
 * short form). This enhancement, which comes with the trainer's kit, shows the address's choices in the form
 * and sends it as soon as a choice changes, keeping a theme and its game together.
 */
export function enhanceFilters(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-puzzle-filters]');
  if (!form || form.dataset.enhanced) return;
  form.dataset.enhanced = 'true';
  // Controls are found by comparing names and values, never by putting the address into a selector: a
  // tampered value (`?mode=streak%22`) would make the selector invalid and stop the page.
  const select = (name: string) =>
    [...form.querySelectorAll<HTMLSelectElement>('select')].find((s) => s.name === name) ?? null;
  const q = new URLSearchParams(location.search);
  for (const name of ['v', 'theme', 'd']) {
    const s = select(name);
    const value = q.get(name);
    // A value the form does not offer (a tampered address) keeps the default; the trainer says so.
    if (s && value && [...s.options].some((o) => o.value === value)) s.value = value;
  }
  const wanted = q.get('mode');
  const mode = [...form.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find(
    (i) => i.name === 'mode' && i.value === wanted,
  );
  if (mode) mode.checked = true;
  // Every change is sent at once: the button is for pages without JavaScript.
  form.querySelector('[data-filters-submit]')?.remove();
  form.addEventListener('change', (e) => {
    const theme = select('theme');
    const game = select('v');
    // A theme belongs to one game: a theme picks its game, another game drops the theme.
    if (theme && game && e.target === theme)
      game.value = theme.selectedOptions[0]?.dataset.variant ?? game.value;
    else if (theme && e.target === game) theme.value = '';
    form.requestSubmit();
  });
}
