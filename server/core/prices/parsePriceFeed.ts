import { decimalString } from '../currencies/decimalString';

/** Quote assets taken as USD in an exchange ticker; USDT is counted at 1 USD. */
const USD_QUOTES = ['USDT', 'USD'] as const;
const SYMBOL = /^[A-Z0-9]{2,10}$/;

/**
 * Reads a price feed body into symbol → USD price (exact decimal strings). Two shapes:
 * - a map of symbol → USD price: `{"BTC": 107100.5, "ETH": "2485.1"}`;
 * - an exchange ticker list: `[{"symbol": "BTCUSDT", "price": "107100.50"}, …]` as Binance's public
 *   `GET /api/v3/ticker/price` answers, or `[{"symbol": "BTCUSDT", "lastPrice": …, "openPrice": …}]`
 *   as its `GET /api/v3/ticker/24hr` does (parseOpenPrices reads the open); pairs quoted in USDT or
 *   USD count, others are skipped, and USDT itself is 1 unless listed.
 * Entries that are not a known-looking symbol with a positive decimal price are dropped.
 *
 * @throws {Error} when the body is neither shape or holds no usable price.
 * @example parsePriceFeed({ BTC: 107100.5 }) // Map { 'BTC' => '107100.5' }
 */
export function parsePriceFeed(body: unknown): Map<string, string> {
  const prices = new Map<string, string>();
  if (Array.isArray(body)) {
    for (const item of body) {
      if (typeof item !== 'object' || item === null) continue;
      const { symbol, price, lastPrice } = item as { symbol?: unknown; price?: unknown; lastPrice?: unknown };
      const base = usdBase(symbol);
      const usd = decimalString(price ?? lastPrice);
      if (base && usd && !prices.has(base)) prices.set(base, usd);
    }
    if (prices.size > 0 && !prices.has('USDT')) prices.set('USDT', '1');
  } else if (typeof body === 'object' && body !== null) {
    for (const [symbol, price] of Object.entries(body)) {
      const usd = decimalString(price);
      if (SYMBOL.test(symbol) && usd) prices.set(symbol, usd);
    }
  } else {
    throw new Error('price feed: expected a JSON object of symbol → price or a ticker list');
  }
  if (prices.size === 0) throw new Error('price feed: no usable price in the answer');
  return prices;
}

/** The base asset of a pair quoted in USD or USDT (`BTCUSDT` → `BTC`), or null. */
function usdBase(symbol: unknown): string | null {
  if (typeof symbol !== 'string') return null;
  const quote = USD_QUOTES.find((q) => symbol.endsWith(q) && symbol.length > q.length);
  const base = quote ? symbol.slice(0, -quote.length) : null;
  return base && SYMBOL.test(base) ? base : null;
}

/**
 * The USD prices of 24 hours before, from a 24-hour ticker list (`openPrice`, as Binance's
 * `GET /api/v3/ticker/24hr` answers); empty for any other shape. USDT opens at 1 unless listed.
 *
 * @example parseOpenPrices([{ symbol: 'BTCUSDT', lastPrice: '107100', openPrice: '105800' }]) // Map { 'BTC' => '105800', 'USDT' => '1' }
 */
export function parseOpenPrices(body: unknown): Map<string, string> {
  const open = new Map<string, string>();
  if (!Array.isArray(body)) return open;
  for (const item of body) {
    if (typeof item !== 'object' || item === null) continue;
    const { symbol, openPrice } = item as { symbol?: unknown; openPrice?: unknown };
    const base = usdBase(symbol);
    const usd = decimalString(openPrice);
    if (base && usd && !open.has(base)) open.set(base, usd);
  }
  if (open.size > 0 && !open.has('USDT')) open.set('USDT', '1');
  return open;
}
