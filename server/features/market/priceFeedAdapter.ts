import { parseOpenPrices, parsePriceFeed } from '../../core/prices/parsePriceFeed';
import { fetchSourceParsed, type SourceRequest } from './fetchSourceJson';
import { changePercent } from './marketDecimals';
import type { TickerRecord } from './marketTypes';

/**
 * Reads a PRICE_FEED_URL answer (core/prices/parsePriceFeed.ts: a map of symbol → USD price, or an
 * exchange ticker list) into prices-only tickers: price, the day-before price and change where the
 * feed gives an open, the coin list's name; no volume, cap, rank or candles.
 *
 * @throws {Error} when parsePriceFeed refuses the body.
 * @example parsePriceFeedTickers({ BTC: 107100 }, new Map([['BTC', 'Bitcoin']]))
 */
export function parsePriceFeedTickers(body: unknown, names: ReadonlyMap<string, string>): TickerRecord[] {
  const prices = parsePriceFeed(body);
  const opens = parseOpenPrices(body);
  return [...prices].map(([symbol, priceUsd]) => {
    const open = opens.get(symbol) ?? null;
    return {
      symbol,
      name: names.get(symbol) ?? symbol,
      provider: 'priceFeed',
      sourceId: symbol,
      priceUsd,
      open24hUsd: open,
      high24hUsd: null,
      low24hUsd: null,
      volume24hUsd: null,
      change24hPercent: changePercent(priceUsd, open),
      marketCapUsd: null,
      rank: null,
      sparkline: [],
      description: null,
    };
  });
}

/**
 * Fetches and reads the price feed at `url`.
 *
 * @example await fetchPriceFeedTickers('https://example.com/prices.json', names)
 */
export async function fetchPriceFeedTickers(url: string, names: ReadonlyMap<string, string>, request?: SourceRequest): Promise<TickerRecord[]> {
  return fetchSourceParsed(url, request, (body) => parsePriceFeedTickers(body, names));
}
