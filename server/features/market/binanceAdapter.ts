import { MARKET_SYMBOL_PATTERN, type CandleInterval } from '../../../features/market/contract/marketRules';
import { decimalString } from '../../core/currencies/decimalString';
import { fetchSourceParsed, type SourceRequest } from './fetchSourceJson';
import { amountText, percentText } from './marketDecimals';
import type { CandleRecord, TickerRecord } from './marketTypes';

const QUOTE = 'USDT';

/**
 * Reads Binance's `GET /api/v3/ticker/24hr` (every pair) into the market's tickers: only pairs
 * quoted in USDT, the base asset as the symbol (BTCUSDT → BTC); price = lastPrice, open, high and
 * low as given, 24-hour volume in USD = quoteVolume, change = priceChangePercent to 2 decimals.
 * Binance gives no names or caps: the name is the coin list's (`names`) or the symbol; the rank is
 * by volume; at most `limit` assets. A malformed row is skipped.
 *
 * @throws {Error} when the body is not a list or holds no usable USDT pair.
 * @example parseBinanceTickers([{ symbol: 'BTCUSDT', lastPrice: '107100', … }], new Map([['BTC', 'Bitcoin']]), 600)
 */
export function parseBinanceTickers(body: unknown, names: ReadonlyMap<string, string>, limit: number): TickerRecord[] {
  if (!Array.isArray(body)) throw new Error('binance ticker/24hr: expected a JSON list');
  const bySymbol = new Map<string, TickerRecord>();
  for (const item of body) {
    if (typeof item !== 'object' || item === null) continue;
    const row = item as Record<string, unknown>;
    const pair = row.symbol;
    if (typeof pair !== 'string' || !pair.endsWith(QUOTE)) continue;
    const symbol = pair.slice(0, -QUOTE.length);
    const priceUsd = decimalString(row.lastPrice);
    if (!MARKET_SYMBOL_PATTERN.test(symbol) || priceUsd === null || bySymbol.has(symbol)) continue;
    bySymbol.set(symbol, {
      symbol,
      name: names.get(symbol) ?? symbol,
      provider: 'binance',
      sourceId: pair,
      priceUsd,
      open24hUsd: decimalString(row.openPrice),
      high24hUsd: amountText(row.highPrice),
      low24hUsd: amountText(row.lowPrice),
      volume24hUsd: amountText(row.quoteVolume),
      change24hPercent: percentText(row.priceChangePercent),
      marketCapUsd: null,
      rank: null,
      sparkline: [],
      description: null,
    });
  }
  if (bySymbol.size === 0) throw new Error('binance ticker/24hr: no usable USDT pair in the answer');
  const byVolume = [...bySymbol.values()].sort((a, b) => Number(b.volume24hUsd ?? 0) - Number(a.volume24hUsd ?? 0) || a.symbol.localeCompare(b.symbol));
  return byVolume.slice(0, limit).map((t, i) => ({ ...t, rank: i + 1 }));
}

/**
 * Reads Binance's `GET /api/v3/klines` rows `[openTime, open, high, low, close, volume, closeTime, …]`
 * into candles, oldest first; a malformed row is skipped.
 *
 * @throws {Error} when the body is not a list, or is a non-empty list without one usable row.
 * @example parseBinanceKlines([[1751328000000, '107000', '107200', '106900', '107100', '12', 1751328299999]])
 */
export function parseBinanceKlines(body: unknown): CandleRecord[] {
  if (!Array.isArray(body)) throw new Error('binance klines: expected a JSON list');
  const candles = new Map<number, CandleRecord>();
  for (const row of body) {
    if (!Array.isArray(row) || !Number.isSafeInteger(row[0]) || (row[0] as number) < 0) continue;
    const close = amountText(row[4]);
    if (close === null) continue;
    candles.set(row[0] as number, { openTime: row[0] as number, open: amountText(row[1]), high: amountText(row[2]), low: amountText(row[3]), close });
  }
  if (body.length > 0 && candles.size === 0) throw new Error('binance klines: no usable row in the answer');
  return [...candles.values()].sort((a, b) => a.openTime - b.openTime);
}

/**
 * Fetches and reads the 24-hour tickers of a Binance-compatible API at `base`.
 *
 * @example await fetchBinanceTickers('https://api.binance.com', names, 600)
 */
export async function fetchBinanceTickers(base: string, names: ReadonlyMap<string, string>, limit: number, request?: SourceRequest): Promise<TickerRecord[]> {
  return fetchSourceParsed(`${base}/api/v3/ticker/24hr`, request, (body) => parseBinanceTickers(body, names, limit));
}

/** How many candles to ask for: a full first fetch (5 minutes: a day; hourly and daily: Binance's 1000), then the recent ones. */
const KLINE_LIMIT: Record<CandleInterval, { first: number; next: number }> = {
  '5m': { first: 288, next: 36 },
  '1h': { first: 1000, next: 48 },
  '1d': { first: 1000, next: 7 },
};

/**
 * Fetches and reads the candles of a pair (its source id, e.g. BTCUSDT) at one granularity.
 *
 * @example await fetchBinanceKlines('https://api.binance.com', 'BTCUSDT', '1h', true)
 */
export async function fetchBinanceKlines(base: string, pair: string, interval: CandleInterval, first: boolean, request?: SourceRequest): Promise<CandleRecord[]> {
  const limit = first ? KLINE_LIMIT[interval].first : KLINE_LIMIT[interval].next;
  const query = new URLSearchParams({ symbol: pair, interval, limit: String(limit) });
  return fetchSourceParsed(`${base}/api/v3/klines?${query}`, request, parseBinanceKlines);
}
