import { SPARKLINE_POINTS, type CandleInterval } from '../../../features/market/contract/marketRules';
import { SAMPLE_USD_OPEN_24H, SAMPLE_USD_PRICES } from '../../core/prices/samplePrices';
import { changePercent } from './marketDecimals';
import { INTERVAL_MS, RETENTION_MS, type TickerRecord } from './marketTypes';
import { seededRandom } from './seededRandom';

const DAY_MS = 86_400_000;
/** How far back the sample's daily candles go (the "All" range): two years. */
const SAMPLE_DAILY_SPAN_MS = 730 * DAY_MS;
/** Typical move per candle of the sample's walks (a stablecoin moves a fiftieth of it). */
const STEP: Record<CandleInterval, number> = { '5m': 0.002, '1h': 0.006, '1d': 0.03 };
/** 5-minute candles in a day: the 1D chart's points back to the one 24 hours before the last. */
const DAY_STEPS = DAY_MS / INTERVAL_MS['5m'];

/**
 * The labelled sample market (no source configured): the coins of the cloud coin list that have a
 * sample price, at exactly the prices of core/prices/samplePrices.ts (so the wallet's values and the
 * market agree), ranked in coin-list order, with a deterministic sample volume. Nothing here is live.
 *
 * The 24-hour figures are read off the same 5-minute walk the 1D chart draws (sampleCandles), so
 * the card never contradicts the chart: the day-before price is the walk's point 24 hours before
 * the last (pinned to SAMPLE_USD_OPEN_24H where that lists the coin), the high and low are the
 * walk's highest and lowest points over those 24 hours, and the sparkline is 24 of its points.
 *
 * @example sampleTickers(new Map([['BTC', 'Bitcoin']]))[0] // { symbol: 'BTC', name: 'Bitcoin', priceUsd: '107100', provider: 'sample', … }
 */
export function sampleTickers(names: ReadonlyMap<string, string>): TickerRecord[] {
  return Object.entries(SAMPLE_USD_PRICES).map(([symbol, priceUsd], index) => {
    const next = seededRandom(`${symbol}:volume`);
    // Newest first: day[0] is the price now, day[DAY_STEPS] the price 24 hours earlier.
    const day = sampleWalk(symbol, priceUsd, '5m', DAY_STEPS + 1);
    const open = SAMPLE_USD_OPEN_24H[symbol] ?? pointText(day[DAY_STEPS]!);
    return {
      symbol,
      name: names.get(symbol) ?? symbol,
      provider: 'sample',
      sourceId: symbol,
      priceUsd,
      open24hUsd: open,
      high24hUsd: pointText(Math.max(...day)),
      low24hUsd: pointText(Math.min(...day)),
      // Whole dollars, falling with the rank: a plausible order for sorting, labelled sample.
      volume24hUsd: String(Math.round((20_000_000_000 / (index + 1)) * (0.5 + next()))),
      change24hPercent: changePercent(priceUsd, open),
      marketCapUsd: null,
      rank: index + 1,
      sparkline: Array.from({ length: SPARKLINE_POINTS }, (_, i) => day[Math.round((DAY_STEPS * (SPARKLINE_POINTS - 1 - i)) / (SPARKLINE_POINTS - 1))]!),
      description: null,
    };
  });
}

/**
 * The sample's candles of one asset: a seeded walk that ends at the sample price in the candle
 * that holds `now` and passes through the sample's day-before price 24 hours earlier, one point per
 * `interval` over its retention (daily: two years), oldest first. Depends only on the symbol,
 * interval and `now`, so tests with a fixed clock see fixed points; the values by distance from
 * the last candle do not depend on `now` at all (sampleTickers reads them).
 *
 * @example sampleCandles('BTC', '107100', '1h', new Date('2026-03-01T08:00:00Z')).at(-1) // [1772352000000, 107100]
 */
export function sampleCandles(symbol: string, priceUsd: string, interval: CandleInterval, now: Date): [number, number][] {
  const step = INTERVAL_MS[interval];
  const span = RETENTION_MS[interval] ?? SAMPLE_DAILY_SPAN_MS;
  const last = Math.floor(now.getTime() / step) * step;
  const walk = sampleWalk(symbol, priceUsd, interval, Math.floor(span / step));
  return walk.map((price, i): [number, number] => [last - i * step, price]).reverse();
}

/**
 * `count` points of the seeded walk, newest first: the first is the price; where the sample lists
 * a day-before price, the walk is bent (linearly over the last day, by a constant ratio before it)
 * so that the point a day back is exactly that price.
 */
function sampleWalk(symbol: string, priceUsd: string, interval: CandleInterval, count: number): number[] {
  const next = seededRandom(`${symbol}:${interval}`);
  const move = STEP[interval] * (priceUsd === '1' ? 0.02 : 1);
  const dayBack = DAY_MS / INTERVAL_MS[interval];
  // At least a day of it, so the bend is the same however few points were asked for.
  const raw: number[] = [];
  let price = Number(priceUsd);
  for (let i = 0; i < Math.max(count, dayBack + 1); i++) {
    raw.push(price);
    price *= 1 + move * (next() * 2 - 1);
  }
  const open = SAMPLE_USD_OPEN_24H[symbol];
  const ratio = open === undefined ? 1 : Number(open) / raw[dayBack]!;
  const points = raw.slice(0, count).map((p, i) => roundPrice(p * (1 + (ratio - 1) * Math.min(1, i / dayBack))));
  points[0] = Number(priceUsd);
  if (open !== undefined && dayBack < count) points[dayBack] = Number(open);
  return points;
}

/** Six significant digits: a chart point, not an amount. */
function roundPrice(value: number): number {
  return Number(value.toPrecision(6));
}

/** A chart point (six significant digits) as exact decimal text, never in exponent form. */
function pointText(value: number): string {
  const decimals = Math.min(20, Math.max(0, 5 - Math.floor(Math.log10(Math.abs(value)))));
  const text = value.toFixed(decimals);
  return decimals === 0 ? text : text.replace(/\.?0+$/, '');
}
