/**
 * A Binance-compatible market source on 127.0.0.1 for the end-to-end tests of the market screens:
 * `GET /api/v3/ticker/24hr` answers 520 USDT pairs and `GET /api/v3/klines` candles for any of
 * them. TEST DATA, deterministic, not real prices (server/features/market/testing/generatedBinance.ts).
 * Started by playwright.config.ts; the second app server reads it through MARKET_SOURCES.
 *
 * Env: MARKET_SOURCE_PORT (default 3104).
 */
import http from 'node:http';
import { generatedBinanceKlines, generatedBinanceTickers } from '../server/features/market/testing/generatedBinance';

const port = Number(process.env.MARKET_SOURCE_PORT ?? 3104);
const tickers = generatedBinanceTickers(520);
const tickersJson = JSON.stringify(tickers);
const lastPrice = new Map(tickers.map((t) => [String(t.symbol), Number(t.lastPrice)]));

http
  .createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    const json = (status: number, body: string) => res.writeHead(status, { 'content-type': 'application/json' }).end(body);
    if (url.pathname === '/api/v3/ticker/24hr') return json(200, tickersJson);
    if (url.pathname === '/api/v3/klines') {
      const pair = url.searchParams.get('symbol') ?? '';
      const price = lastPrice.get(pair);
      const limit = Math.min(1000, Math.max(1, Number(url.searchParams.get('limit') ?? 500) || 500));
      const rows = price === undefined ? null : generatedBinanceKlines(pair, url.searchParams.get('interval') ?? '', limit, price, new Date());
      return rows === null ? json(400, '{"code":-1121,"msg":"Invalid symbol."}') : json(200, JSON.stringify(rows));
    }
    return json(404, '{"code":-1,"msg":"not found"}');
  })
  .listen(port, '127.0.0.1', () => console.log(`market source (test data) on http://127.0.0.1:${port}`));
