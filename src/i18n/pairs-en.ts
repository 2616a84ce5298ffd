import type { PairsStrings } from './pairs-it';

// English strings of the concept pairs on the comparison page.
export const pairsEn: PairsStrings = {
  'pairs.title': 'The differences on the board',
  'pairs.description':
    'Italian, International and English draughts: for each rule that changes, the same move on two boards. Try it and see how each ruleset answers.',
  'pairs.intro':
    'For each difference, two boards with the same idea, each with its own game’s rules and numbering. Try the move on both and see how each ruleset answers.',
  'pairs.table': 'Every rule, side by side, is in the comparison table.',
  'pairs.link': 'Try it on the board',
  'pairs.pageLink': 'The differences on the board: try the same move under two rulesets',
  'pairs.try': 'Try {move}.',
  'pairs.legal': 'Legal move.',
  'pairs.refused': 'Not allowed.',
  'pairs.rule': '{rule}.',
  'pairs.answer': 'Under these rules you play {move}.',
  'pairs.other': 'That is legal too, but the move to try is {move}. Start again and try that one.',
  'pairs.show': 'Show',
  'pairs.again': 'Start again',
  'pairs.mapping': 'It is the same position, numbered two ways: {list}.',
  'pairs.square': '{a} {from} is {b} {to}',
  'pairs.short.italian': 'Italian',
  'pairs.short.international': 'International',
  'pairs.short.english': 'English',
  'pairs.short.brazilian': 'Brazilian',
  'pairs.boardLabel': '{game}: {title}',
};
