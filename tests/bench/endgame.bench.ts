/**
 * Endgame databases (issue 19): the time to generate every table from scratch (the budget is 3 minutes on
 * this 2-core machine, for all variants together), their sizes — the cache's files (distances everywhere)
 * and the browser's (distances up to 3 pieces, results only for 4; budget 1.5 MB gzip together) — and the
 * probe speed on random covered positions.
 */
import { gzipSync } from 'node:zlib';
import { emptyPosition, type Position, VARIANTS, type VariantId } from '../../src/engine';
import { createRandom } from '../../src/engine/ai';
import {
  clearEndgameTables,
  ENCODING_DTM,
  ENCODING_WDL,
  ENDGAME_PIECES,
  encodeTable,
  generateEndgame,
  loadEndgameTable,
  probeEndgame,
  probeEndgameMove,
} from '../../src/engine/endgame';

const VARIANT_LIST: VariantId[] = ['italian', 'english', 'international'];
const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;

/** Random positions of 2..max pieces that the tables cover (men off their crowning rows). */
function randomPositions(variant: VariantId, count: number, seed: number): Position[] {
  const v = VARIANTS[variant];
  const rnd = createRandom(seed);
  const out: Position[] = [];
  while (out.length < count) {
    const pos = emptyPosition(v, rnd() < 0.5 ? 'white' : 'black');
    const cells = pos.cells as Int8Array;
    const n = 2 + Math.floor(rnd() * (ENDGAME_PIECES[variant] - 1));
    let ok = true;
    for (let i = 0; i < n; i++) {
      const sq = 1 + Math.floor(rnd() * v.geometry.squares);
      const code = [1, 5, 2, 6][
        i === 0 ? Math.floor(rnd() * 2) : i === 1 ? 2 + Math.floor(rnd() * 2) : Math.floor(rnd() * 4)
      ];
      if (cells[sq]) ok = false;
      if (code === 1 && v.geometry.row[sq] === 0) ok = false;
      if (code === 2 && v.geometry.row[sq] === v.geometry.size - 1) ok = false;
      cells[sq] = code;
    }
    if (ok) out.push(pos);
  }
  return out;
}

export default function endgameBench(): void {
  let totalSeconds = 0;
  let cacheRaw = 0;
  let cacheGz = 0;
  let webRaw = 0;
  let webGz = 0;
  const rows: string[] = [];
  clearEndgameTables();
  for (const variant of VARIANT_LIST) {
    const max = ENDGAME_PIECES[variant];
    const start = performance.now();
    const tables = generateEndgame(VARIANTS[variant], { maxPieces: max });
    const seconds = (performance.now() - start) / 1000;
    totalSeconds += seconds;
    let maxPlies = 0;
    for (let n = 2; n <= max; n++) {
      const t = tables[n];
      for (let i = 0; i < t.values.length; i++) if (t.values[i] - 1 > maxPlies) maxPlies = t.values[i] - 1;
      const dtm = encodeTable(variant, t, ENCODING_DTM);
      const web = n >= 4 ? encodeTable(variant, t, ENCODING_WDL) : dtm;
      const dz = gzipSync(dtm, { level: 9 }).length;
      const wz = n >= 4 ? gzipSync(web, { level: 9 }).length : dz;
      cacheRaw += dtm.length;
      cacheGz += dz;
      webRaw += web.length;
      webGz += wz;
      const loaded = loadEndgameTable(dtm);
      if (!loaded.ok) throw new Error(loaded.error.message);
      rows.push(
        `  ${variant}-${n}: ${t.values.length} slots; cache ${kb(dtm.length)} (${kb(dz)} gzip); browser ${n >= 4 ? 'results only' : 'distances'} ${kb(web.length)} (${kb(wz)} gzip)`,
      );
    }
    console.log(
      `${variant}: generated up to ${max} pieces in ${seconds.toFixed(1)} s; longest win ${maxPlies} plies`,
    );
  }
  console.log(`generation, all variants, one thread: ${totalSeconds.toFixed(1)} s (budget 180 s)`);
  for (const r of rows) console.log(r);
  console.log(`cache files: ${kb(cacheRaw)} (${kb(cacheGz)} gzip)`);
  console.log(`browser files: ${kb(webRaw)} (${kb(webGz)} gzip; budget 1536 KB gzip)`);

  for (const variant of VARIANT_LIST) {
    const positions = randomPositions(variant, 20_000, 5);
    let hits = 0;
    for (const p of positions) if (probeEndgame(p)) hits++; // warm-up
    const start = performance.now();
    let rounds = 0;
    while (performance.now() - start < 500) {
      for (const p of positions) if (probeEndgame(p)) hits++;
      rounds++;
    }
    const perSec = (rounds * positions.length) / ((performance.now() - start) / 1000);
    const mStart = performance.now();
    for (let i = 0; i < 2000; i++) probeEndgameMove(positions[i]);
    const movesPerSec = 2000 / ((performance.now() - mStart) / 1000);
    console.log(
      `${variant}: probeEndgame ${(perSec / 1e6).toFixed(2)} M/s; probeEndgameMove (best move, every child probed) ${(movesPerSec / 1000).toFixed(1)} k/s${hits ? '' : ' (no hits!)'}`,
    );
  }
  clearEndgameTables();
}
