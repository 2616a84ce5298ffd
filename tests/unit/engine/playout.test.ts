import { describe, expect, it } from 'vitest';
import {
  type Game,
  gameFromPosition,
  type Mover,
  makeFen,
  type Position,
  parseMoveText,
  playOut,
  type VariantId,
} from '../../../src/engine';
import { position } from './fixtures';

const start = (variant: VariantId, fen: string): Game => gameFromPosition(position(variant, fen));

/** A mover that plays the given move texts in turn, and records the history it was handed each time. */
function scripted(texts: readonly string[], seen: (readonly Position[])[] = []): Mover {
  let i = 0;
  return (game, history) => {
    seen.push(history);
    const text = texts[i++ % texts.length] as string;
    const r = parseMoveText(game.position, text);
    if (!r.ok) throw new Error(`${text}: ${r.error.message}`);
    return r.value;
  };
}

describe('playOut', () => {
  it('an Italian threefold repetition is claimed on the third occurrence', () => {
    const cycle = ['32-28', '1-5', '28-32', '5-1'];
    const { game, end } = playOut(start('italian', 'W:WK32:BK1'), scripted(cycle), 300);
    expect(end).toBe('repetition claimed');
    expect(game.moves).toHaveLength(8);
    expect(game.status).toEqual({ kind: 'draw', reason: 'repetition' });
  });

  it('in English the rules end a repetition themselves (automatic), so nothing is claimed', () => {
    const cycle = ['4-8', '29-25', '8-4', '25-29'];
    const { game, end } = playOut(start('english', 'B:WK29:BK4'), scripted(cycle), 300);
    expect(end).toBe('rules');
    expect(game.status.kind).toBe('draw');
  });

  it('stops at the ply limit with the game still playing', () => {
    const cycle = ['32-28', '1-5', '28-32', '5-1'];
    const { game, end } = playOut(start('italian', 'W:WK32:BK1'), scripted(cycle), 3);
    expect(end).toBe('length cap');
    expect(game.moves).toHaveLength(3);
    expect(game.status.kind).toBe('playing');
  });

  it('a mover with no move leaves the game as it was', () => {
    const g = start('italian', 'W:W24,K32:BK1');
    const { game, end } = playOut(g, () => null, 300);
    expect(end).toBe('no move');
    expect(game).toBe(g);
  });

  it('a win by the rules ends the loop', () => {
    // White's king takes Black's last piece.
    const { game, end } = playOut(start('italian', 'W:WK14:B10'), scripted(['14x5']), 300);
    expect(end).toBe('rules');
    expect(game.status).toMatchObject({ kind: 'win', winner: 'white' });
  });

  it('hands the mover the positions since the last capture or man move, the current one left out', () => {
    const seen: (readonly Position[])[] = [];
    playOut(start('italian', 'W:W24,K32:BK1'), scripted(['32-28', '1-5', '24-20', '5-1'], seen), 4);
    const fens = seen.map((h) => h.map((p) => makeFen(p)));
    expect(fens.map((h) => h.length)).toEqual([0, 1, 2, 0]);
    // the third move's history starts at the game's start position
    expect(fens[2]?.[0]).toBe(makeFen(position('italian', 'W:W24,K32:BK1')));
  });
});
