import type { ProgressStrings } from './progress-it';

// English strings, typed against the Italian key set.
export const progressEn = {
  'progress.title': 'Your progress',
  'progress.export': 'Export progress',
  'progress.import': 'Import progress',
  'progress.reset': 'Reset progress',
  'progress.reset.confirm': 'Delete all your progress? You can’t get it back unless you have exported it.',
  'progress.reset.yes': 'Yes, reset',
  'progress.reset.no': 'No, keep it',
  'progress.reset.done': 'Progress reset: you can start again from the beginning.',
  'progress.export.done': 'Your progress file has been downloaded.',
  'progress.fileName': 'damiera-progress',
  'progress.import.done': 'Progress imported from the file.',
  'progress.import.memory':
    'Progress imported, but this browser can’t save it: it only lasts while you stay on this page.',
  'progress.import.changes':
    'Merged with the progress already here, keeping the better result of each exercise. New exercises: {added}. Improved: {improved}. Left as they were, because your result here was as good or better: {kept}.',
  'progress.error.not-json': 'This isn’t a Damiera progress file: it isn’t even a JSON file.',
  'progress.error.wrong-format': 'This file doesn’t hold any Damiera progress.',
  'progress.error.newer-version':
    'This file comes from a newer version of Damiera: reload the page and try again.',
  'progress.error.invalid': 'The file is damaged, so nothing was imported: your progress is unchanged.',
  'progress.error.too-large': 'The file is too big to be a progress file.',
  'progress.error.newer-saved':
    'The progress in this browser was saved by a newer version of Damiera, so nothing was imported: reload the page, then import the file again.',
  'progress.error.unreadable': 'The file couldn’t be read: try again, or choose another one.',
  'progress.unsaved':
    'This browser isn’t saving your progress (private browsing, or storage turned off): export it before you close the page.',
} as const satisfies ProgressStrings;
