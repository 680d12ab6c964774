import { MARKET_SYMBOL_PATTERN, SPARKLINE_POINTS, type CandleInterval } from '../../../features/market/contract/marketRules';
import { parseDecimal } from '../../../lib/format/decimal';
import { decimalString } from '../../core/currencies/decimalString';
import { decimalText } from '../../core/prices/usdValue';
import { SourceError, fetchSourceParsed, type SourceRequest } from './fetchSourceJson';
import { amountText, percentText } from './marketDecimals';
import { type CandleRecord, INTERVAL_MS, type TickerRecord } from './marketTypes';

/** CoinGecko's largest page of /coins/markets. */
const PAGE_SIZE = 250;
/** The chart span per granularity: a day gives 5-minute points, up to 90 days hourly, beyond daily. */
const CHART_DAYS: Record<CandleInterval, string> = { '5m': '1', '1h': '90', '1d': 'max' };
/** A description is a paragraph on a screen, not a page. */
const DESCRIPTION_MAX = 4000;

/**
 * Reads one page of CoinGecko's `GET /coins/markets?vs_currency=usd&sparkline=true` into
 * tickers: JSON numbers become exact decimal strings (no exponent), the symbol upper-cased (the
 * first, largest coin wins a symbol several coins share), the day-before price is price minus
 * price_change_24h, the sparkline the last 24 hourly points of sparkline_in_7d.price, the rank
 * market_cap_rank. A malformed row is skipped.
 *
 * @throws {Error} when the body is not a list.
 * @example parseCoinGeckoMarkets([{ id: 'bitcoin', symbol: 'btc', name: 'Bitcoin', current_price: 107100, … }])
 */
export function parseCoinGeckoMarkets(body: unknown): TickerRecord[] {
  if (!Array.isArray(body)) throw new Error('coingecko coins/markets: expected a JSON list');
  const tickers: TickerRecord[] = [];
  const seen = new Set<string>();
  for (const item of body) {
    if (typeof item !== 'object' || item === null) continue;
    const row = item as Record<string, unknown>;
    const symbol = typeof row.symbol === 'string' ? row.symbol.trim().toUpperCase() : '';
    const priceUsd = decimalString(row.current_price);
    if (typeof row.id !== 'string' || !row.id || !MARKET_SYMBOL_PATTERN.test(symbol) || priceUsd === null || seen.has(symbol)) continue;
    seen.add(symbol);
    const name = typeof row.name === 'string' && row.name.trim() ? row.name.trim().slice(0, 100) : symbol;
    const rank = Number.isSafeInteger(row.market_cap_rank) && (row.market_cap_rank as number) >= 1 ? (row.market_cap_rank as number) : null;
    const sparkline = (row.sparkline_in_7d as { price?: unknown } | null | undefined)?.price;
    tickers.push({
      symbol,
      name,
      provider: 'coingecko',
      sourceId: row.id,
      priceUsd,
      open24hUsd: openPrice(priceUsd, row.price_change_24h),
      high24hUsd: amountText(row.high_24h),
      low24hUsd: amountText(row.low_24h),
      volume24hUsd: amountText(row.total_volume),
      change24hPercent: percentText(row.price_change_percentage_24h),
      marketCapUsd: amountText(row.market_cap),
      rank,
      sparkline: Array.isArray(sparkline) ? sparkline.filter((p): p is number => typeof p === 'number' && Number.isFinite(p)).slice(-SPARKLINE_POINTS) : [],
      description: null,
    });
  }
  return tickers;
}

/** price − change over 24 hours, exactly; null when unknown or not positive. */
function openPrice(priceUsd: string, change: unknown): string | null {
  if (typeof change !== 'number' || !Number.isFinite(change)) return null;
  const p = parseDecimal(priceUsd);
  const c = parseDecimal(String(change));
  const scale = Math.max(p.scale, c.scale);
  const units = p.units * 10n ** BigInt(scale - p.scale) - c.units * 10n ** BigInt(scale - c.scale);
  return units > 0n ? decimalText({ units, scale }) : null;
}

/**
 * Reads CoinGecko's `GET /coins/{id}/market_chart` (`prices: [[ms, price], …]`) into closing
 * prices at `interval`: each point goes to the candle holding its time (the last point of a
 * candle wins), so fetching again updates the same candles. A malformed point is skipped.
 *
 * @throws {Error} when `prices` is missing, or not empty yet without one usable point.
 * @example parseCoinGeckoChart({ prices: [[1751328123000, 107100.5]] }, '5m') // [{ openTime: 1751328000000, close: '107100.5', … }]
 */
export function parseCoinGeckoChart(body: unknown, interval: CandleInterval): CandleRecord[] {
  const prices = (body as { prices?: unknown } | null)?.prices;
  if (!Array.isArray(prices)) throw new Error('coingecko market_chart: expected {"prices": [[ms, price], …]}');
  const step = INTERVAL_MS[interval];
  const candles = new Map<number, CandleRecord>();
  for (const point of prices) {
    if (!Array.isArray(point) || typeof point[0] !== 'number' || !Number.isFinite(point[0]) || point[0] < 0) continue;
    const close = amountText(point[1]);
    if (close === null) continue;
    const openTime = Math.floor(point[0] / step) * step;
    candles.set(openTime, { openTime, open: null, high: null, low: null, close });
  }
  if (prices.length > 0 && candles.size === 0) throw new Error('coingecko market_chart: no usable point in the answer');
  return [...candles.values()].sort((a, b) => a.openTime - b.openTime);
}

/**
 * Reads `description.en` of CoinGecko's `GET /coins/{id}` as plain text: tags removed, common
 * entities decoded, whitespace collapsed, at most 4000 characters; null when empty.
 *
 * @example parseCoinGeckoDescription({ description: { en: '<p>Bitcoin &amp; more</p>' } }) // 'Bitcoin & more'
 */
export function parseCoinGeckoDescription(body: unknown): string | null {
  const html = (body as { description?: { en?: unknown } } | null)?.description?.en;
  if (typeof html !== 'string') return null;
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' })[e] ?? '')
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
  return text ? text.slice(0, DESCRIPTION_MAX) : null;
}

/**
 * Fetches the first `limit` assets by market cap, page by page (250 a page), with sparklines.
 *
 * @example await fetchCoinGeckoMarkets('https://api.coingecko.com/api/v3', { headers: { 'x-cg-demo-api-key': key } }, names, 600)
 */
export async function fetchCoinGeckoMarkets(base: string, request: SourceRequest, names: ReadonlyMap<string, string>, limit: number): Promise<TickerRecord[]> {
  const tickers: TickerRecord[] = [];
  for (let page = 1; tickers.length < limit; page++) {
    const query = new URLSearchParams({
      vs_currency: 'usd',
      order: 'market_cap_desc',
      per_page: String(PAGE_SIZE),
      page: String(page),
      sparkline: 'true',
      price_change_percentage: '24h',
    });
    const url = `${base}/coins/markets?${query}`;
    const { rows, size } = await fetchSourceParsed(url, request, (body) => ({ rows: parseCoinGeckoMarkets(body), size: (body as unknown[]).length }));
    const known = new Set(tickers.map((t) => t.symbol));
    tickers.push(...rows.filter((t) => !known.has(t.symbol)));
    if (size < PAGE_SIZE) break;
  }
  if (tickers.length === 0) throw new SourceError('coingecko coins/markets: no usable asset in the answer', `${base}/coins/markets`, 200);
  // A coin of the cloud coin list keeps the name the wallet shows for it.
  return tickers.slice(0, limit).map((t, i) => ({ ...t, name: names.get(t.symbol) ?? t.name, rank: t.rank ?? i + 1 }));
}

/**
 * Fetches an asset's chart at one granularity (days=1 for 5 minutes, 90 for hourly, max for daily).
 *
 * @example await fetchCoinGeckoChart(base, request, 'bitcoin', '1h')
 */
export async function fetchCoinGeckoChart(base: string, request: SourceRequest, id: string, interval: CandleInterval): Promise<CandleRecord[]> {
  const query = new URLSearchParams({ vs_currency: 'usd', days: CHART_DAYS[interval] });
  return fetchSourceParsed(`${base}/coins/${encodeURIComponent(id)}/market_chart?${query}`, request, (body) => parseCoinGeckoChart(body, interval));
}

/**
 * Fetches an asset's English description as plain text.
 *
 * @example await fetchCoinGeckoDescription(base, request, 'bitcoin')
 */
export async function fetchCoinGeckoDescription(base: string, request: SourceRequest, id: string): Promise<string | null> {
  const query = new URLSearchParams({ localization: 'false', tickers: 'false', market_data: 'false', community_data: 'false', developer_data: 'false' });
  return fetchSourceParsed(`${base}/coins/${encodeURIComponent(id)}?${query}`, request, parseCoinGeckoDescription);
}
