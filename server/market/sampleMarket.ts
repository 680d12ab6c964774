import { SPARKLINE_POINTS, type CandleInterval } from '../../features/market/contract/marketRules';
import { SAMPLE_USD_OPEN_24H, SAMPLE_USD_PRICES } from '../prices/samplePrices';
import { changePercent } from './marketDecimals';
import { INTERVAL_MS, RETENTION_MS, type TickerRecord } from './marketTypes';
import { seededRandom } from './seededRandom';

/** How far back the sample's daily candles go (the "All" range): two years. */
const SAMPLE_DAILY_SPAN_MS = 730 * 86_400_000;
/** Typical move per candle of the sample's walks (a stablecoin moves a fiftieth of it). */
const STEP: Record<CandleInterval, number> = { '5m': 0.002, '1h': 0.006, '1d': 0.03 };

/**
 * The labelled sample market (no source configured): the coins of the cloud coin list that have a
 * sample price, at exactly the prices and day-before prices of prices/samplePrices.ts (so the
 * wallet's values and the market agree), ranked in coin-list order, with a deterministic sparkline
 * from the day-before price to today's and a deterministic sample volume. Nothing here is live.
 *
 * @example sampleTickers(new Map([['BTC', 'Bitcoin']]))[0] // { symbol: 'BTC', name: 'Bitcoin', priceUsd: '107100', provider: 'sample', … }
 */
export function sampleTickers(names: ReadonlyMap<string, string>): TickerRecord[] {
  return Object.entries(SAMPLE_USD_PRICES).map(([symbol, priceUsd], index) => {
    const open = SAMPLE_USD_OPEN_24H[symbol] ?? null;
    const next = seededRandom(`${symbol}:volume`);
    const [high, low] = open === null ? [null, null] : Number(open) > Number(priceUsd) ? [open, priceUsd] : [priceUsd, open];
    return {
      symbol,
      name: names.get(symbol) ?? symbol,
      provider: 'sample',
      sourceId: symbol,
      priceUsd,
      open24hUsd: open,
      high24hUsd: high,
      low24hUsd: low,
      // Whole dollars, falling with the rank: a plausible order for sorting, labelled sample.
      volume24hUsd: String(Math.round((20_000_000_000 / (index + 1)) * (0.5 + next()))),
      change24hPercent: changePercent(priceUsd, open),
      marketCapUsd: null,
      rank: index + 1,
      sparkline: sampleSparkline(symbol, priceUsd, open),
      description: null,
    };
  });
}

/**
 * The sample's candles of one asset: a seeded walk that ends at the sample price in the candle
 * that holds `now`, one point per `interval` over its retention (daily: two years), oldest first.
 * Depends only on the symbol, interval and `now`, so tests with a fixed clock see fixed points.
 *
 * @example sampleCandles('BTC', '107100', '1h', new Date('2026-03-01T08:00:00Z')).at(-1) // [1772352000000, 107100]
 */
export function sampleCandles(symbol: string, priceUsd: string, interval: CandleInterval, now: Date): [number, number][] {
  const step = INTERVAL_MS[interval];
  const span = RETENTION_MS[interval] ?? SAMPLE_DAILY_SPAN_MS;
  const count = Math.floor(span / step);
  const last = Math.floor(now.getTime() / step) * step;
  const next = seededRandom(`${symbol}:${interval}`);
  const move = STEP[interval] * (priceUsd === '1' ? 0.02 : 1);
  const points: [number, number][] = [];
  let price = Number(priceUsd);
  for (let i = 0; i < count; i++) {
    points.push([last - i * step, roundPrice(price)]);
    price *= 1 + move * (next() * 2 - 1);
  }
  points[0] = [last, Number(priceUsd)];
  return points.reverse();
}

/** 24 points from the day-before price (or today's) to today's, a seeded bridge between them. */
function sampleSparkline(symbol: string, priceUsd: string, open: string | null): number[] {
  const end = Number(priceUsd);
  const start = open === null ? end : Number(open);
  const next = seededRandom(`${symbol}:sparkline`);
  const n = SPARKLINE_POINTS - 1;
  const walk = [0];
  for (let i = 1; i <= n; i++) walk.push(walk[i - 1]! + (next() * 2 - 1));
  const scale = end * (priceUsd === '1' ? 0.0005 : 0.004);
  const points = walk.map((w, i) => roundPrice(start + ((end - start) * i) / n + (w - (walk[n]! * i) / n) * scale));
  points[n] = end;
  return points;
}

/** Six significant digits: a chart point, not an amount. */
function roundPrice(value: number): number {
  return Number(value.toPrecision(6));
}
