/**
 * Board-input actors run live: the reasons for a refusal load when a move is refused (src/machines/refusal.ts),
 * so the explanation, and the report to a parent, come a moment after the refused click.
 */
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import type { Position } from '../../../src/engine/index';
import {
  type BoardInputEmitted,
  type BoardInputEvent,
  boardInputMachine,
} from '../../../src/machines/boardInput';

/** Wait until a board-input actor (or its parent's child) has said why it refused the last attempt. */
export async function settled(board: AnyActorRef): Promise<void> {
  await waitFor(board, (s) =>
    Object.values((s as { children: Record<string, AnyActorRef | undefined> }).children).every(
      (c) => c?.getSnapshot().status !== 'active',
    ),
  );
}

/**
 * Run events through a live board-input actor, each once the one before has settled (a refusal explained);
 * return the final snapshot and every event emitted.
 */
export async function runBoard(
  position: Position,
  events: BoardInputEvent[],
  enabled = true,
  side: 'white' | 'black' | null = null,
) {
  const actor = createActor(boardInputMachine, { input: { position, enabled, side } });
  const emitted: BoardInputEmitted[] = [];
  actor.on('move.played', (e) => emitted.push(e));
  actor.on('move.rejected', (e) => emitted.push(e));
  actor.start();
  for (const e of events) {
    actor.send(e);
    await settled(actor);
  }
  const snap = actor.getSnapshot();
  actor.stop();
  return { snap, emitted };
}
