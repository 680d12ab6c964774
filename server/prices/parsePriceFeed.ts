import { decimalString } from '../currencies/decimalString';

/** Quote assets taken as USD in an exchange ticker; USDT is counted at 1 USD. */
const USD_QUOTES = ['USDT', 'USD'] as const;
const SYMBOL = /^[A-Z0-9]{2,10}$/;

/**
 * Reads a price feed body into symbol → USD price (exact decimal strings). Two shapes:
 * - a map of symbol → USD price: `{"BTC": 107100.5, "ETH": "2485.1"}`;
 * - an exchange ticker list: `[{"symbol": "BTCUSDT", "price": "107100.50"}, …]` as Binance's public
 *   `GET /api/v3/ticker/price` answers; pairs quoted in USDT or USD count, others are skipped, and
 *   USDT itself is 1 unless listed.
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
      const { symbol, price } = item as { symbol?: unknown; price?: unknown };
      if (typeof symbol !== 'string') continue;
      const quote = USD_QUOTES.find((q) => symbol.endsWith(q) && symbol.length > q.length);
      const base = quote ? symbol.slice(0, -quote.length) : null;
      const usd = decimalString(price);
      if (base && SYMBOL.test(base) && usd && !prices.has(base)) prices.set(base, usd);
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
