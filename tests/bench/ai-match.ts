/**
 * Helpers for the AI benchmark: play one game between two settings of the engine, with the draw rules the
 * game against the computer applies (80 plies without a capture or a man move, threefold repetition) and a
 * hard cap on length.
 */
import {
  legalMoves,
  type Move,
  type Position,
  play,
  startPosition,
  VARIANTS,
  type VariantId,
} from '../../src/engine';
import { chooseMove, createRandom, levelSettings, Searcher, zobristKey } from '../../src/engine/ai';

export interface Player {
  readonly level: number;
  /** multiply the level's time per move (the bench runs faster than real games) */
  readonly timeScale: number;
}

export type Outcome = 'white' | 'black' | 'draw';

/** A varied opening: 2 to 4 random plies from the start, chosen by a seed. */
export function opening(variant: VariantId, seed: number): Move[] {
  const rnd = createRandom(seed);
  let pos = startPosition(VARIANTS[variant]);
  const plies = 2 + Math.floor(rnd() * 3);
  const moves: Move[] = [];
  for (let i = 0; i < plies; i++) {
    const legal = legalMoves(pos);
    const m = legal[Math.floor(rnd() * legal.length)];
    moves.push(m);
    pos = play(pos, m);
  }
  return moves;
}

/**
 * Repetition and no-progress bookkeeping shared by the match loops: threefold repetition, and 80 plies
 * without a capture or a man move. `countStart` says whether the starting position counts as seen once.
 */
class DrawTracker {
  private sinceProgress = 0;
  private keys: number[];
  private readonly seen = new Map<number, number>();

  constructor(start: Position, countStart: boolean) {
    this.keys = [zobristKey(start)];
    if (countStart) this.seen.set(this.keys[0], 1);
  }

  /** earlier positions since the last capture or man move, one per occurrence (the search counts repetitions) */
  history(): number[] {
    return this.keys.slice(0, -1);
  }

  /** Record `move`, played in `before` and leading to `after`; the draw reason when the game is drawn. */
  record(before: Position, move: Move, after: Position): string | null {
    const irreversible = move.captures.length > 0 || !(before.cells[move.from] & 4);
    const key = zobristKey(after);
    if (irreversible) {
      this.sinceProgress = 0;
      this.keys = [key];
      this.seen.clear();
    } else {
      this.sinceProgress++;
      this.keys.push(key);
    }
    const n = (this.seen.get(key) ?? 0) + 1;
    this.seen.set(key, n);
    if (n >= 3) return 'repetition';
    if (this.sinceProgress >= 80) return '40 moves each';
    return null;
  }
}

export function playGame(
  variant: VariantId,
  openingMoves: readonly Move[],
  white: Player,
  black: Player,
  seed: number,
): { outcome: Outcome; plies: number; reason: string } {
  let pos: Position = startPosition(VARIANTS[variant]);
  for (const m of openingMoves) pos = play(pos, m);
  const searchers = { white: new Searcher(18), black: new Searcher(18) };
  const players = { white, black };
  const draws = new DrawTracker(pos, true);
  for (let ply = openingMoves.length; ply < 300; ply++) {
    const p = players[pos.turn];
    const lv = levelSettings(p.level);
    const r = chooseMove(pos, {
      level: p.level,
      movetime: Math.max(10, Math.round(lv.movetime * p.timeScale)),
      history: draws.history(),
      searcher: searchers[pos.turn],
      seed: seed + ply,
    });
    if (!r.move)
      return { outcome: pos.turn === 'white' ? 'black' : 'white', plies: ply, reason: 'no legal move' };
    const before = pos;
    pos = play(pos, r.move);
    const drawn = draws.record(before, r.move, pos);
    if (drawn) return { outcome: 'draw', plies: ply + 1, reason: drawn };
  }
  return { outcome: 'draw', plies: 300, reason: 'length cap' };
}

/**
 * English only: one game of our engine against rapid-draughts' alpha-beta player (an open-source engine
 * in our devDependencies; its squares are ours minus one). Same draw rules as playGame.
 */
export async function playRapid(
  openingMoves: readonly Move[],
  ours: Player,
  oursIsWhite: boolean,
  rapidDepth: number,
  seed: number,
): Promise<{ outcome: Outcome; plies: number; reason: string }> {
  const { EnglishDraughts, EnglishDraughtsComputerFactory } = await import('rapid-draughts/english');
  const game = EnglishDraughts.setup();
  const rapid = EnglishDraughtsComputerFactory.alphaBeta({ maxDepth: rapidDepth });
  let pos: Position = startPosition(VARIANTS.english);
  const searcher = new Searcher(18);
  const toRapid = (m: Move) => {
    const caps = [...m.captures].sort((a, b) => a - b).join(',');
    const r = game.moves.find(
      (x) =>
        x.origin === m.from - 1 &&
        x.destination === m.to - 1 &&
        [...x.captures]
          .map((c) => c + 1)
          .sort((a, b) => a - b)
          .join(',') === caps,
    );
    return r ?? game.moves.find((x) => x.origin === m.from - 1 && x.destination === m.to - 1);
  };
  const draws = new DrawTracker(pos, false);
  for (let ply = 0; ply < 300; ply++) {
    const legal = legalMoves(pos);
    if (legal.length === 0)
      return { outcome: pos.turn === 'white' ? 'black' : 'white', plies: ply, reason: 'no legal move' };
    let move: Move;
    if (ply < openingMoves.length) move = openingMoves[ply];
    else if ((pos.turn === 'white') === oursIsWhite) {
      const lv = levelSettings(ours.level);
      const r = chooseMove(pos, {
        level: ours.level,
        movetime: Math.max(10, Math.round(lv.movetime * ours.timeScale)),
        history: draws.history(),
        searcher,
        seed: seed + ply,
      });
      move = r.move as Move;
    } else {
      const rm = await rapid(game);
      const found = legal.find(
        (m) =>
          m.from === rm.origin + 1 &&
          m.to === rm.destination + 1 &&
          [...m.captures].sort((a, b) => a - b).join(',') ===
            rm.captures
              .map((c) => c + 1)
              .sort((a, b) => a - b)
              .join(','),
      );
      const byEnds = legal.filter((m) => m.from === rm.origin + 1 && m.to === rm.destination + 1);
      if (!found && byEnds.length !== 1)
        throw new Error(`cannot map rapid-draughts move ${JSON.stringify(rm)}`);
      move = found ?? byEnds[0];
    }
    const rmove = toRapid(move);
    if (!rmove) throw new Error(`rapid-draughts does not know ${move.path.join('-')}`);
    game.move(rmove);
    const before = pos;
    pos = play(pos, move);
    const drawn = draws.record(before, move, pos);
    if (drawn) return { outcome: 'draw', plies: ply + 1, reason: drawn };
  }
  return { outcome: 'draw', plies: 300, reason: 'length cap' };
}
