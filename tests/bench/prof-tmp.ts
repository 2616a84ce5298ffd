import { legalMoves, play, startPosition, VARIANTS, type VariantId } from '../../src/engine';
import * as cur from '../../src/engine/ai';
import * as base from './baseline/index';

const v = (process.argv[2] ?? 'italian') as VariantId;
const E = process.argv[3] === 'base' ? base : cur;
let pos = startPosition(VARIANTS[v]);
const s = new base.Searcher(16);
for (let i = 0; i < 10 || legalMoves(pos).length < 2; i++) {
  const r = base.chooseMove(pos, { depth: 4, searcher: s });
  pos = play(pos, r.move!);
}
E.chooseMove(startPosition(VARIANTS[v]), { nodes: 300000, searcher: new E.Searcher(16) });
const c0 = process.cpuUsage();
const t = performance.now();
const r = E.chooseMove(pos, { depth: Number(process.argv[4] ?? 13), searcher: new E.Searcher(20) });
const c = process.cpuUsage(c0);
console.log(
  v,
  process.argv[3] ?? 'cur',
  r.depth,
  r.nodes,
  r.move?.path.join('-'),
  r.score,
  'wall',
  Math.round((r.nodes / (performance.now() - t)) * 1000),
  'cpu',
  Math.round((r.nodes / ((c.user + c.system) / 1000)) * 1000),
);
