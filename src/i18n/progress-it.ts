// Italian strings of the progress tools (reset, export, import): the reference key set.
export const progressIt = {
  'progress.title': 'I tuoi progressi',
  'progress.export': 'Esporta i progressi',
  'progress.import': 'Importa i progressi',
  'progress.reset': 'Azzera i progressi',
  'progress.reset.confirm':
    'Vuoi davvero cancellare tutti i tuoi progressi? Non potrai recuperarli, a meno che tu non li abbia esportati.',
  'progress.reset.yes': 'Sì, azzera',
  'progress.reset.no': 'No, tienili',
  'progress.reset.done': 'Progressi azzerati: puoi ricominciare da capo.',
  'progress.export.done': 'Il file con i tuoi progressi è stato scaricato.',
  'progress.fileName': 'damiera-progressi',
  'progress.import.done': 'Progressi importati dal file.',
  'progress.import.memory':
    'Progressi importati, ma questo browser non può salvarli: valgono solo finché resti su questa pagina.',
  'progress.import.changes':
    'Uniti ai progressi già presenti, tenendo il risultato migliore di ogni esercizio. Esercizi nuovi: {added}. Migliorati: {improved}. Lasciati com’erano, perché il risultato già presente era pari o migliore: {kept}.',
  'progress.error.not-json': 'Questo file non è un salvataggio di Damiera: non è nemmeno un file JSON.',
  'progress.error.wrong-format': 'Questo file non contiene progressi di Damiera.',
  'progress.error.newer-version':
    'Questo file viene da una versione più recente di Damiera: ricarica la pagina e riprova.',
  'progress.error.invalid':
    'Il file è danneggiato e non è stato importato: i tuoi progressi non sono cambiati.',
  'progress.error.too-large': 'Il file è troppo grande per essere un salvataggio dei progressi.',
  'progress.error.newer-saved':
    'I progressi in questo browser sono stati salvati da una versione più recente di Damiera, quindi non è stato importato nulla: ricarica la pagina, poi importa di nuovo il file.',
  'progress.error.unreadable': 'Non è stato possibile leggere il file: riprova o scegline un altro.',
  'progress.unsaved':
    'Questo browser non sta salvando i tuoi progressi (navigazione privata o memoria disattivata): esportali prima di chiudere la pagina.',
} as const;

/** Every language's table of these strings has the Italian keys (a missing one is a type error). */
export type ProgressStrings = { readonly [K in keyof typeof progressIt]: string };
