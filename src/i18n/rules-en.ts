import type { RulesTexts } from './rules-types';

// English strings of the rules pages: the comparison table and the one-page summaries.
export const rulesEn: RulesTexts = {
  rows: {
    board: 'Board',
    darkCorner: 'Dark corner',
    numbering: 'Numbering',
    setup: 'Pieces at the start',
    firstMover: 'Who starts',
    manMoves: 'How a man moves',
    manCaptures: 'How a man captures',
    manTakesKing: 'Can a man take a king?',
    kingMoves: 'How a king moves',
    kingCaptures: 'How a king captures',
    precedence: 'Which capture',
    crowning: 'Crowning during a capture',
    removal: 'When captured pieces leave',
    blocked: 'No legal move',
    drawsOfficial: 'Draws, official rules',
    drawsHere: 'Draws against the computer here',
    results: 'Results (PDN)',
    gameType: 'GameType (PDN)',
    startFen: 'Start position (FEN)',
  },
  cells: {
    board: '{size}×{size}, played on the {squares} dark squares',
    darkCorner: {
      'near-right': 'Bottom right for each player: the cantone',
      'near-left': 'Bottom left for each player; the bottom-right corner is light',
    },
    numbering: {
      corner:
        '1 to {n}, seen from White, left to right and top to bottom. 1 is the corner {first}, {n} the corner {last}',
      edge: '1 to {n}, seen from White, left to right and top to bottom. The top-left corner is light: 1 is {first}, {n} is {last}',
    },
    setup: '{per} men each: Black on 1–{per}, White on {whiteFirst}–{n}',
    firstMover: { white: 'White', black: 'Black' },
    manMoves: 'One square diagonally, forwards only, onto an empty square',
    manCaptures: {
      forward: 'Forwards only: it jumps the piece next to it and lands right behind',
      both: 'Forwards and backwards: it jumps the piece next to it and lands right behind',
    },
    manTakesKing: {
      no: 'No: a man takes only men. To it, a king is just an obstacle',
      yes: 'Yes: a man takes men and kings',
    },
    kingMoves: {
      short: 'One square diagonally, forwards or backwards',
      flying: 'Flying: any number of empty squares along a diagonal',
    },
    kingCaptures: {
      short: 'Short jump in all four directions: the piece next to it, then right behind',
      flying:
        'From afar: a piece anywhere along the diagonal. After the last piece it stops on any free square beyond; before that, only where the capture can go on to take the most pieces',
    },
    precedence: {
      fid: 'Compulsory, with four criteria in order: most pieces; with the king; most kings; the king met first',
      maximum: 'You must take the most pieces: a king and a man count one each. On a tie, you choose',
      free: 'Compulsory, but you choose which, even the shortest. A capture you start must be finished',
    },
    crowning: {
      ends: 'The man is crowned and the move ends there',
      continues: 'Just passing through, it stays a man and captures on. It is crowned only if it stops there',
    },
    removal: {
      short: 'At the end of the capture. With short jumps the moment never changes which moves are possible',
      flying:
        'Only when the capture is over: until then they block the way and cannot be jumped twice (Turkish strike)',
    },
    blocked: 'A player who cannot move has lost: there is no draw by blockade',
    drawsOfficial: {
      italian:
        'By agreement, or after a 40-move count that a player asks for, restarting at every man move or capture. On repetition the sources disagree',
      international:
        'By agreement (FMJD 7.3), or by itself: threefold repetition; 25 moves each with only kings moving; the 16- and 5-move endgame rules (FMJD, art. 6)',
      english:
        'Claimed: threefold repetition, or 40 moves each with no man advanced and no capture (WCDF 1.32). Or by agreement',
      brazilian: 'Not a full game here: you use it for analysis and to compare the rules',
    },
    drawsHere: {
      quiet: 'Automatic draw after {n} moves each with no capture and no man move.',
      repetition: {
        automatic: 'Threefold repetition: automatic draw.',
        claim: 'Threefold repetition: you can claim a draw.',
      },
      endgame: 'The 16- and 5-move endgame rules.',
      notOffered: 'Not offered against the computer.',
    },
    results: {
      default: 'Win 1-0 or 0-1, draw 1/2-1/2',
      international: 'Win 2-0 or 0-2, draw 1-1',
    },
    gameTypeNote: {
      brazilian:
        'Officially 26,W,8,8,A0,0: Brazilian games are written in algebraic notation (a1–h8). This site writes square numbers, as in the other games.',
    },
  },
  page: {
    compareTitle: 'Rules compared',
    compareDescription:
      'Italian, International and English draughts side by side: the board, numbering, who starts, how men and kings capture, precedence, crowning and draws.',
    compareIntro:
      'Same family, different rules. Each row is a rule, each column a game. This is where players of one game trip up: a man that may not take a king, a king that flies, four criteria against a single rule.',
    compareData:
      'Almost every row comes from the same data the site uses to check your moves: if a rule changes, the table changes too.',
    compareBrazilian:
      'The last column is International rules on an 8×8 board: Brazilian draughts. The site uses it for analysis and to compare the rules on the same board.',
    compareCaption: 'The rules of Italian, International and English draughts, side by side',
    sameEverywhere: 'The same in every game',
    differsLegend: 'Highlighted: where a game’s rule differs from Italian draughts.',
    differsFromItalian: 'differs from Italian',
    compareWith: 'Italian draughts beside',
    rule: 'Rule',
    lesson: 'Lesson',
    mirrorTitle: 'Same square, different number',
    mirrorText:
      'The Italian board is the mirror image of the English and Brazilian one: no dark square sits where the other board has a dark square. To compare a position we mirror it left to right. White stays at the bottom, every man still moves forwards the same way, every corner lands on its counterpart. So Italian square {it1} becomes English {en1}, and the cantone {it32} becomes {en32}.',
    mirrorExample: 'The same position, written in the two numberings:',
    mirrorNever:
      'That is why an Italian FEN is never handed to English draughts as it is: it is transformed first.',
    rulesTitle: 'Rules',
    rulesDescription:
      'The rules of Italian draughts, International draughts and English draughts (checkers), each on one page, and a comparison of the three.',
    rulesIntro:
      'The rules of each game on a single page: short, complete, with their sources. To learn them step by step, take the lessons.',
    rulesOpen: 'Read the rules',
    compareLink: 'Rules compared',
    compareLinkText: 'The differences between the three games, row by row.',
    lessonsLink: 'Learn with the lessons',
    startPosition: 'The start position, with the square numbers',
    sources: 'Sources',
  },
  games: {
    italian: {
      title: 'Italian draughts rules',
      description:
        'The rules of Italian draughts (FID) in short: the board and the cantone, numbering, moves, compulsory capture, the four precedence criteria, crowning, winning and draws.',
    },
    international: {
      title: 'International draughts rules',
      description:
        'The rules of International draughts (FMJD) in short: the 10×10 board, men capturing backwards, the flying king, maximum capture, the Turkish strike, draws.',
    },
    english: {
      title: 'English draughts (checkers) rules',
      description:
        'The rules of English draughts (checkers, WCDF) in short: Black starts, a man takes a king, free choice of capture but finish it, crowning and draws.',
    },
  },
};
