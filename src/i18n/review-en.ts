// English strings of the engine's review of a game (same keys and placeholders as ./review-it.ts).
import type { ReviewStrings } from './review-it';

export const reviewEn: ReviewStrings = {
  'review.title': 'The computer’s review',
  'review.progress': 'Looking at position {n} of {total}…',
  'review.cancel': 'Stop',
  'review.cancelled.one': 'Review stopped: {n} of {total} positions done. You can go on from there.',
  'review.cancelled.other': 'Review stopped: {n} of {total} positions done. You can go on from there.',
  'review.resume': 'Go on',
  'review.failed':
    'The computer stopped in the middle of the review. Your game is still here as it was: you can try again from where it stopped.',
  'review.retry': 'Try again',
  'review.graph':
    'The evaluation after each move, in men: where the curve is above the dashed line White is better, below it Black. The table below has the same numbers.',
  'review.table': 'The graph’s numbers',
  'review.table.ply': 'Move',
  'review.table.eval': 'Evaluation (men, from White’s side)',
  'review.table.class': 'Verdict',
  'review.class.best': 'best',
  'review.class.good': 'good',
  'review.class.inaccuracy': 'inaccuracy',
  'review.class.mistake': 'mistake',
  'review.class.blunder': 'blunder',
  'review.count': '{who}: {inaccuracy}, {mistake}, {blunder}.',
  'review.count.inaccuracy.one': '{n} inaccuracy',
  'review.count.inaccuracy.other': '{n} inaccuracies',
  'review.count.mistake.one': '{n} mistake',
  'review.count.mistake.other': '{n} mistakes',
  'review.count.blunder.one': '{n} blunder',
  'review.count.blunder.other': '{n} blunders',
  'review.you': 'You',
  'review.computer': 'The computer',
  'review.none': 'No inaccuracies and no mistakes, as far as the computer can tell.',
  'review.next': 'Next mistake',
  'review.keys': 'Key N: go to the next mistake.',
  'review.start': 'Evaluation at the start: {eval}.',
  'review.verdict.best': '{move}: the move the computer would have chosen too.',
  'review.verdict.good': '{move}: a good move.',
  'review.verdict.inaccuracy': '{move}?! is an inaccuracy.',
  'review.verdict.mistake': '{move}? is a mistake.',
  'review.verdict.blunder': '{move}?? is a blunder.',
  'review.eval': 'Evaluation after the move: {eval}.',
  'review.better.alone': 'Better was {best}.',
  'review.better': 'Better was {best}, followed by {line}.',
  'review.win.white': 'White wins',
  'review.win.black': 'Black wins',
  'review.retryFrom': 'Retry from here',
  'review.retryFrom.hint': 'A new game against the computer, from the position before {move}.',
  'review.side.white': 'White',
  'review.side.black': 'Black',
  'review.rule.played.one': 'Now {side} can force {line} and comes out a piece up.',
  'review.rule.played.other': 'Now {side} can force {line} and comes out {n} pieces up.',
  'review.rule.best.you.one': 'With {best} you could have forced {line} and come out a piece up.',
  'review.rule.best.you.other': 'With {best} you could have forced {line} and come out {n} pieces up.',
  'review.rule.best.side.one': 'With {best} {side} could have forced {line} and come out a piece up.',
  'review.rule.best.side.other': 'With {best} {side} could have forced {line} and come out {n} pieces up.',
  'review.reason.must-capture.you': 'Capturing is compulsory: you have to take with {move}.',
  'review.reason.must-capture.side': 'Capturing is compulsory: {side} has to take with {move}.',
  'review.reason.criterion-1.you':
    'Criterion 1 obliges you to take the most pieces: {move}, which takes {n}, rather than {others}.',
  'review.reason.criterion-1.side':
    'Criterion 1 obliges {side} to take the most pieces: {move}, which takes {n}, rather than {others}.',
  'review.reason.criterion-2.you':
    'Criterion 2 obliges you to capture with the king, not the man: {move}, rather than {others}.',
  'review.reason.criterion-2.side':
    'Criterion 2 obliges {side} to capture with the king, not the man: {move}, rather than {others}.',
  'review.reason.criterion-3.you':
    'Criterion 3 obliges you to take the most kings: {move}, rather than {others}.',
  'review.reason.criterion-3.side':
    'Criterion 3 obliges {side} to take the most kings: {move}, rather than {others}.',
  'review.reason.criterion-4.you':
    'Criterion 4 obliges you to capture where a king comes first: {move}, rather than {others}.',
  'review.reason.criterion-4.side':
    'Criterion 4 obliges {side} to capture where a king comes first: {move}, rather than {others}.',
  'review.reason.maximum-capture.you':
    'The majority rule obliges you to take the most pieces: {move}, which takes {n}, rather than {others}.',
  'review.reason.maximum-capture.side':
    'The majority rule obliges {side} to take the most pieces: {move}, which takes {n}, rather than {others}.',
  'review.reason.man-cannot-capture-king.you':
    'A man may not capture a king: your man on {from} cannot take the king on {square}.',
  'review.reason.man-cannot-capture-king.side':
    'A man may not capture a king: {side} cannot take the king on {square} with the man on {from}.',
  'review.reason.man-backward-capture.you':
    'Men capture only forwards: your man on {from} cannot take the piece on {square} backwards.',
  'review.reason.man-backward-capture.side':
    'Men capture only forwards: {side} cannot take the piece on {square} backwards with the man on {from}.',
};
