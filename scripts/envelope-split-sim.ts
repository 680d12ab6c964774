/**
 * The lucky split's simulation: many envelopes split by the double-mean method
 * (server/features/redEnvelope/splitEnvelope.ts, crypto randomness), then the mean share per position
 * against total / quantity. The split is fair to the order of claims when every position's mean
 * is within 1 % of the overall mean.
 *
 *   npx tsx scripts/envelope-split-sim.ts [--runs 100000] [--quantity 10] [--total 100000000]
 *
 * The total is in base units (100000000 = 100 USDT). Prints one line per position and the largest
 * deviation; exits 1 if it is 1 % or more.
 */
import { parseArgs } from 'node:util';
import { splitEnvelope } from '../server/features/redEnvelope/splitEnvelope';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '100000' }, quantity: { type: 'string', default: '10' }, total: { type: 'string', default: '100000000' } } });
const runs = Number(values.runs);
const quantity = Number(values.quantity);
const total = BigInt(values.total);

const sums = Array.from({ length: quantity }, () => 0n);
let maxFirstRatio = 0;
const started = performance.now();
for (let i = 0; i < runs; i++) {
  const shares = splitEnvelope('lucky', total, quantity);
  shares.forEach((share, p) => (sums[p] += share));
  maxFirstRatio = Math.max(maxFirstRatio, Number((shares[0] * BigInt(quantity) * 1000n) / total) / 1000);
}
const ms = performance.now() - started;
const expected = Number(total) / quantity;
let worst = 0;
console.log(`${runs} lucky splits of ${total} base units into ${quantity} shares (${ms.toFixed(0)} ms)`);
console.log('position  mean share        vs total/quantity');
sums.forEach((s, p) => {
  const mean = Number(s) / runs;
  const deviation = mean / expected - 1;
  worst = Math.max(worst, Math.abs(deviation));
  console.log(`${String(p + 1).padStart(8)}  ${mean.toFixed(1).padStart(14)}  ${(deviation * 100).toFixed(3).padStart(8)} %`);
});
console.log(`largest deviation: ${(worst * 100).toFixed(3)} %; largest first share: ${maxFirstRatio.toFixed(3)} × the mean (must stay below 2)`);
process.exitCode = worst < 0.01 ? 0 : 1;
