/**
 * A lesson's `endgame` step's side of the AI worker (on the worker client of aiClient.ts): the endgame
 * databases' view of the learner's turn in a position, which the worker answers once it has fetched the
 * tables the position needs (endgame.ts; the first request of a step waits for the download). A module of
 * its own, loaded with the step's player, so that no other page ships it.
 *
 * The answer crosses a thread boundary, so it is checked against the engine before the step uses it: every
 * legal move has exactly one option, each reply is legal where it is played, and each value is one the
 * tables can give; anything else replaces the worker and rejects (kind 'illegal').
 */
import type { EndgameOption, EndgameTurn, Move, Position } from '../../engine/index';
import { makeFen } from '../../engine/notation/fen';
// Straight from their modules: this client loads on demand, and the engine's index would bring the rest along.
import { legalMoves } from '../../engine/rules/movegen';
import { play } from '../../engine/rules/position';
import { type AiClientOptions, createAiClient, legalAmong } from './aiClient';

/** How long a turn may take, the download of the tables included, in ms. */
const TURN_TIMEOUT_MS = 30_000;

const RESULTS = new Set(['win', 'draw', 'loss']);

function checkedValue(v: unknown): EndgameOption['value'] | null {
  const r = v as { result?: unknown; plies?: unknown } | null;
  if (!r || typeof r !== 'object' || !RESULTS.has(r.result as string)) return null;
  if (r.plies !== undefined && !(Number.isInteger(r.plies) && (r.plies as number) >= 0)) return null;
  return r.plies === undefined
    ? { result: r.result as 'win' | 'draw' | 'loss' }
    : { result: r.result as 'win' | 'draw' | 'loss', plies: r.plies as number };
}

/**
 * The worker's turn for `pos` as the engine's own moves, or null when it does not fit the position: an
 * option for a move that is not legal, a legal move without one, a reply that is not legal after its move.
 */
export function checkedTurn(pos: Position, turn: unknown): EndgameTurn | null {
  const t = turn as { value?: unknown; options?: unknown } | null;
  if (!t || typeof t !== 'object' || !Array.isArray(t.options)) return null;
  const value = checkedValue(t.value);
  if (!value) return null;
  const legal = legalMoves(pos);
  if (t.options.length !== legal.length) return null;
  const options: EndgameOption[] = [];
  for (const o of t.options as { move?: unknown; value?: unknown; reply?: unknown }[]) {
    const move = legalAmong(legal, o?.move);
    const v = checkedValue(o?.value);
    if (!move || !v || options.some((x) => x.move === move)) return null;
    const after = play(pos, move);
    const replies = legalMoves(after);
    let reply: Move | null = null;
    if (replies.length > 0) {
      reply = legalAmong(replies, o.reply);
      if (!reply) return null;
    } else if (o.reply !== null) return null;
    options.push({ move, value: v, reply });
  }
  return { value, options };
}

export function createEndgameClient(options: AiClientOptions = {}) {
  const client = createAiClient(options);

  /** The tables' turn in `pos` (the learner to move); rejects with an AiError when there is none. */
  async function turn(pos: Position, signal?: AbortSignal): Promise<EndgameTurn> {
    const a = await client.request(
      (id) => ({ kind: 'endgame', id, variant: pos.variant.id, fen: makeFen(pos) }),
      TURN_TIMEOUT_MS,
      signal,
    );
    if (!('kind' in a) || a.kind !== 'endgame')
      throw client.discard('crash', 'The worker sent another answer instead of an endgame turn.');
    const checked = checkedTurn(pos, a.turn);
    if (!checked)
      throw client.discard('illegal', 'The worker sent an endgame turn that does not fit the position.');
    return checked;
  }

  return { turn, dispose: client.dispose };
}

export type EndgameClient = ReturnType<typeof createEndgameClient>;
