import { type BridgeLimits, CLOSE_CODES, DEFAULT_BRIDGE_LIMITS } from './bridgeLimits';

/** One connected client, as the relay sees it: something to send text to, open or not. */
export type BridgePeer = {
  send(text: string): void;
  readonly isOpen: boolean;
};

/** A WalletConnect v1 bridge frame (the payload is the peers' ciphertext, opaque to us). */
export type BridgeMessage = {
  topic: string;
  type: 'pub' | 'sub' | 'ack';
  payload: string;
  silent?: boolean;
};

/** What the socket layer should do after a frame: nothing, or close with a code. */
export type RelayVerdict =
  | { kind: 'handled' }
  | { kind: 'ignored'; reason: string }
  | { kind: 'close'; code: number; reason: string };

type Queued = { text: string; expiresAt: number };

/**
 * The WalletConnect v1 bridge protocol, independent of any socket library:
 * - `sub` subscribes the peer to a topic and hands it what was queued for that topic;
 * - `pub` goes to every open subscriber of the topic except its sender, or waits in the
 *   topic's queue (at most `maxQueuePerTopic`, oldest dropped, for `messageTtlMs`);
 * - `ack` is ignored; the text frame `ping` is answered `pong`.
 *
 * Queues live in memory only: a restart drops them. That is acceptable for WalletConnect v1,
 * whose clients re-subscribe on reconnect and whose dapps re-send a request that got no answer.
 *
 * @example
 * const relay = new BridgeRelay({ maxQueuePerTopic: 10 });
 * const verdict = relay.receive(peer, '{"topic":"t","type":"sub","payload":""}');
 * if (verdict.kind === 'close') socket.close(verdict.code, verdict.reason);
 */
export class BridgeRelay {
  readonly limits: BridgeLimits;
  private readonly now: () => number;
  private readonly subscribers = new Map<string, Set<BridgePeer>>();
  private readonly topicsOf = new Map<BridgePeer, Set<string>>();
  /** Insertion-ordered, so the first entry is the longest-waiting topic. */
  private readonly queues = new Map<string, Queued[]>();

  constructor(limits: Partial<BridgeLimits> = {}, now: () => number = Date.now) {
    this.limits = { ...DEFAULT_BRIDGE_LIMITS, ...limits };
    this.now = now;
  }

  /** Handles one text frame from `peer`. */
  receive(peer: BridgePeer, text: string): RelayVerdict {
    if (Buffer.byteLength(text, 'utf8') > this.limits.maxMessageBytes) {
      return { kind: 'close', code: CLOSE_CODES.messageTooBig, reason: 'message too big' };
    }
    if (text === 'ping') {
      if (peer.isOpen) peer.send('pong');
      return { kind: 'handled' };
    }
    const message = parseBridgeMessage(text, this.limits.maxTopicLength);
    if (typeof message === 'string') return { kind: 'ignored', reason: message };
    switch (message.type) {
      case 'sub':
        return this.subscribe(peer, message.topic);
      case 'pub':
        this.publish(peer, message);
        return { kind: 'handled' };
      case 'ack':
        return { kind: 'handled' };
    }
  }

  /** Forgets a closed peer's subscriptions. */
  disconnect(peer: BridgePeer): void {
    for (const topic of this.topicsOf.get(peer) ?? []) {
      const peers = this.subscribers.get(topic);
      peers?.delete(peer);
      if (peers?.size === 0) this.subscribers.delete(topic);
    }
    this.topicsOf.delete(peer);
  }

  /** Drops expired queued messages; returns how many. */
  sweep(): number {
    const now = this.now();
    let dropped = 0;
    for (const [topic, queue] of this.queues) {
      const live = queue.filter((m) => m.expiresAt > now);
      dropped += queue.length - live.length;
      if (live.length === 0) this.queues.delete(topic);
      else if (live.length !== queue.length) this.queues.set(topic, live);
    }
    return dropped;
  }

  /** Counts, for logs and tests. */
  stats(): { peers: number; subscribedTopics: number; queuedTopics: number; queuedMessages: number } {
    let queuedMessages = 0;
    for (const queue of this.queues.values()) queuedMessages += queue.length;
    return { peers: this.topicsOf.size, subscribedTopics: this.subscribers.size, queuedTopics: this.queues.size, queuedMessages };
  }

  private subscribe(peer: BridgePeer, topic: string): RelayVerdict {
    const topics = this.topicsOf.get(peer) ?? new Set<string>();
    if (!topics.has(topic)) {
      if (topics.size >= this.limits.maxTopicsPerSocket) {
        return { kind: 'close', code: CLOSE_CODES.policyViolation, reason: 'too many topics' };
      }
      topics.add(topic);
      this.topicsOf.set(peer, topics);
      const peers = this.subscribers.get(topic) ?? new Set<BridgePeer>();
      peers.add(peer);
      this.subscribers.set(topic, peers);
    }
    const queue = this.queues.get(topic);
    if (queue) {
      this.queues.delete(topic);
      const now = this.now();
      for (const message of queue) if (message.expiresAt > now && peer.isOpen) peer.send(message.text);
    }
    return { kind: 'handled' };
  }

  private publish(sender: BridgePeer, message: BridgeMessage): void {
    const text = JSON.stringify({ topic: message.topic, type: 'pub', payload: message.payload, silent: message.silent ?? false });
    const recipients = [...(this.subscribers.get(message.topic) ?? [])].filter((peer) => peer !== sender && peer.isOpen);
    if (recipients.length > 0) {
      for (const peer of recipients) peer.send(text);
      return;
    }
    let queue = this.queues.get(message.topic);
    if (!queue) {
      if (this.queues.size >= this.limits.maxQueuedTopics) {
        const oldest = this.queues.keys().next().value;
        if (oldest !== undefined) this.queues.delete(oldest);
      }
      queue = [];
      this.queues.set(message.topic, queue);
    }
    queue.push({ text, expiresAt: this.now() + this.limits.messageTtlMs });
    if (queue.length > this.limits.maxQueuePerTopic) queue.splice(0, queue.length - this.limits.maxQueuePerTopic);
  }
}

/** A well-formed bridge frame, or why it is not one. */
export function parseBridgeMessage(text: string, maxTopicLength: number): BridgeMessage | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'not an object';
  const { topic, type, payload, silent } = value as Record<string, unknown>;
  if (typeof topic !== 'string' || topic.length === 0 || topic.length > maxTopicLength) return 'bad topic';
  if (type !== 'pub' && type !== 'sub' && type !== 'ack') return 'bad type';
  // Only a `pub` carries something; clients send `""` with `sub` and `ack`, some nothing at all.
  if (type === 'pub' ? typeof payload !== 'string' : payload !== undefined && typeof payload !== 'string') return 'bad payload';
  if (silent !== undefined && typeof silent !== 'boolean') return 'bad silent flag';
  return { topic, type, payload: typeof payload === 'string' ? payload : '', silent };
}
