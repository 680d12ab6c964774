import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A price feed on 127.0.0.1 whose answer (status, body) each test sets; counts requests. */
export async function startTestFeedServer() {
  const state = { status: 200, body: '{}', requests: 0 };
  const server = http.createServer((_req, res) => {
    state.requests++;
    res.writeHead(state.status, { 'content-type': 'application/json' });
    res.end(state.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/prices.json`,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
