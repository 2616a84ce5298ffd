// Placeholder island: the board engineer replaces it with the real board
// (src/components/board). It renders and marks itself ready so that pages and
// e2e tests that wait for `[data-ready]` already work.
import { useEffect, useState } from 'preact/hooks';

export type StartBoardProps = {
  /** Rules variant whose starting position is shown, e.g. 'italian'. */
  variant: 'italian' | 'international' | 'english';
};

export default function StartBoard({ variant }: StartBoardProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return (
    <div
      data-board-placeholder
      data-variant={variant}
      data-ready={ready ? '' : undefined}
      data-pagefind-ignore
    >
      Board: {variant} starting position
    </div>
  );
}
