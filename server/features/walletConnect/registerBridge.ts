import websocket from '@fastify/websocket';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { type BridgeLimits, CLOSE_CODES } from './bridgeLimits';
import { type BridgePeer, BridgeRelay } from './bridgeRelay';

/** Where the bridge lives: dapps use `http(s)://<host>/bridge`, their clients connect to `ws(s)://<host>/bridge`. */
export const BRIDGE_PATH = '/bridge';

/** What the classic bridges answer at `/hello`; some health checks look for it. */
export const BRIDGE_HELLO = 'Hello World, this is WalletConnect v1.0';

/**
 * The WalletConnect v1 bridge (public v1 bridges shut down in June 2023, so the app hosts its own):
 * a WebSocket relay at `/bridge` (see bridgeRelay.ts for the protocol), with
 * - `GET /bridge` (plain HTTP) and `GET /bridge/hello`: a hello text, `GET /bridge/info`: name and
 *   version, `GET /bridge/health`: 204, as the classic bridges answered;
 * - `POST /bridge/subscribe` (the classic bridges' push webhooks): 501, since calling URLs a
 *   stranger registers would let anyone make this server send requests anywhere, and
 *   `@walletconnect/legacy-client` never calls it (its push option talks to a separate push server);
 * - at most `maxSocketsPerIp` sockets per client IP (TRUST_PROXY decides which IP that is), frames
 *   of at most `maxMessageBytes`, a WebSocket ping every `heartbeatMs` (silent sockets are dropped);
 * - queued messages capped in bytes per topic, per socket and in all, kept `messageTtlMs` at most
 *   (bridgeLimits.ts): a socket over its share is closed with 1008, any socket while the whole
 *   queue is full with 1013.
 *
 * Queued messages are kept in memory only, so a restart drops them; WalletConnect clients
 * re-subscribe when they reconnect and dapps re-send requests that got no answer.
 *
 * `@fastify/websocket` is registered on the root instance: call this before other routes, so an
 * upgrade request to any other route is closed instead of left hanging.
 *
 * @example const relay = await registerBridge(app, { messageTtlMs: 60_000 })
 */
export async function registerBridge(app: FastifyInstance, limits: Partial<BridgeLimits> = {}): Promise<BridgeRelay> {
  const relay = new BridgeRelay(limits);
  const { maxMessageBytes, maxSocketsPerIp, heartbeatMs, sweepMs } = relay.limits;

  await app.register(websocket, {
    // ws itself refuses a larger frame with close code 1009 before buffering it.
    options: { maxPayload: maxMessageBytes },
    errorHandler(error, socket, request) {
      request.log.warn({ err: error }, 'bridge socket error');
      // After a protocol error ws is already closing the socket with the right code.
      if (socket.readyState === socket.OPEN) socket.terminate();
    },
  });

  const sockets = new Map<WebSocket, { alive: boolean }>();
  const socketsPerIp = new Map<string, number>();

  const onConnection = (socket: WebSocket, ip: string, log: FastifyBaseLogger) => {
    const count = socketsPerIp.get(ip) ?? 0;
    if (count >= maxSocketsPerIp) {
      log.warn({ ip }, 'bridge: too many sockets from one address');
      socket.close(CLOSE_CODES.tryAgainLater, 'too many connections');
      return;
    }
    socketsPerIp.set(ip, count + 1);
    const state = { alive: true };
    sockets.set(socket, state);
    const peer: BridgePeer = {
      address: ip,
      send: (text) => socket.send(text),
      get isOpen() {
        return socket.readyState === socket.OPEN;
      },
    };
    socket.on('pong', () => (state.alive = true));
    socket.on('message', (data) => {
      state.alive = true;
      const verdict = relay.receive(peer, rawDataToText(data));
      if (verdict.kind === 'close') {
        log.info({ ip, code: verdict.code, reason: verdict.reason }, 'bridge: closing socket');
        socket.close(verdict.code, verdict.reason);
      } else if (verdict.kind === 'ignored') {
        log.debug({ reason: verdict.reason }, 'bridge: ignored frame');
      }
    });
    socket.on('close', () => {
      relay.disconnect(peer);
      sockets.delete(socket);
      const left = (socketsPerIp.get(ip) ?? 1) - 1;
      if (left > 0) socketsPerIp.set(ip, left);
      else socketsPerIp.delete(ip);
    });
  };

  app.route({
    method: 'GET',
    url: BRIDGE_PATH,
    handler: async (_request, reply) => reply.type('text/plain; charset=utf-8').send(BRIDGE_HELLO),
    wsHandler: (socket, request) => onConnection(socket, request.ip, request.log),
  });
  app.get(`${BRIDGE_PATH}/hello`, async (_request, reply) => reply.type('text/plain; charset=utf-8').send(BRIDGE_HELLO));
  app.get(`${BRIDGE_PATH}/info`, async () => ({ name: 'wallet-bridge', description: 'WalletConnect v1 bridge', version: '1.0' }));
  app.get(`${BRIDGE_PATH}/health`, async (_request, reply) => reply.code(204).send());
  app.post(`${BRIDGE_PATH}/subscribe`, async (_request, reply) =>
    reply.code(501).send({ success: false, message: 'Push webhooks are not supported by this bridge.' }),
  );

  const heartbeat = setInterval(() => {
    for (const [socket, state] of sockets) {
      if (!state.alive) {
        socket.terminate();
        continue;
      }
      state.alive = false;
      socket.ping();
    }
  }, heartbeatMs);
  heartbeat.unref();
  const sweeper = setInterval(() => relay.sweep(), sweepMs);
  sweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    clearInterval(sweeper);
  });

  return relay;
}

function rawDataToText(data: RawData): string {
  if (Buffer.isBuffer(data)) return data.toString('utf8');
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.from(data).toString('utf8');
}
