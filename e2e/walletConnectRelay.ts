import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

/**
 * A WalletConnect v2 relay double for tests, in-process, on 127.0.0.1 only. It speaks the relay
 * JSON-RPC that `@walletconnect/core` 2.21.8 sends (read in its relayer, publisher and subscriber):
 * `irn_publish`, `irn_batchPublish`, `irn_subscribe`, `irn_batchSubscribe`, `irn_unsubscribe`,
 * `irn_batchUnsubscribe`, `irn_fetchMessages`, `irn_batchFetchMessages`, and delivers with
 * `irn_subscription`. It also answers the two session methods the 2.21 client publishes instead
 * of `irn_publish`:
 * - `wc_proposeSession {pairingTopic, sessionProposal}` → the proposal on the pairing topic (tag 1100);
 * - `wc_approveSession {pairingTopic, sessionTopic, sessionProposalResponse, sessionSettlementRequest}`
 *   → the response on the pairing topic (1101) and the settlement on the session topic (1102).
 * The client never subscribes itself to the topics of those two, so the relay subscribes the
 * sender to them (without that the answer waits for a reconnect, about 35 s).
 *
 * Rules the client relies on: a message is never echoed to its sender; a message for a topic
 * nobody else listens to yet is held (until its TTL) and delivered when someone subscribes or
 * fetches; sockets are pinged every 10 s (Node clients drop a socket after 35 s of silence).
 * Not a production relay: no auth (the `auth` JWT and `projectId` in the URL are ignored), no
 * persistence, no rate limits.
 */

type Held = { message: string; publishedAt: number; tag: number; expiresAt: number; from: WebSocket };
type Rpc = { id?: number | string; jsonrpc?: string; method?: string; params?: Record<string, unknown>; result?: unknown; error?: unknown };

export type TestRelay = {
  /** ws://127.0.0.1:<port> — the `relayUrl` of both clients. */
  url: string;
  /** Messages routed so far, by method (for round-trip accounting in tests). */
  counts: Map<string, number>;
  close: () => Promise<void>;
};

const PING_MS = 10_000;
const DEFAULT_TTL_S = 300;

/**
 * Starts the relay on 127.0.0.1 (port 0: any free port).
 *
 * @example const relay = await startTestRelay(); SignClient.init({ relayUrl: relay.url, projectId: 'test', … }); await relay.close();
 */
export async function startTestRelay(options: { port?: number } = {}): Promise<TestRelay> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: options.port ?? 0 });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const subscribers = new Map<string, Set<WebSocket>>();
  const held = new Map<string, Held[]>();
  const counts = new Map<string, number>();
  let nextId = 1;

  const subscriptionId = (topic: string) => createHash('sha256').update(topic).digest('hex');
  const send = (socket: WebSocket, payload: object) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(payload));
  };
  const deliver = (socket: WebSocket, topic: string, item: Pick<Held, 'message' | 'publishedAt' | 'tag'>) =>
    send(socket, {
      id: Date.now() * 1000 + (nextId++ % 1000),
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id: subscriptionId(topic), data: { topic, message: item.message, publishedAt: item.publishedAt, tag: item.tag } },
    });

  const subscribe = (socket: WebSocket, topic: string) => {
    let set = subscribers.get(topic);
    if (!set) subscribers.set(topic, (set = new Set()));
    set.add(socket);
    // Held messages go to the first other party that listens (never back to their sender).
    const waiting = held.get(topic) ?? [];
    const now = Date.now();
    const keep: Held[] = [];
    for (const item of waiting) {
      if (item.expiresAt < now) continue;
      if (item.from === socket) keep.push(item);
      else deliver(socket, topic, item);
    }
    if (keep.length) held.set(topic, keep);
    else held.delete(topic);
    return subscriptionId(topic);
  };

  const publish = (from: WebSocket, topic: string, message: string, tag: number, ttlSeconds: number) => {
    const publishedAt = Date.now();
    const others = [...(subscribers.get(topic) ?? [])].filter((s) => s !== from && s.readyState === s.OPEN);
    if (others.length === 0) {
      const list = held.get(topic) ?? [];
      list.push({ message, publishedAt, tag, expiresAt: publishedAt + ttlSeconds * 1000, from });
      held.set(topic, list);
      return;
    }
    for (const socket of others) deliver(socket, topic, { message, publishedAt, tag });
  };

  const fetchFor = (socket: WebSocket, topics: string[]) => {
    const messages: { topic: string; message: string; publishedAt: number; tag: number }[] = [];
    for (const topic of topics) {
      const list = held.get(topic) ?? [];
      const keep = list.filter((item) => item.from === socket);
      for (const item of list) if (item.from !== socket && item.expiresAt >= Date.now()) messages.push({ topic, message: item.message, publishedAt: item.publishedAt, tag: item.tag });
      if (keep.length) held.set(topic, keep);
      else held.delete(topic);
    }
    return messages;
  };

  const handle = (socket: WebSocket, rpc: Rpc): unknown => {
    const p = rpc.params ?? {};
    const text = (key: string) => (typeof p[key] === 'string' ? (p[key] as string) : '');
    const ttl = typeof p.ttl === 'number' && p.ttl > 0 ? p.ttl : DEFAULT_TTL_S;
    const tag = typeof p.tag === 'number' ? p.tag : 0;
    const topics = Array.isArray(p.topics) ? (p.topics as unknown[]).filter((t): t is string => typeof t === 'string') : [];
    switch (rpc.method) {
      case 'irn_publish':
        publish(socket, text('topic'), text('message'), tag, ttl);
        return true;
      case 'irn_batchPublish': {
        const messages = Array.isArray(p.messages) ? (p.messages as Record<string, unknown>[]) : [];
        for (const m of messages) publish(socket, String(m.topic), String(m.message), Number(m.tag ?? 0), Number(m.ttl ?? DEFAULT_TTL_S));
        return true;
      }
      case 'irn_subscribe':
        return subscribe(socket, text('topic'));
      case 'irn_batchSubscribe':
        return topics.map((topic) => subscribe(socket, topic));
      case 'irn_unsubscribe':
        subscribers.get(text('topic'))?.delete(socket);
        return true;
      case 'irn_batchUnsubscribe': {
        const subs = Array.isArray(p.subscriptions) ? (p.subscriptions as { topic?: unknown }[]) : [];
        for (const s of subs) if (typeof s.topic === 'string') subscribers.get(s.topic)?.delete(socket);
        return true;
      }
      case 'irn_fetchMessages':
        return { messages: fetchFor(socket, [text('topic')]), hasMore: false };
      case 'irn_batchFetchMessages':
        return { messages: fetchFor(socket, topics), hasMore: false };
      case 'wc_proposeSession': {
        const pairingTopic = text('pairingTopic');
        subscribe(socket, pairingTopic);
        publish(socket, pairingTopic, text('sessionProposal'), 1100, ttl);
        return true;
      }
      case 'wc_approveSession': {
        const pairingTopic = text('pairingTopic');
        const sessionTopic = text('sessionTopic');
        subscribe(socket, pairingTopic);
        subscribe(socket, sessionTopic);
        publish(socket, pairingTopic, text('sessionProposalResponse'), 1101, ttl);
        publish(socket, sessionTopic, text('sessionSettlementRequest'), 1102, ttl);
        return true;
      }
      default:
        throw new Error(`method ${String(rpc.method)} not supported`);
    }
  };

  server.on('connection', (socket) => {
    const ping = setInterval(() => socket.ping(), PING_MS);
    socket.on('message', (data) => {
      let rpc: Rpc;
      try {
        rpc = JSON.parse(String(data)) as Rpc;
      } catch {
        return;
      }
      // Answers to our irn_subscription deliveries (acknowledgements): nothing to do.
      if (!rpc.method) return;
      counts.set(rpc.method, (counts.get(rpc.method) ?? 0) + 1);
      // The client's ids can exceed 2^53 (getBigIntRpcId): answer with the id exactly as written, not as parsed.
      const rawId = /"id"\s*:\s*("[^"]*"|-?\d+)/.exec(String(data))?.[1] ?? JSON.stringify(rpc.id ?? null);
      const answer = (body: object) => {
        if (socket.readyState === socket.OPEN) socket.send(`{"id":${rawId},"jsonrpc":"2.0",${JSON.stringify(body).slice(1)}`);
      };
      try {
        answer({ result: handle(socket, rpc) });
      } catch (error) {
        answer({ error: { code: -32601, message: (error as Error).message } });
      }
    });
    socket.on('close', () => {
      clearInterval(ping);
      for (const set of subscribers.values()) set.delete(socket);
    });
  });

  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}`,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
