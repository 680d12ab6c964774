import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** How the replay server answers: the recorded body, or one of the failures a source shows. */
export type ReplayMode = 'ok' | 'timeout' | 429 | 451 | 500 | 'malformed';

/** A recorded answer by name (server/features/market/testing/recorded/<name>.json), as text. */
export function recorded(name: string): string {
  return fs.readFileSync(path.join(__dirname, 'recorded', `${name}.json`), 'utf8');
}

/**
 * A Binance- and CoinGecko-compatible source on 127.0.0.1 replaying the recorded answers
 * (recorded/*.json): `/api/v3/ticker/24hr`, `/api/v3/klines`, `/coins/markets`,
 * `/coins/{id}/market_chart`, `/coins/{id}`. A test sets `state.bodies` to change an answer and
 * `state.mode` (all paths) or `state.modeFor` (paths matching a pattern) to make it time out
 * (never answer), answer 429, 451 or 500, or send malformed JSON. It records each request's
 * URL and headers.
 *
 * @example const source = await startMarketReplayServer(); source.state.mode = 429
 */
export async function startMarketReplayServer() {
  const state = {
    mode: 'ok' as ReplayMode,
    modeFor: [] as { pattern: RegExp; mode: ReplayMode }[],
    bodies: {
      tickers: recorded('binance-ticker-24hr'),
      klines: recorded('binance-klines-BTCUSDT-1h'),
      markets: recorded('coingecko-coins-markets'),
      chart: recorded('coingecko-market-chart-bitcoin-1'),
      coin: recorded('coingecko-coin-bitcoin'),
    },
    requests: [] as { url: string; headers: http.IncomingHttpHeaders }[],
  };
  const held = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    state.requests.push({ url: req.url ?? '/', headers: req.headers });
    const mode = state.modeFor.find((m) => m.pattern.test(url.pathname))?.mode ?? state.mode;
    if (mode === 'timeout') {
      held.add(res);
      return;
    }
    if (typeof mode === 'number') {
      res.writeHead(mode, { 'content-type': 'application/json' }).end('{"code":-1003,"msg":"refused"}');
      return;
    }
    const body = bodyFor(url, state.bodies);
    if (body === null) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(mode === 'malformed' ? body.slice(0, Math.floor(body.length / 2)) : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function bodyFor(url: URL, bodies: Record<'tickers' | 'klines' | 'markets' | 'chart' | 'coin', string>): string | null {
  if (url.pathname === '/api/v3/ticker/24hr') return bodies.tickers;
  if (url.pathname === '/api/v3/klines') return bodies.klines;
  if (url.pathname === '/coins/markets') return url.searchParams.get('page') === '1' ? bodies.markets : '[]';
  if (/^\/coins\/[^/]+\/market_chart$/.test(url.pathname)) return bodies.chart;
  if (/^\/coins\/[^/]+$/.test(url.pathname)) return bodies.coin;
  return null;
}
