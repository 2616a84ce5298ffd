/**
 * The messages between the page and the AI worker, and the worker's answer as a pure function (so that it is
 * tested in Node and the worker file stays a few lines). Positions travel as FEN text: plain strings clone
 * cheaply and cannot drift from the engine's own reading of them.
 */
import { chooseMove } from '../engine/ai/index';
import {
  type Game,
  isReversible,
  type Move,
  makeFen,
  type Position,
  parseFenFor,
  play,
} from '../engine/index';

export interface AiRequest {
  /** increasing number, echoed in the answer */
  readonly id: number;
  /** 'italian' */
  readonly variant: string;
  /** the position to move in: 'W:W21-32:B1-12' */
  readonly fen: string;
  /** earlier positions that can still come back (since the last capture or man move), oldest first */
  readonly history: readonly string[];
  /** 1 Principiante … 5 Difficile */
  readonly level?: number;
  /** time budget in ms, instead of (or over) the level's */
  readonly movetime?: number;
  /** seed of the lower levels' random choice */
  readonly seed?: number;
}

export type AiAnswer =
  | {
      readonly id: number;
      readonly ok: true;
      readonly move: Move;
      /** hundredths of a man, from the mover's side */
      readonly score: number;
      readonly depth: number;
      readonly nodes: number;
      /** a single legal move, played without searching */
      readonly forced: boolean;
    }
  | { readonly id: number; readonly ok: false; readonly message: string };

/**
 * The request for the computer's move in a game: the current position and the positions it could repeat
 * (nothing before the last capture or man move can come back).
 */
export function requestFor(game: Game, level: number, id: number): AiRequest {
  const fens: string[] = [];
  let pos: Position = game.start;
  for (const { move } of game.moves) {
    fens.push(makeFen(pos));
    if (!isReversible(move, pos.cells[move.from])) fens.length = 0;
    pos = play(pos, move);
  }
  return { id, variant: game.variant.id, fen: makeFen(game.position), history: fens, level };
}

/** What the worker answers to a request. Never throws: a bad request is an answer with ok: false. */
export function answer(req: AiRequest): AiAnswer {
  try {
    const parsed = parseFenFor(req.variant, req.fen);
    if (!parsed.ok) return { id: req.id, ok: false, message: parsed.error.message };
    const history: Position[] = [];
    for (const fen of req.history) {
      const h = parseFenFor(req.variant, fen);
      if (h.ok) history.push(h.value);
    }
    const r = chooseMove(parsed.value, {
      level: req.level,
      movetime: req.movetime,
      seed: req.seed,
      history,
    });
    if (!r.move) return { id: req.id, ok: false, message: 'The side to move has no legal move.' };
    return {
      id: req.id,
      ok: true,
      move: r.move,
      score: r.score,
      depth: r.depth,
      nodes: r.nodes,
      forced: r.forced,
    };
  } catch (e) {
    return { id: req.id, ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}
