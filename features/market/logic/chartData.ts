import { parseDecimal } from '@/lib/format/decimal';

/**
 * The chart's series from the candles (open time in ms, close in USD): x in seconds (uPlot's time
 * unit) and y in the user's currency (close × rate). Points out of time order or not finite are
 * dropped, so a damaged answer draws what is sound rather than a zig-zag.
 *
 * @example chartData([[1_700_000_000_000, 2]], '7.1') // [[1700000000], [14.2]]
 */
export function chartData(points: readonly (readonly [number, number])[], rate: string): [number[], number[]] {
  const { units, scale } = parseDecimal(rate);
  const factor = Number(units) / 10 ** scale;
  const xs: number[] = [];
  const ys: number[] = [];
  let last = -Infinity;
  for (const [time, close] of points) {
    if (!Number.isFinite(time) || !Number.isFinite(close) || time <= last) continue;
    last = time;
    xs.push(time / 1000);
    ys.push(close * factor);
  }
  return [xs, ys];
}
