/**
 * Test harness for the board (src/pages/dev/board.astro, not linked from the site): mounts one board from
 * URL parameters, wires it to the engine the way a real island would, and writes every event the board
 * reports into a log that end-to-end tests read. Parameters: variant, orientation, theme, numbers, coords,
 * scenario (start | demo), movable (any: let the board offer every piece; the harness then refuses drags
 * of pieces that cannot move), lang.
 */
import { useMemo, useState } from 'preact/hooks';
import type { Move } from '../../../engine';
import { parseFen, startPosition } from '../../../engine/notation/fen';
import { legalMoves } from '../../../engine/rules/movegen';
import { type Position, play } from '../../../engine/rules/position';
import { isVariantId, VARIANTS } from '../../../engine/rules/variants';
import { positionView } from '../../../machines/boardView';
import { isLang, type Lang } from '../../../model/lang';
import { Board, type BoardProps, type Orientation } from '../Board';
import { boardLabels } from '../labels';
import type { BoardTheme, Dest, Square } from '../types';

const params = () => new URLSearchParams(typeof location === 'undefined' ? '' : location.search);

/** A capture half done (Italian): White 22x13 has taken 18 and must go on over 10 to 6. */
const DEMO = {
  fen: 'W:W13,27,K30,31:B18,10,K3,12,1',
  extra: {
    selected: 13,
    dests: [{ square: 6, capture: true }],
    ghosts: [18],
    lastMove: [22, 13],
    arrows: [{ from: 13, to: 6, kind: 'hint' }],
    highlights: [
      { square: 13, kind: 'must' },
      { square: 12, kind: 'error' },
    ],
  } satisfies Partial<BoardProps>,
};

export default function BoardHarness() {
  const q = useMemo(params, []);
  const variantId = q.get('variant') ?? 'italian';
  const variant = VARIANTS[isVariantId(variantId) ? variantId : 'italian'];
  const demo = q.get('scenario') === 'demo';
  const lang: Lang = isLang(q.get('lang')) ? (q.get('lang') as Lang) : 'en';

  const [pos, setPos] = useState<Position>(() => {
    const r = demo ? parseFen(variant, DEMO.fen) : undefined;
    return r?.ok ? r.value : startPosition(variant);
  });
  const [orientation, setOrientation] = useState<Orientation>(
    q.get('orientation') === 'black' ? 'black' : 'white',
  );
  const [theme, setTheme] = useState<BoardTheme>(q.get('theme') === 'green' ? 'green' : 'classic');
  const [numbers, setNumbers] = useState(q.get('numbers') === '1');
  const [selected, setSelected] = useState<Square | undefined>(demo ? DEMO.extra.selected : undefined);
  const [lastMove, setLastMove] = useState<Square[] | undefined>(demo ? DEMO.extra.lastMove : undefined);
  const [announce, setAnnounce] = useState('');
  const [log, setLog] = useState<string[]>([]);
  const note = (entry: string) => setLog((l) => [...l, entry]);

  const moves = useMemo(() => legalMoves(pos), [pos]);
  const movesFrom = (sq: Square) => moves.filter((m) => m.from === sq);
  const dests: Dest[] =
    demo && selected === DEMO.extra.selected
      ? DEMO.extra.dests
      : selected
        ? movesFrom(selected).map((m) => ({ square: m.to, capture: m.captures.length > 0 }))
        : [];

  const commit = (m: Move) => {
    setPos(play(pos, m));
    setSelected(undefined);
    setLastMove([...m.path]);
    const sep = m.captures.length ? 'x' : '-';
    setAnnounce(`${m.from}${sep}${m.to}`);
  };
  const tryMove = (from: Square, to: Square) => {
    const m = movesFrom(from).find((mv) => mv.to === to);
    if (m) commit(m);
    return !!m;
  };

  const labels = useMemo(() => boardLabels(lang, `Board harness: ${variant.id}`), [lang, variant]);
  return (
    <div class="dmr-harness">
      <Board
        size={variant.geometry.size as 8 | 10}
        darkParity={variant.geometry.darkParity}
        pieces={positionView(pos)}
        orientation={orientation}
        theme={theme}
        showNumbers={numbers}
        showCoordinates={q.get('coords') !== '0'}
        interactive={q.get('interactive') !== '0'}
        labels={labels}
        announce={announce}
        selected={selected}
        dests={dests}
        movable={q.get('movable') === 'any' ? undefined : [...new Set(moves.map((m) => m.from))]}
        lastMove={lastMove}
        {...(demo
          ? { ghosts: DEMO.extra.ghosts, arrows: DEMO.extra.arrows, highlights: DEMO.extra.highlights }
          : {})}
        onSquareClick={(sq) => {
          note(`click ${sq}`);
          if (selected !== undefined && tryMove(selected, sq)) return;
          setSelected(movesFrom(sq).length ? sq : undefined);
        }}
        onDragStart={(sq) => {
          note(`dragstart ${sq}`);
          if (!movesFrom(sq).length) return false;
          setSelected(sq);
          return true;
        }}
        onDrop={(from, to) => {
          note(`drop ${from} ${to}`);
          if (!tryMove(from, to)) setSelected(undefined);
        }}
        onCancel={() => {
          note('cancel');
          setSelected(undefined);
        }}
      />
      <p>
        <button
          type="button"
          data-action="flip"
          onClick={() => setOrientation((o) => (o === 'white' ? 'black' : 'white'))}
        >
          Flip
        </button>{' '}
        <button type="button" data-action="numbers" onClick={() => setNumbers((n) => !n)}>
          Numbers
        </button>{' '}
        <button
          type="button"
          data-action="theme"
          onClick={() => setTheme((t) => (t === 'green' ? 'classic' : 'green'))}
        >
          Theme
        </button>
      </p>
      <ol id="board-log" aria-label="Board events">
        {log.map((entry, i) => (
          <li key={i}>{entry}</li>
        ))}
      </ol>
    </div>
  );
}
