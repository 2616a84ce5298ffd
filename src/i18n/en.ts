import { analysisEn } from './analysis-en';
import { gameEn } from './game-en';
import type { Strings } from './it';
import { progressEn } from './progress-en';
import { uiEn } from './ui-en';

// English strings. Typed against the Italian key set: a missing or extra key is a type error.
export const en = {
  ...uiEn,
  ...gameEn,
  ...analysisEn,
  ...progressEn,
  'site.name': 'Damiera',
  'site.tagline': 'Learn draughts, one move at a time',
  'site.description':
    'Damiera is where you learn Italian draughts step by step, drill the capture rules, play the computer, and compare the rules with International draughts and English checkers.',

  'nav.label': 'Main navigation',
  'nav.home': 'Home',
  'nav.lessons': 'Lessons',
  'nav.puzzles': 'Puzzles',
  'nav.play': 'Play',
  'nav.analysis': 'Analysis',
  'nav.rules': 'Rules',
  'nav.search': 'Search',
  'nav.revision': 'Review',
  'revision.title': 'Review',
  'revision.description':
    'Damiera’s review: the lesson exercises you got wrong or solved with a hint come back when it is time to see them again.',
  'revision.lead':
    'The lesson exercises you got wrong or solved with a hint come back here when it is time to see them again. Solve one on your own and it comes back later; get it wrong again and it is back tomorrow.',

  'a11y.skip': 'Skip to content',
  'lang.switch': 'Leggi in italiano',
  'lang.switchLabel': 'Language',
  'lang.name': 'English',

  'footer.text': 'Damiera: a place to learn draughts, made with care.',
  'footer.rules':
    'The rules are those of the FID (Italian draughts), the FMJD (International) and the WCDF (English).',
  'footer.about': 'About Damiera',

  'home.title': 'Learn draughts, one move at a time',
  'home.lead':
    'Damiera is a site for learning three draughts games: Italian, International and English checkers. Learn with short lessons, train on captures and play the computer, with a board always at hand.',
  'home.feature.lessons.title': 'The rules, step by step',
  'home.feature.lessons.text':
    'From the board to crowning a king: short lessons, each with a position to try yourself.',
  'home.feature.capture.title': 'Who captures, and what',
  'home.feature.capture.text':
    'In Italian draughts capturing is compulsory and comes with an order of precedence: take the most pieces, capture with a king rather than a man. Drill it until it is second nature.',
  'home.feature.play.title': 'Play the computer',
  'home.feature.play.text': 'Put what you have learned to the test, at your own pace, no sign-up needed.',
  'home.feature.compare.title': 'Three games compared',
  'home.feature.compare.text':
    'Italian, International and checkers: one family, different rules. A 10×10 board, flying kings, men that capture backwards, captures of your choice: we set them side by side.',
  'home.cta': 'Start with the first lesson',
  'home.soon': 'Coming soon',

  'lessons.title': 'Lessons',
  'lessons.description':
    'Three courses of short lessons with exercises on the board: Italian draughts from scratch, then International draughts and checkers.',
  'lessons.intro': 'Short lessons, in order: each takes a few minutes.',
  'lessons.empty': 'Lessons are on their way.',
  'lessons.back': 'All lessons',
  'lessons.lesson': 'Lesson',
  'lessons.next': 'Next lesson',
  'lessons.backToCourse': 'Back to the course',
  'lessons.steps': 'exercises',
  'lessons.open': 'Open the course',
  'lessons.course.italian':
    'From the board to the four capture rules: the course for complete beginners in Italian draughts.',
  'lessons.course.international':
    'For players who know Italian draughts: the 100-square board, flying kings, the maximum capture.',
  'lessons.course.english':
    'Black moves first, and you choose which capture to make. A short course for players who know Italian draughts.',
  'lessons.course.empty': 'The lessons of this course are on their way.',
  'lessons.progress.label': 'Your progress',
  'lessons.glossary':
    'the words of the lessons from A to Z, with their Italian names and what the other games call them.',

  'search.title': 'Search',
  'search.description': 'Search Damiera’s lessons, rules and glossary for a word.',
  'search.intro': 'Search the lessons and pages of the site.',
  'search.placeholder': 'Search for a word, e.g. “corner”',
  'search.noscript': 'Search needs JavaScript. You can always browse the lessons.',

  'glossary.title': 'Glossary',
  'glossary.description':
    'The words of draughts from A to Z: cantone, biscacco, multiple capture, tiro and the rest, with the Italian name and what the other games call them.',
  'glossary.intro':
    'The words of draughts, explained briefly. Each comes with its Italian name and, where there is one, what International draughts and checkers call it.',
  'glossary.index': 'All the words',
  'glossary.inOther': 'In Italian',
  'glossary.register.informal': 'informal Italian',
  'glossary.register.popular': 'everyday Italian',
  'glossary.see': 'See also',

  'notFound.title': 'Page not found',
  'notFound.text': 'This page does not exist, or it has moved. No pieces were captured.',
  'notFound.home': 'Back to the home page',

  'analysis.description':
    'A board for studying Italian, International and English draughts positions: paste a FEN or a PDN game, play the moves and share the link.',

  'storage.reset.progress': 'Saved progress could not be read and was reset.',
  'storage.reset.game': 'Your saved games could not be read and were removed.',
  'storage.reset.current-game':
    'Your game in progress could not be read and was removed; your past games are still saved.',
  'storage.reset.review':
    'Your saved game reviews could not be read and were removed; the games themselves are kept and can be reviewed again.',
  'storage.newer.review':
    'Your game reviews were saved by a newer version of Damiera, so this page leaves them untouched: reload the page to find them.',
  'storage.reset.revision':
    'Your review schedule could not be read and was reset; your lesson progress and your puzzles are still saved.',
  'storage.newer.revision':
    'Your review schedule was saved by a newer version of Damiera, so this page leaves it untouched: reload the page to find it.',
  'storage.reset.settings': 'Saved settings could not be read and were set back to the defaults.',
  'storage.newer.progress':
    'Your progress was saved by a newer version of Damiera, so this page leaves it untouched: reload the page to use it. Until then, nothing you do here is saved.',
  'storage.newer.game':
    'Your games were saved by a newer version of Damiera, so this page leaves them untouched: reload the page to find them. Until then, nothing you do here is saved.',
  'storage.newer.settings':
    'Your settings were saved by a newer version of Damiera, so this page leaves them untouched: reload the page to use them. Until then, changes made here are not saved.',
  'storage.unsaved':
    'Your progress can’t be saved in this browser right now: what you do is kept only until you leave this page.',
  'storage.notice.close': 'Got it',

  'update.text': 'A new version of Damiera is ready.',
  'update.reload': 'Reload now',
  'update.later': 'Not now',

  'chooser.title': 'Choose your language',
  'chooser.text': 'Damiera speaks Italian and English.',
} as const satisfies Strings;
