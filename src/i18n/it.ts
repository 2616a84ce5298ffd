import { analysisIt } from './analysis-it';
import { gameIt } from './game-it';
import { progressIt } from './progress-it';
import { uiIt } from './ui-it';

// Italian strings: the reference key set. Every other language must provide the
// same keys (see `Strings` in ./index.ts), so a missing translation is a type error.
export const it = {
  ...uiIt,
  ...gameIt,
  ...analysisIt,
  ...progressIt,
  'site.name': 'Damiera',
  'site.tagline': 'Impara la dama, una mossa alla volta',
  'site.description':
    'Damiera è il posto dove imparare la dama italiana passo dopo passo, allenarsi sulle prese obbligatorie, giocare contro il computer e confrontare le regole con la dama internazionale e la dama inglese.',

  'nav.label': 'Navigazione principale',
  'nav.home': 'Home',
  'nav.lessons': 'Lezioni',
  'nav.puzzles': 'Problemi',
  'nav.play': 'Gioca',
  'nav.analysis': 'Analisi',
  'nav.rules': 'Regole',
  'nav.search': 'Cerca',
  'nav.revision': 'Ripasso',
  'revision.title': 'Ripasso',
  'revision.description':
    'Il ripasso di Damiera: gli esercizi delle lezioni che hai sbagliato o risolto con un aiuto tornano quando è il momento di rivederli.',
  'revision.lead':
    'Qui tornano gli esercizi delle lezioni che hai sbagliato o risolto con un aiuto, quando è il momento di rivederli. Se ne risolvi uno da solo, lo rivedrai più avanti; se sbagli ancora, torna domani.',

  'a11y.skip': 'Vai al contenuto',
  'lang.switch': 'Read in English',
  'lang.switchLabel': 'Lingua',
  'lang.name': 'Italiano',

  'footer.text': 'Damiera: un sito per imparare la dama, fatto con cura.',
  'footer.rules':
    'Le regole sono quelle della FID (dama italiana), della FMJD (internazionale) e della WCDF (inglese).',
  'footer.about': 'Informazioni su Damiera',

  'home.title': 'Impara la dama, una mossa alla volta',
  'home.lead':
    'Damiera è un sito per imparare tre giochi di dama: l’italiana, l’internazionale e la dama inglese. Impari con lezioni brevi, ti alleni sulle prese e giochi contro il computer, con una damiera sempre a portata di mano.',
  'home.feature.lessons.title': 'Le regole, passo dopo passo',
  'home.feature.lessons.text':
    'Dalla damiera alla promozione a dama: lezioni brevi, ognuna con una posizione da provare con le tue mani.',
  'home.feature.capture.title': 'Chi mangia, e cosa',
  'home.feature.capture.text':
    'Nella dama italiana la presa è obbligatoria e ha le sue precedenze: si mangia il maggior numero di pezzi, e con la dama piuttosto che con la pedina. Qui ti alleni finché non ti vengono d’istinto.',
  'home.feature.play.title': 'Gioca contro il computer',
  'home.feature.play.text': 'Metti alla prova quello che hai imparato, senza fretta e senza registrarti.',
  'home.feature.compare.title': 'Tre giochi a confronto',
  'home.feature.compare.text':
    'Italiana, internazionale e inglese: stessa famiglia, regole diverse. Damiera da 10×10, dame volanti, pedine che mangiano all’indietro, prese a scelta: le mettiamo una accanto all’altra.',
  'home.cta': 'Comincia dalla prima lezione',
  'home.soon': 'In arrivo',

  'lessons.title': 'Lezioni',
  'lessons.description':
    'Tre corsi di lezioni brevi con esercizi sulla damiera: dama italiana da zero, poi la dama internazionale e la dama inglese.',
  'lessons.intro': 'Lezioni brevi, in ordine: ognuna richiede pochi minuti.',
  'lessons.empty': 'Le lezioni sono in preparazione.',
  'lessons.back': 'Tutte le lezioni',
  'lessons.lesson': 'Lezione',
  'lessons.next': 'Prossima lezione',
  'lessons.backToCourse': 'Torna al corso',
  'lessons.steps': 'esercizi',
  'lessons.open': 'Apri il corso',
  'lessons.course.italian':
    'Dalla damiera ai quattro criteri di presa: il corso per chi comincia da zero con la dama italiana.',
  'lessons.course.international':
    'Per chi gioca già alla dama italiana: damiera da 100 caselle, dama volante, presa massima.',
  'lessons.course.english':
    'Comincia il Nero, e tra le prese scegli tu. Un corso breve per chi conosce già la dama italiana.',
  'lessons.course.empty': 'Le lezioni di questo corso sono in preparazione.',
  'lessons.progress.label': 'I tuoi progressi',
  'lessons.glossary':
    'le parole delle lezioni dalla A alla Z, con il nome inglese e quello degli altri giochi.',

  'search.title': 'Cerca',
  'search.description': 'Cerca una parola tra le lezioni, le regole e il glossario di Damiera.',
  'search.intro': 'Cerca tra le lezioni e le pagine del sito.',
  'search.placeholder': 'Cerca una parola, ad esempio «cantone»',
  'search.noscript': 'La ricerca ha bisogno di JavaScript. Puoi sempre sfogliare le lezioni.',

  'glossary.title': 'Glossario',
  'glossary.description':
    'Le parole della dama, dalla A alla Z: cantone, biscacco, presa multipla, tiro e le altre, con il nome inglese e quello degli altri giochi.',
  'glossary.intro':
    'Le parole della dama, spiegate in breve. Per ognuna trovi il nome inglese e, dove c’è, quello della dama internazionale e della dama inglese.',
  'glossary.index': 'Tutte le parole',
  'glossary.inOther': 'In inglese',
  'glossary.register.informal': 'parola familiare',
  'glossary.register.popular': 'linguaggio comune',
  'glossary.see': 'Vedi anche',

  'notFound.title': 'Pagina non trovata',
  'notFound.text': 'Questa pagina non esiste, o è stata spostata. Nessun pezzo è stato mangiato.',
  'notFound.home': 'Torna alla home',

  'analysis.description':
    'Una damiera per studiare le posizioni di dama italiana, internazionale e inglese: incolla un FEN o una partita in PDN, gioca le mosse e condividi il link.',

  'storage.reset.progress': 'Non è stato possibile leggere i progressi salvati: sono stati azzerati.',
  'storage.reset.game': 'Non è stato possibile leggere le partite salvate: sono state cancellate.',
  'storage.reset.current-game':
    'Non è stato possibile leggere la partita in corso: è stata cancellata. Le partite giocate restano salvate.',
  'storage.reset.review':
    'Non è stato possibile leggere le analisi salvate delle partite: sono state cancellate. Le partite restano, e si possono analizzare di nuovo.',
  'storage.newer.review':
    'Le analisi delle tue partite sono state salvate da una versione più recente di Damiera, e questa pagina non le tocca: ricarica la pagina per ritrovarle.',
  'storage.reset.revision':
    'Non è stato possibile leggere il calendario del ripasso: è stato azzerato. I progressi delle lezioni e i problemi restano salvati.',
  'storage.newer.revision':
    'Il calendario del ripasso è stato salvato da una versione più recente di Damiera, e questa pagina non lo tocca: ricarica la pagina per ritrovarlo.',
  'storage.reset.settings':
    'Non è stato possibile leggere le preferenze salvate: sono tornate quelle iniziali.',
  'storage.newer.progress':
    'I tuoi progressi sono stati salvati da una versione più recente di Damiera, e questa pagina non li tocca: ricarica la pagina per usarli. Fino ad allora, quello che fai qui non viene salvato.',
  'storage.newer.game':
    'Le tue partite sono state salvate da una versione più recente di Damiera, e questa pagina non le tocca: ricarica la pagina per ritrovarle. Fino ad allora, quello che fai qui non viene salvato.',
  'storage.newer.settings':
    'Le tue impostazioni sono state salvate da una versione più recente di Damiera, e questa pagina non le tocca: ricarica la pagina per usarle. Fino ad allora, le modifiche fatte qui non vengono salvate.',
  'storage.unsaved':
    'In questo momento i tuoi progressi non si possono salvare in questo browser: quello che fai resta solo finché non lasci questa pagina.',
  'storage.notice.close': 'Ho capito',

  'update.text': 'È pronta una nuova versione di Damiera.',
  'update.reload': 'Ricarica ora',
  'update.later': 'Non ora',

  'chooser.title': 'Scegli la lingua',
  'chooser.text': 'Damiera parla italiano e inglese.',
} as const;

/** The shape every language file must satisfy: exactly the Italian keys, as strings. */
export type Strings = { readonly [K in keyof typeof it]: string };
