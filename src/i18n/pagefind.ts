/**
 * Labels for Pagefind's Component UI (src/views/SearchView.astro), handed to it with
 * `setTranslations`. Pagefind 1.6 ships an Italian table, but some of it reads as a translation (the clear
 * button says "Cancella la cronologia", "clear the history"): the Italian below replaces all of it. Pagefind's
 * own English reads well, so English overrides nothing. Placeholders in [BRACKETS] are Pagefind's.
 */
import type { Lang } from '../model/lang';

export const pagefindStrings: { readonly [L in Lang]: Readonly<Record<string, string>> } = {
  it: {
    placeholder: 'Cerca',
    clear_search: 'Cancella',
    load_more: 'Altri risultati',
    search_label: 'Cerca nel sito',
    filters_label: 'Filtri',
    zero_results: 'Nessun risultato per «[SEARCH_TERM]»',
    many_results: '[COUNT] risultati per «[SEARCH_TERM]»',
    one_result: '[COUNT] risultato per «[SEARCH_TERM]»',
    total_zero_results: 'Nessun risultato',
    total_one_result: '[COUNT] risultato',
    total_many_results: '[COUNT] risultati',
    alt_search: 'Nessun risultato per «[SEARCH_TERM]». Ecco quelli per «[DIFFERENT_TERM]».',
    search_suggestion: 'Nessun risultato per «[SEARCH_TERM]». Prova a cercare:',
    searching: 'Cerco «[SEARCH_TERM]»…',
    results_label: 'Risultati della ricerca',
    keyboard_navigate: 'scorri',
    keyboard_select: 'apri',
    keyboard_clear: 'cancella',
    keyboard_close: 'chiudi',
    keyboard_search: 'cerca',
    error_search: 'La ricerca non è riuscita',
    filter_selected_one: '[COUNT] selezionato',
    filter_selected_many: '[COUNT] selezionati',
    input_hint: 'I risultati compaiono mentre scrivi',
    loading: 'Caricamento…',
  },
  en: {},
};
