import { SAMPLE_USD_PRICES } from '../../../core/prices/samplePrices';
import { seededRandom } from '../seededRandom';

/**
 * TEST DATA, not market data: a deterministic Binance-compatible market of `count` USDT pairs for
 * the end-to-end tests and the benchmark. The top pairs are well-known symbols (the cloud coin
 * list's at their sample prices, then a few more), the rest T001, T002, …; volumes fall with the
 * rank, prices and changes come from a seeded PRNG.
 *
 * @example generatedBinanceTickers(520).length // 520
 */
export function generatedBinanceTickers(count: number): Record<string, string | number>[] {
  const known = Object.entries(SAMPLE_USD_PRICES).filter(([symbol]) => symbol !== 'USDT');
  const extra = ['PEPE', 'WIF', 'SUI', 'ICP', 'HBAR', 'RENDER', 'INJ', 'SEI', 'TIA', 'FET'];
  const rows: Record<string, string | number>[] = [];
  for (let i = 0; i < count; i++) {
    const next = seededRandom(`ticker:${i}`);
    const symbol = i < known.length ? known[i]![0] : i < known.length + extra.length ? extra[i - known.length]! : `T${String(i + 1).padStart(3, '0')}`;
    const price = i < known.length ? Number(known[i]![1]) : Number((0.01 + next() * 50).toPrecision(6));
    const change = Number(((next() * 2 - 1) * 8).toFixed(3));
    const open = Number((price / (1 + change / 100)).toPrecision(8));
    rows.push({
      symbol: `${symbol}USDT`,
      priceChange: fixed(price - open),
      priceChangePercent: change.toFixed(3),
      lastPrice: fixed(price),
      openPrice: fixed(open),
      highPrice: fixed(Math.max(price, open) * 1.01),
      lowPrice: fixed(Math.min(price, open) * 0.99),
      volume: fixed(1_000_000 / (i + 1)),
      quoteVolume: fixed((2_000_000_000 / (i + 1)) * (0.9 + next() * 0.2)),
      openTime: 0,
      closeTime: 0,
      count: 1000,
    });
  }
  // A pair not quoted in USDT, which the adapter skips.
  rows.push({ symbol: 'ETHBTC', lastPrice: '0.02320000', openPrice: '0.02310000', quoteVolume: '116', priceChangePercent: '0.43' });
  return rows;
}

const STEP_MS: Record<string, number> = { '5m': 300_000, '1h': 3_600_000, '1d': 86_400_000 };

/**
 * TEST DATA: `limit` Binance kline rows of a pair up to the candle holding `now`, a seeded walk
 * ending at `lastPrice` (null for an unknown interval).
 *
 * @example generatedBinanceKlines('BTCUSDT', '1h', 24, 107100, new Date())
 */
export function generatedBinanceKlines(pair: string, interval: string, limit: number, lastPrice: number, now: Date): unknown[][] | null {
  const step = STEP_MS[interval];
  if (!step) return null;
  const next = seededRandom(`klines:${pair}:${interval}`);
  const last = Math.floor(now.getTime() / step) * step;
  const rows: unknown[][] = [];
  let close = lastPrice;
  for (let i = 0; i < limit; i++) {
    const open = close * (1 + (next() * 2 - 1) * 0.01);
    const openTime = last - i * step;
    rows.push([openTime, fixed(open), fixed(Math.max(open, close) * 1.002), fixed(Math.min(open, close) * 0.998), fixed(close), '100.0', openTime + step - 1, '0', 10, '0', '0', '0']);
    close = open;
  }
  return rows.reverse();
}

/** Binance's 8-decimal text. */
function fixed(value: number): string {
  return value.toFixed(8);
}
