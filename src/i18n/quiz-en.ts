import type { QuizStrings } from './quiz-it';

// English strings of the rules quiz (/en/rules/quiz/): the page and its island.
export const quizEn: QuizStrings = {
  'quiz.title': 'Quiz: legal or not?',
  'quiz.description':
    'One position, one move: is it legal under Italian rules, International rules on 8×8, English rules? Answer, then see why.',
  'quiz.intro':
    'Each position has one move, drawn as an arrow. Decide for each ruleset whether it is legal, then check: the engine tells you who is right, and why.',
  'quiz.link': 'Test yourself: the rules quiz',
  'quiz.linkText': 'One move, three rulesets: legal or not?',
  'quiz.noscript': 'The quiz needs JavaScript.',
  'quiz.counter': 'Position {n} of {total}',
  'quiz.score': 'Score: {right} of {given}',
  'quiz.scoreNone': 'Score: no answers yet',
  'quiz.turn.white': 'White to move.',
  'quiz.turn.black': 'Black to move.',
  'quiz.question': 'Is {move} legal?',
  'quiz.boardShown': 'Board shown',
  'quiz.mirror':
    'The Italian board is the mirror image of the other two: the same position has other numbers. Switch boards to read it in the numbering you know.',
  'quiz.boardLabel': 'Quiz, {name}: the move {move}',
  'quiz.rules.italian': 'Italian rules',
  'quiz.rules.brazilian': 'International rules on 8×8 (Brazilian)',
  'quiz.rules.english': 'English rules',
  'quiz.board.italian': 'Italian',
  'quiz.board.brazilian': 'International 8×8',
  'quiz.board.english': 'English',
  'quiz.yes': 'Yes',
  'quiz.no': 'No',
  'quiz.check': 'Check',
  'quiz.checkHint': 'Answer for all three rulesets.',
  'quiz.seeBoard': 'See the move on its own board',
  'quiz.next': 'Next position',
  'quiz.right': 'Right.',
  'quiz.wrong': 'Wrong.',
  'quiz.legal': '{move}: legal.',
  'quiz.illegal': '{move}: not legal.',
  'quiz.result': 'You got {right} of 3 right.',
  'quiz.allow.man-cannot-capture-king': 'Here a man may take a king.',
  'quiz.allow.man-backward-capture': 'Here men capture backwards too.',
  'quiz.allow.king-no-fly': 'Here the king flies: it moves and captures at a distance, along the diagonal.',
  'quiz.allow.promotion-ends-capture':
    'Here a man that reaches the last row during a capture keeps capturing: it is crowned only if the capture ends there.',
  'quiz.allow.must-capture': 'Here there is nothing to capture: a simple move is fine.',
  'quiz.allow.capture-unfinished': 'Here the capture ends on that square: it can go no further.',
  'quiz.allow.stops': 'Here the capture stops on that square.',
  'quiz.allow.precedence.fid': 'Here this capture meets the four precedence criteria.',
  'quiz.allow.precedence.maximum': 'Here what counts is how many pieces you take, and no capture takes more.',
  'quiz.allow.precedence.free':
    'Here capturing is compulsory, but you choose among the captures: even the shortest will do.',
};
