/**
 * A small Preact binding for xstate v5 (there is no @xstate/preact for v5): start an actor for the life of
 * the component and re-render on every snapshot.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  type Actor,
  type AnyActorRef,
  type AnyStateMachine,
  createActor,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';

export function useActor<M extends AnyStateMachine>(
  machine: M,
  input: InputFrom<M>,
): [SnapshotFrom<M>, Actor<M>] {
  const ref = useRef<Actor<M> | null>(null);
  if (ref.current === null) {
    ref.current = createActor(machine, { input } as never) as Actor<M>;
  }
  const actor = ref.current;
  const [snapshot, setSnapshot] = useState<SnapshotFrom<M>>(() => actor.getSnapshot());
  useEffect(() => {
    const sub = actor.subscribe((s) => setSnapshot(s));
    actor.start();
    setSnapshot(actor.getSnapshot());
    return () => {
      sub.unsubscribe();
      actor.stop();
      ref.current = null;
    };
  }, [actor]);
  return [snapshot, actor];
}

/** Re-render on every snapshot of an actor someone else owns (a machine's child). */
export function useActorSnapshot<A extends AnyActorRef>(actor: A): SnapshotFrom<A> {
  const [snapshot, setSnapshot] = useState<SnapshotFrom<A>>(() => actor.getSnapshot());
  useEffect(() => {
    setSnapshot(actor.getSnapshot());
    const sub = actor.subscribe((s: SnapshotFrom<A>) => setSnapshot(s));
    return () => sub.unsubscribe();
  }, [actor]);
  return snapshot;
}
