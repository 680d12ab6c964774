import '../../testing/esmOnlyDependencies';
import Fastify, { type FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { connectSources } from '../../http/contentSecurityPolicy';
import { testApp, testConfig } from '../../testing/testApp';
import type { BridgeLimits } from './bridgeLimits';
import type { BridgeRelay } from './bridgeRelay';
import { BRIDGE_HELLO, registerBridge } from './registerBridge';

async function listen(app: FastifyInstance): Promise<{ http: string; ws: string }> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('no address');
  return { http: `http://127.0.0.1:${address.port}`, ws: `ws://127.0.0.1:${address.port}` };
}

/** A WebSocket client that records what it receives and how it was closed. */
type Client = {
  socket: WebSocket;
  texts: string[];
  closed: Promise<{ code: number; reason: string }>;
  nextText: () => Promise<string>;
};
const clients: Client[] = [];

function connect(url: string, options: WebSocket.ClientOptions = {}): Promise<Client> {
  const socket = new WebSocket(url, options);
  const texts: string[] = [];
  const waiters: ((text: string) => void)[] = [];
  socket.on('message', (data) => {
    const text = String(data);
    const waiter = waiters.shift();
    if (waiter) waiter(text);
    else texts.push(text);
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  const client: Client = {
    socket,
    texts,
    closed,
    nextText: () => {
      const queued = texts.shift();
      return queued !== undefined ? Promise.resolve(queued) : new Promise((resolve) => waiters.push(resolve));
    },
  };
  clients.push(client);
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('error', reject);
  });
}

const frame = (topic: string, type: 'pub' | 'sub' | 'ack', payload = '') => JSON.stringify({ topic, type, payload, silent: true });

afterEach(() => {
  for (const client of clients.splice(0)) client.socket.terminate();
});

describe('the bridge inside the whole server (buildApp)', () => {
  let app: FastifyInstance;
  let base: { http: string; ws: string };
  beforeAll(async () => {
    app = await testApp();
    base = await listen(app);
  });
  afterAll(() => app.close());

  it('answers the classic HTTP endpoints', async () => {
    for (const path of ['/bridge', '/bridge/hello']) {
      const res = await fetch(`${base.http}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      expect(await res.text()).toBe(BRIDGE_HELLO);
    }
    const info = await fetch(`${base.http}/bridge/info`);
    expect(await info.json()).toEqual({ name: 'wallet-bridge', description: 'WalletConnect v1 bridge', version: '1.0' });
    expect((await fetch(`${base.http}/bridge/health`)).status).toBe(204);
  });

  it('refuses push webhooks with 501 rather than calling URLs strangers register', async () => {
    const res = await fetch(`${base.http}/bridge/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ topic: 't', webhook: 'http://169.254.169.254/' }),
    });
    expect(res.status).toBe(501);
    expect(await res.json()).toEqual({ success: false, message: 'Push webhooks are not supported by this bridge.' });
  });

  it('relays pub/sub between two sockets, with the query string the legacy client appends', async () => {
    const wallet = await connect(`${base.ws}/bridge?protocol=wc&version=1&env=node`);
    const dapp = await connect(`${base.ws}/bridge?protocol=wc&version=1&env=browser&host=dapp.example`);
    dapp.socket.send(frame('handshake', 'pub', 'session request'));
    wallet.socket.send(frame('handshake', 'sub'));
    expect(JSON.parse(await wallet.nextText())).toEqual({ topic: 'handshake', type: 'pub', payload: 'session request', silent: true });
    dapp.socket.send(frame('dapp-id', 'sub'));
    // Let the sub arrive before the answer is published (one socket each, so order is per socket).
    dapp.socket.send('ping');
    expect(await dapp.nextText()).toBe('pong');
    wallet.socket.send(frame('dapp-id', 'pub', 'session approved'));
    expect(JSON.parse(await dapp.nextText())).toMatchObject({ topic: 'dapp-id', payload: 'session approved' });
  });

  it('answers the text "ping" with "pong" and WebSocket pings with pongs', async () => {
    const client = await connect(`${base.ws}/bridge`);
    client.socket.send('ping');
    expect(await client.nextText()).toBe('pong');
    const pong = new Promise<string>((resolve) => client.socket.once('pong', (data) => resolve(String(data))));
    client.socket.ping('hi');
    expect(await pong).toBe('hi');
  });

  it('closes an upgrade to any other path instead of leaving it open', async () => {
    for (const path of ['/index/home', '/api/nothing', '/no/such/page']) {
      const outcome = await new Promise<string>((resolve) => {
        const socket = new WebSocket(`${base.ws}${path}`);
        socket.on('error', () => resolve('refused'));
        socket.on('close', () => resolve('closed'));
      });
      expect(['refused', 'closed']).toContain(outcome);
    }
  });

  it('is allowed by the page CSP: connect-src has the ws(s) form of the bridge URL', () => {
    const config = testConfig();
    expect(connectSources(config, `${base.http}/bridge`)).toContain(base.ws);
    expect(connectSources(config, 'https://wallet.example.com/bridge')).toEqual(expect.arrayContaining(['https://wallet.example.com', 'wss://wallet.example.com']));
  });
});

describe('the bridge limits', () => {
  let app: FastifyInstance;
  let base: { http: string; ws: string };
  let relay: BridgeRelay;
  const limits: Partial<BridgeLimits> = {
    maxMessageBytes: 1024,
    maxTopicsPerSocket: 2,
    maxSocketsPerIp: 3,
    heartbeatMs: 100,
    maxQueuedBytesPerSocket: 8192,
  };
  beforeAll(async () => {
    app = Fastify();
    relay = await registerBridge(app, limits);
    base = await listen(app);
  });
  afterAll(() => app.close());

  it('closes a socket that sends a frame over maxMessageBytes with 1009', async () => {
    const client = await connect(`${base.ws}/bridge`);
    client.socket.send(frame('t', 'pub', 'x'.repeat(2000)));
    expect((await client.closed).code).toBe(1009);
  });

  it('closes a socket that subscribes to too many topics with 1008', async () => {
    const client = await connect(`${base.ws}/bridge`);
    for (const topic of ['a', 'b', 'c']) client.socket.send(frame(topic, 'sub'));
    expect(await client.closed).toEqual({ code: 1008, reason: 'too many topics' });
  });

  it('closes sockets beyond maxSocketsPerIp with 1013, and lets a new one in after one leaves', async () => {
    const open = await Promise.all([1, 2, 3].map(() => connect(`${base.ws}/bridge`)));
    const extra = await connect(`${base.ws}/bridge`);
    expect(await extra.closed).toEqual({ code: 1013, reason: 'too many connections' });
    open[0].socket.close();
    await open[0].closed;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await connect(`${base.ws}/bridge`);
    again.socket.send('ping');
    expect(await again.nextText()).toBe('pong');
  });

  it('closes a socket that queues more than maxQueuedBytesPerSocket with 1008; what it left stays within that cap', async () => {
    const flooder = await connect(`${base.ws}/bridge`);
    // 64 frames of about 1000 bytes to topics nobody subscribes to: 64 kB offered, 8 KiB allowed.
    for (let i = 0; i < 64; i++) flooder.socket.send(frame(`flood-${i}`, 'pub', 'x'.repeat(950)));
    const outcome = await Promise.race([flooder.closed, new Promise((resolve) => setTimeout(() => resolve('still open'), 2000))]);
    expect(outcome).toEqual({ code: 1008, reason: 'too much queued' });
    const { queuedMessages } = relay.stats();
    expect(queuedMessages).toBeGreaterThan(0);
    expect(queuedMessages * 1000).toBeLessThanOrEqual(8192);
    expect(relay.stats().queuedBytes).toBeLessThanOrEqual(8192);
  });

  it('drops a socket that stops answering WebSocket pings', async () => {
    const silent = await connect(`${base.ws}/bridge`, { autoPong: false });
    const started = Date.now();
    expect((await silent.closed).code).toBe(1006); // terminated, no close frame
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('keeps a socket that answers pings', async () => {
    const lively = await connect(`${base.ws}/bridge`);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(lively.socket.readyState).toBe(WebSocket.OPEN);
  });
});
