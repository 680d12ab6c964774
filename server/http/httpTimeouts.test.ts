import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { testApp } from '../testing/testApp';
import { HTTP_TIMEOUTS } from './httpTimeouts';

/**
 * About a second each, checked often, so a test waits a second or two rather than half a minute.
 * The idle timeout is longer here so that the request timeout (which answers 408) is what fires.
 */
const FAST = { headersMs: 800, requestMs: 1000, idleMs: 3000, keepAliveMs: 500, checkIntervalMs: 200 };

let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  app = await testApp({ httpTimeouts: FAST });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('no address');
  port = address.port;
});
afterAll(() => app.close());

/** Opens a raw TCP connection, writes `text`, and reports what came back and when the server closed it (or that it did not within `waitMs`). */
function rawExchange(text: string, waitMs: number): Promise<{ closedAfterMs: number | null; received: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const started = Date.now();
    let received = '';
    socket.on('data', (chunk) => (received += String(chunk)));
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ closedAfterMs: null, received });
    }, waitMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ closedAfterMs: Date.now() - started, received });
    });
    socket.on('error', () => {});
    socket.write(text);
  });
}

describe('HTTP timeouts', () => {
  it('closes a connection whose request body stops half-way, within the request timeout', async () => {
    const partial = 'POST /api/user/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"phone":"+86';
    const { closedAfterMs, received } = await rawExchange(partial, 5000);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(FAST.requestMs + 2 * FAST.checkIntervalMs + 500);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    // The answer is the API envelope with the headers every answer carries.
    const [head, body] = received.split('\r\n\r\n');
    expect(JSON.parse(body)).toEqual({ code: 408, msg: 'The request took too long to arrive.', data: null, key: 'errors.request.bad' });
    expect(head.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(head.toLowerCase()).toContain("content-security-policy: default-src 'none'");
  });

  it('closes a connection whose headers never end, within the headers timeout', async () => {
    const { closedAfterMs } = await rawExchange('GET /api/public/initInfo HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: a', 5000);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(FAST.headersMs + 2 * FAST.checkIntervalMs + 500);
  });

  it('closes an idle keep-alive connection after the keep-alive timeout', async () => {
    const { closedAfterMs, received } = await rawExchange('GET /bridge/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', 5000);
    expect(received).toMatch(/^HTTP\/1\.1 204/);
    expect(closedAfterMs).not.toBeNull();
    // Node gives a kept-alive socket up to a second of grace beyond keepAliveTimeout.
    expect(closedAfterMs!).toBeLessThan(FAST.keepAliveMs + 1500);
  });

  it('closes a connection that never sends anything, within the headers timeout', async () => {
    const { closedAfterMs } = await rawExchange('', 5000);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeLessThan(FAST.headersMs + 2 * FAST.checkIntervalMs + 500);
  });

  it('leaves an upgraded /bridge WebSocket open past every timeout', async () => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/bridge`);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    let closed = false;
    socket.on('close', () => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, FAST.idleMs + 1000));
    expect(closed).toBe(false);
    const pong = new Promise((resolve) => socket.once('message', (data) => resolve(String(data))));
    socket.send('ping');
    expect(await pong).toBe('pong');
    socket.terminate();
  });

  it('uses the documented figures: 15 s for headers, 30 s for a whole request or an idle socket, 5 s keep-alive', () => {
    expect(HTTP_TIMEOUTS).toEqual({ headersMs: 15_000, requestMs: 30_000, idleMs: 30_000, keepAliveMs: 5_000, checkIntervalMs: 5_000 });
  });
});
