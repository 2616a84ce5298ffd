/**
 * A lesson's `endgame` step as an island: only this small shell ships with the page. The player — its
 * machine, the worker client and the view (EndgameBoard) — loads when the step is reached (the island
 * hydrates as it scrolls into view), and the worker fetches the endgame tables with the player's first
 * question. Until then the position drawn on the server (the island's children) stays in place.
 *
 * The CSS the player needs is imported here, with the shell: a chunk loaded lazily must find its CSS already
 * loaded (src/build/site/preload.ts).
 */
import type { ComponentChildren, FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { EndgameBoardProps } from './EndgameBoard';
import '../board/board.css';
import '../board/controls.css';
import '../playable.css';
import './exercise.css';
import './endgame.css';

export default function EndgameStep(props: EndgameBoardProps & { children?: ComponentChildren }) {
  const [Player, setPlayer] = useState<FunctionComponent<EndgameBoardProps> | null>(null);
  useEffect(() => {
    let gone = false;
    import('./EndgameBoard').then((m) => {
      if (!gone) setPlayer(() => m.default);
    });
    return () => {
      gone = true;
    };
  }, []);
  const { children, ...rest } = props;
  if (Player) return <Player {...rest} />;
  return (
    <div class="dmr-exercise" data-exercise={props.exercise.id} data-goal="endgame" data-state='"loading"'>
      {children}
      <div class="dmr-exercise__panel">
        <p class="dmr-exercise__status">{props.endgameStrings['endgame.loading']}</p>
      </div>
    </div>
  );
}
