import { type BridgeLimits, CLOSE_CODES, DEFAULT_BRIDGE_LIMITS, QUEUED_MESSAGE_OVERHEAD_BYTES } from './bridgeLimits';

/** One connected client, as the relay sees it: something to send text to, open or not. */
export type BridgePeer = {
  send(text: string): void;
  readonly isOpen: boolean;
  /** The client's address (IP), whose sockets share one queued-bytes allowance; none: no such cap. */
  readonly address?: string;
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

/** What one socket has waiting in queues; outlives the socket (not the socket itself) until those messages go. */
type QueueAccount = { bytes: number };
type Queued = { text: string; expiresAt: number; bytes: number; sender: QueueAccount; senderAddress: string | null };
type TopicQueue = { messages: Queued[]; bytes: number };

/**
 * The WalletConnect v1 bridge protocol, independent of any socket library:
 * - `sub` subscribes the peer to a topic and hands it what was queued for that topic;
 * - `pub` goes to every open subscriber of the topic except its sender, or waits in the
 *   topic's queue for `messageTtlMs` (at most `maxQueuePerTopic`, oldest dropped);
 * - queued bytes are capped per topic (the pub is ignored), per publishing socket and per client
 *   address (closed, 1008) and
 *   across all topics (closed, 1013, as is a pub that would start one topic more than
 *   `maxQueuedTopics`); a full cap refuses the newcomer and evicts no one else's messages. Bytes are given back on delivery, expiry and when the per-topic count drops one;
 *   a socket that leaves stays charged until then, so leaving does not free its allowance for others;
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
  private readonly queues = new Map<string, TopicQueue>();
  private readonly accounts = new Map<BridgePeer, QueueAccount>();
  /** Queued bytes per client address; an address is forgotten when it has nothing queued. */
  private readonly addressBytes = new Map<string, number>();
  private queuedBytes = 0;

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
        return this.publish(peer, message);
      case 'ack':
        return { kind: 'handled' };
    }
  }

  /** Forgets a closed peer's subscriptions; what it queued stays (and stays charged) until delivered or expired. */
  disconnect(peer: BridgePeer): void {
    for (const topic of this.topicsOf.get(peer) ?? []) {
      const peers = this.subscribers.get(topic);
      peers?.delete(peer);
      if (peers?.size === 0) this.subscribers.delete(topic);
    }
    this.topicsOf.delete(peer);
    this.accounts.delete(peer);
  }

  /** Drops expired queued messages; returns how many. */
  sweep(): number {
    const now = this.now();
    let dropped = 0;
    for (const [topic, queue] of this.queues) dropped += this.dropExpired(topic, queue, now);
    return dropped;
  }

  /** Counts, for logs and tests. */
  stats(): { peers: number; subscribedTopics: number; queuedTopics: number; queuedMessages: number; queuedBytes: number } {
    let queuedMessages = 0;
    for (const queue of this.queues.values()) queuedMessages += queue.messages.length;
    const { size: queuedTopics } = this.queues;
    return { peers: this.topicsOf.size, subscribedTopics: this.subscribers.size, queuedTopics, queuedMessages, queuedBytes: this.queuedBytes };
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
      for (const message of queue.messages) {
        this.release(message);
        if (message.expiresAt > now && peer.isOpen) peer.send(message.text);
      }
    }
    return { kind: 'handled' };
  }

  private publish(sender: BridgePeer, message: BridgeMessage): RelayVerdict {
    const { topic } = message;
    const text = JSON.stringify({ topic, type: 'pub', payload: message.payload, silent: message.silent ?? false });
    const recipients = [...(this.subscribers.get(topic) ?? [])].filter((peer) => peer !== sender && peer.isOpen);
    if (recipients.length > 0) {
      for (const peer of recipients) peer.send(text);
      return { kind: 'handled' };
    }

    const now = this.now();
    const bytes = Buffer.byteLength(text, 'utf8') + QUEUED_MESSAGE_OVERHEAD_BYTES;
    const account = this.accounts.get(sender) ?? { bytes: 0 };
    if (account.bytes + bytes > this.limits.maxQueuedBytesPerSocket) {
      return { kind: 'close', code: CLOSE_CODES.policyViolation, reason: 'too much queued' };
    }
    const address = sender.address ?? null;
    if (address !== null && (this.addressBytes.get(address) ?? 0) + bytes > this.limits.maxQueuedBytesPerAddress) {
      return { kind: 'close', code: CLOSE_CODES.policyViolation, reason: 'too much queued from this address' };
    }
    let queue = this.queues.get(topic);
    if (queue) this.dropExpired(topic, queue, now);
    queue = this.queues.get(topic);
    if ((queue?.bytes ?? 0) + bytes > this.limits.maxQueuedBytesPerTopic) return { kind: 'ignored', reason: 'topic queue full' };
    if (this.queuedBytes + bytes > this.limits.maxQueuedBytes || (!queue && this.queues.size >= this.limits.maxQueuedTopics)) {
      return { kind: 'close', code: CLOSE_CODES.tryAgainLater, reason: 'bridge queue full' };
    }

    if (!queue) {
      queue = { messages: [], bytes: 0 };
      this.queues.set(topic, queue);
    }
    this.accounts.set(sender, account);
    queue.messages.push({ text, expiresAt: now + this.limits.messageTtlMs, bytes, sender: account, senderAddress: address });
    queue.bytes += bytes;
    account.bytes += bytes;
    if (address !== null) this.addressBytes.set(address, (this.addressBytes.get(address) ?? 0) + bytes);
    this.queuedBytes += bytes;
    const excess = queue.messages.length - this.limits.maxQueuePerTopic;
    if (excess > 0) for (const dropped of queue.messages.splice(0, excess)) this.releaseFrom(queue, dropped);
    return { kind: 'handled' };
  }

  /** Drops a topic's expired messages (the oldest come first) and the topic once empty; returns how many. */
  private dropExpired(topic: string, queue: TopicQueue, now: number): number {
    let expired = 0;
    while (expired < queue.messages.length && queue.messages[expired].expiresAt <= now) expired++;
    for (const message of queue.messages.splice(0, expired)) this.releaseFrom(queue, message);
    if (queue.messages.length === 0) this.queues.delete(topic);
    return expired;
  }

  private releaseFrom(queue: TopicQueue, message: Queued): void {
    queue.bytes -= message.bytes;
    this.release(message);
  }

  /** Gives a message's bytes back to its sender's allowance and to the global cap. */
  private release(message: Queued): void {
    message.sender.bytes -= message.bytes;
    this.queuedBytes -= message.bytes;
    if (message.senderAddress !== null) {
      const left = (this.addressBytes.get(message.senderAddress) ?? 0) - message.bytes;
      if (left > 0) this.addressBytes.set(message.senderAddress, left);
      else this.addressBytes.delete(message.senderAddress);
    }
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
