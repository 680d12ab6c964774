import { DEFAULT_BRIDGE_LIMITS, QUEUED_MESSAGE_OVERHEAD_BYTES } from './bridgeLimits';
import { type BridgePeer, BridgeRelay, parseBridgeMessage } from './bridgeRelay';

type FakePeer = BridgePeer & { sent: string[]; isOpen: boolean };
const fakePeer = (address?: string): FakePeer => {
  const sent: string[] = [];
  return { sent, isOpen: true, address, send: (text) => void sent.push(text) };
};
const sub = (topic: string) => JSON.stringify({ topic, type: 'sub', payload: '', silent: true });
const pub = (topic: string, payload: string, silent = false) => JSON.stringify({ topic, type: 'pub', payload, silent });
const delivered = (peer: FakePeer) => peer.sent.map((text) => JSON.parse(text) as { topic: string; type: string; payload: string });

function clock(start = 1_000_000) {
  const state = { now: start };
  return { now: () => state.now, advance: (ms: number) => void (state.now += ms) };
}

describe('BridgeRelay', () => {
  it('forwards a pub to every open subscriber of its topic, as a pub frame', () => {
    const relay = new BridgeRelay();
    const [a, b, c, sender] = [fakePeer(), fakePeer(), fakePeer(), fakePeer()];
    relay.receive(a, sub('t1'));
    relay.receive(b, sub('t1'));
    relay.receive(c, sub('t2'));
    expect(relay.receive(sender, pub('t1', 'ciphertext', true))).toEqual({ kind: 'handled' });
    expect(delivered(a)).toEqual([{ topic: 't1', type: 'pub', payload: 'ciphertext', silent: true }]);
    expect(delivered(b)).toEqual(delivered(a));
    expect(c.sent).toEqual([]);
    expect(sender.sent).toEqual([]);
  });

  it('never echoes a pub back to its sender, and queues it when the sender is the only subscriber', () => {
    const relay = new BridgeRelay();
    const [self, later] = [fakePeer(), fakePeer()];
    relay.receive(self, sub('t'));
    relay.receive(self, pub('t', 'm1'));
    expect(self.sent).toEqual([]);
    expect(relay.stats().queuedMessages).toBe(1);
    relay.receive(later, sub('t'));
    expect(delivered(later).map((m) => m.payload)).toEqual(['m1']);
  });

  it('queues a pub with no subscriber and flushes the queue, in order, to the next subscriber only', () => {
    const relay = new BridgeRelay();
    const [sender, first, second] = [fakePeer(), fakePeer(), fakePeer()];
    relay.receive(sender, pub('t', 'm1'));
    relay.receive(sender, pub('t', 'm2'));
    expect(relay.stats()).toMatchObject({ queuedTopics: 1, queuedMessages: 2 });
    relay.receive(first, sub('t'));
    expect(delivered(first).map((m) => m.payload)).toEqual(['m1', 'm2']);
    relay.receive(second, sub('t'));
    expect(second.sent).toEqual([]);
    expect(relay.stats()).toMatchObject({ queuedTopics: 0, queuedMessages: 0 });
  });

  it('treats closed subscribers as absent: the message waits for an open one', () => {
    const relay = new BridgeRelay();
    const [gone, sender, fresh] = [fakePeer(), fakePeer(), fakePeer()];
    relay.receive(gone, sub('t'));
    gone.isOpen = false;
    relay.receive(sender, pub('t', 'm'));
    expect(gone.sent).toEqual([]);
    relay.receive(fresh, sub('t'));
    expect(delivered(fresh).map((m) => m.payload)).toEqual(['m']);
  });

  it('drops queued messages after the TTL, both on flush and on sweep', () => {
    const time = clock();
    const relay = new BridgeRelay({ messageTtlMs: 1000 }, time.now);
    const sender = fakePeer();
    relay.receive(sender, pub('old', 'm-old'));
    relay.receive(sender, pub('t', 'm1'));
    time.advance(600);
    relay.receive(sender, pub('t', 'm2'));
    time.advance(600);
    const subscriber = fakePeer();
    relay.receive(subscriber, sub('t'));
    expect(delivered(subscriber).map((m) => m.payload)).toEqual(['m2']);
    expect(relay.sweep()).toBe(1); // 'old'
    expect(relay.stats()).toMatchObject({ queuedTopics: 0, queuedMessages: 0 });
  });

  it('keeps at most maxQueuePerTopic messages per topic, dropping the oldest', () => {
    const relay = new BridgeRelay({ maxQueuePerTopic: 3 });
    const sender = fakePeer();
    for (let i = 1; i <= 5; i++) relay.receive(sender, pub('t', `m${i}`));
    const subscriber = fakePeer();
    relay.receive(subscriber, sub('t'));
    expect(delivered(subscriber).map((m) => m.payload)).toEqual(['m3', 'm4', 'm5']);
  });

  it('keeps at most maxQueuedTopics queues: a new topic is refused (1013), no waiting topic is evicted', () => {
    const relay = new BridgeRelay({ maxQueuedTopics: 2 });
    const sender = fakePeer();
    relay.receive(sender, pub('a', '1'));
    relay.receive(sender, pub('b', '2'));
    expect(relay.receive(sender, pub('c', '3'))).toEqual({ kind: 'close', code: 1013, reason: 'bridge queue full' });
    expect(relay.stats().queuedTopics).toBe(2);
    const [pa, pc] = [fakePeer(), fakePeer()];
    relay.receive(pa, sub('a'));
    relay.receive(pc, sub('c'));
    expect(delivered(pa).map((m) => m.payload)).toEqual(['1']);
    expect(pc.sent).toEqual([]);
  });

  it('answers a "ping" text frame with "pong"', () => {
    const relay = new BridgeRelay();
    const peer = fakePeer();
    expect(relay.receive(peer, 'ping')).toEqual({ kind: 'handled' });
    expect(peer.sent).toEqual(['pong']);
  });

  it('ignores ack frames and malformed frames without closing', () => {
    const relay = new BridgeRelay();
    const peer = fakePeer();
    expect(relay.receive(peer, JSON.stringify({ topic: 't', type: 'ack', payload: '', silent: true }))).toEqual({ kind: 'handled' });
    expect(relay.receive(peer, 'not json')).toEqual({ kind: 'ignored', reason: 'not JSON' });
    expect(relay.receive(peer, '[1]')).toEqual({ kind: 'ignored', reason: 'not an object' });
    expect(relay.receive(peer, JSON.stringify({ topic: 't', type: 'nope', payload: '' }))).toEqual({ kind: 'ignored', reason: 'bad type' });
    expect(peer.sent).toEqual([]);
    expect(relay.stats().queuedMessages).toBe(0);
  });

  it('closes the socket (1009) on a frame over maxMessageBytes, counted in UTF-8 bytes', () => {
    const relay = new BridgeRelay({ maxMessageBytes: 100 });
    const peer = fakePeer();
    const fits = pub('t', 'x'.repeat(100 - pub('t', '').length));
    expect(Buffer.byteLength(fits)).toBe(100);
    expect(relay.receive(peer, fits).kind).toBe('handled');
    // 'é' is one character but two bytes.
    const tooBig = pub('t', 'é'.repeat(30));
    expect(tooBig.length).toBeLessThan(100);
    expect(relay.receive(peer, tooBig)).toEqual({ kind: 'close', code: 1009, reason: 'message too big' });
  });

  it('closes the socket (1008) when it subscribes to more than maxTopicsPerSocket topics; re-subscribing is free', () => {
    const relay = new BridgeRelay({ maxTopicsPerSocket: 2 });
    const peer = fakePeer();
    expect(relay.receive(peer, sub('a')).kind).toBe('handled');
    expect(relay.receive(peer, sub('b')).kind).toBe('handled');
    expect(relay.receive(peer, sub('a')).kind).toBe('handled');
    expect(relay.receive(peer, sub('c'))).toEqual({ kind: 'close', code: 1008, reason: 'too many topics' });
  });

  it('forgets a disconnected peer: later pubs queue instead of going to it', () => {
    const relay = new BridgeRelay();
    const [peer, sender] = [fakePeer(), fakePeer()];
    relay.receive(peer, sub('t'));
    relay.receive(peer, sub('u'));
    expect(relay.stats()).toMatchObject({ peers: 1, subscribedTopics: 2 });
    relay.disconnect(peer);
    expect(relay.stats()).toMatchObject({ peers: 0, subscribedTopics: 0 });
    relay.receive(sender, pub('t', 'm'));
    expect(peer.sent).toEqual([]);
    expect(relay.stats().queuedMessages).toBe(1);
  });

  it('uses the documented defaults: 1 h TTL, 100 per topic, 64 KiB frames, 256 KiB / 1 MiB / 4 MiB / 64 MiB queued', () => {
    expect(new BridgeRelay().limits).toEqual(DEFAULT_BRIDGE_LIMITS);
    expect(DEFAULT_BRIDGE_LIMITS).toMatchObject({
      messageTtlMs: 3_600_000,
      maxQueuePerTopic: 100,
      maxMessageBytes: 65_536,
      maxQueuedBytesPerTopic: 262_144,
      maxQueuedBytesPerSocket: 1_048_576,
      maxQueuedBytesPerAddress: 4_194_304,
      maxQueuedBytes: 67_108_864,
    });
  });
});

describe('BridgeRelay queued bytes', () => {
  /** What a queued copy of pub(topic, payload) is charged (text + entry overhead), for one-letter topics. */
  const payload = (mark: string) => mark.repeat(1000);
  const size = Buffer.byteLength(pub('t', payload('a'))) + QUEUED_MESSAGE_OVERHEAD_BYTES;

  it('charges each queued message its UTF-8 bytes plus a fixed overhead, and nothing for a delivered one', () => {
    const relay = new BridgeRelay();
    const [sender, subscriber] = [fakePeer(), fakePeer()];
    relay.receive(subscriber, sub('live'));
    relay.receive(sender, pub('live', payload('a')));
    expect(relay.stats().queuedBytes).toBe(0);
    relay.receive(sender, pub('t', payload('é')));
    expect(relay.stats().queuedBytes).toBe(Buffer.byteLength(pub('t', payload('é'))) + QUEUED_MESSAGE_OVERHEAD_BYTES);
  });

  it('refuses a pub that would take a topic past maxQueuedBytesPerTopic, keeping what already waits there and elsewhere', () => {
    const relay = new BridgeRelay({ maxQueuedBytesPerTopic: 2 * size });
    const [sender, other] = [fakePeer(), fakePeer()];
    relay.receive(other, pub('u', payload('u')));
    expect(relay.receive(sender, pub('t', payload('1')))).toEqual({ kind: 'handled' });
    expect(relay.receive(sender, pub('t', payload('2')))).toEqual({ kind: 'handled' });
    expect(relay.receive(sender, pub('t', payload('3')))).toEqual({ kind: 'ignored', reason: 'topic queue full' });
    expect(relay.stats()).toMatchObject({ queuedTopics: 2, queuedMessages: 3, queuedBytes: 3 * size });
    const [pt, pu] = [fakePeer(), fakePeer()];
    relay.receive(pt, sub('t'));
    relay.receive(pu, sub('u'));
    expect(delivered(pt).map((m) => m.payload)).toEqual([payload('1'), payload('2')]);
    expect(delivered(pu).map((m) => m.payload)).toEqual([payload('u')]);
  });

  it('closes a socket (1008) that would have more than maxQueuedBytesPerSocket waiting; what it left stays bounded after it leaves', () => {
    const relay = new BridgeRelay({ maxQueuedBytesPerSocket: 3 * size });
    const flooder = fakePeer();
    const verdicts = Array.from({ length: 10 }, (_, i) => relay.receive(flooder, pub('abcdefghij'[i], payload('a'))));
    expect(verdicts.slice(0, 3)).toEqual(Array(3).fill({ kind: 'handled' }));
    expect(verdicts[3]).toEqual({ kind: 'close', code: 1008, reason: 'too much queued' });
    relay.disconnect(flooder);
    expect(relay.stats()).toMatchObject({ queuedMessages: 3, queuedBytes: 3 * size });
    // Another socket has its own allowance; the one that left still counts until delivered or expired.
    const next = fakePeer();
    expect(relay.receive(next, pub('n', payload('n')))).toEqual({ kind: 'handled' });
    expect(relay.stats().queuedBytes).toBe(4 * size);
  });

  it('closes (1008) a socket whose address, over all its sockets and reconnections, would have more than maxQueuedBytesPerAddress waiting', () => {
    const relay = new BridgeRelay({ maxQueuedBytesPerSocket: 2 * size, maxQueuedBytesPerAddress: 3 * size });
    const first = fakePeer('203.0.113.7');
    expect(relay.receive(first, pub('a', payload('a')))).toEqual({ kind: 'handled' });
    expect(relay.receive(first, pub('b', payload('b')))).toEqual({ kind: 'handled' });
    relay.disconnect(first);
    // The same address reconnects: a fresh socket allowance, but the address's is nearly used up.
    const again = fakePeer('203.0.113.7');
    expect(relay.receive(again, pub('c', payload('c')))).toEqual({ kind: 'handled' });
    expect(relay.receive(again, pub('d', payload('d')))).toEqual({ kind: 'close', code: 1008, reason: 'too much queued from this address' });
    // Another address is not affected, and delivery gives the address its allowance back.
    expect(relay.receive(fakePeer('198.51.100.1'), pub('e', payload('e')))).toEqual({ kind: 'handled' });
    relay.receive(fakePeer(), sub('a'));
    expect(relay.receive(fakePeer('203.0.113.7'), pub('d', payload('d')))).toEqual({ kind: 'handled' });
    expect(relay.stats().queuedBytes).toBe(4 * size);
  });

  it('refuses (1013) a pub beyond the global maxQueuedBytes and evicts nobody to make room', () => {
    const relay = new BridgeRelay({ maxQueuedBytes: 4 * size, maxQueuedBytesPerSocket: 2 * size });
    const [a, b, c] = [fakePeer(), fakePeer(), fakePeer()];
    for (const [peer, topics] of [[a, 'ab'], [b, 'cd']] as const) {
      for (const topic of topics) relay.receive(peer, pub(topic, payload(topic)));
    }
    expect(relay.receive(c, pub('e', payload('e')))).toEqual({ kind: 'close', code: 1013, reason: 'bridge queue full' });
    expect(relay.stats()).toMatchObject({ queuedTopics: 4, queuedBytes: 4 * size });
    for (const topic of 'abcd') {
      const subscriber = fakePeer();
      relay.receive(subscriber, sub(topic));
      expect(subscriber.sent).toHaveLength(1);
    }
    expect(relay.stats().queuedBytes).toBe(0);
    expect(relay.receive(c, pub('e', payload('e')))).toEqual({ kind: 'handled' });
  });

  it('gives the bytes back on delivery, on expiry (flush and sweep) and when maxQueuePerTopic drops the oldest', () => {
    const time = clock();
    const relay = new BridgeRelay({ messageTtlMs: 1000, maxQueuePerTopic: 2, maxQueuedBytesPerSocket: 3 * size }, time.now);
    const sender = fakePeer();
    for (const mark of ['1', '2', '3']) relay.receive(sender, pub('t', payload(mark)));
    expect(relay.stats()).toMatchObject({ queuedMessages: 2, queuedBytes: 2 * size });
    relay.receive(sender, pub('u', payload('u')));
    expect(relay.receive(sender, pub('v', payload('v'))).kind).toBe('close');
    relay.receive(fakePeer(), sub('u'));
    expect(relay.stats().queuedBytes).toBe(2 * size);
    expect(relay.receive(sender, pub('v', payload('v'))).kind).toBe('handled');
    time.advance(1000);
    expect(relay.sweep()).toBe(3);
    expect(relay.stats()).toMatchObject({ queuedMessages: 0, queuedBytes: 0 });
    relay.receive(sender, pub('w', payload('w')));
    time.advance(1000);
    const late = fakePeer();
    relay.receive(late, sub('w'));
    expect(late.sent).toEqual([]);
    expect(relay.stats().queuedBytes).toBe(0);
    for (const mark of ['x', 'y', 'z']) expect(relay.receive(sender, pub(mark, payload(mark))).kind).toBe('handled');
  });

  it('holds at most maxQueuedBytes whatever a flood of 500 sockets publishes, each closed at its own cap', () => {
    // The defaults scaled down 64 times (1 MiB global, 16 KiB per socket), with 1 KiB frames.
    const limits = { maxMessageBytes: 1024, maxQueuedBytesPerTopic: 4096, maxQueuedBytesPerSocket: 16_384, maxQueuedBytes: 1_048_576 };
    const relay = new BridgeRelay(limits);
    const frame = (topic: string) => pub(topic, 'f'.repeat(1024 - pub(topic, '').length));
    let closed = 0;
    for (let socket = 0; socket < 500; socket++) {
      const peer = fakePeer();
      for (let i = 0; i < 40; i++) {
        const verdict = relay.receive(peer, frame(`s${String(socket).padStart(3, '0')}-${String(i).padStart(2, '0')}`));
        if (verdict.kind === 'close') {
          closed++;
          break;
        }
      }
      relay.disconnect(peer);
    }
    expect(closed).toBe(500);
    expect(relay.stats().queuedBytes).toBeLessThanOrEqual(limits.maxQueuedBytes);
    expect(relay.stats().queuedBytes).toBeGreaterThan(limits.maxQueuedBytes - 1024 - QUEUED_MESSAGE_OVERHEAD_BYTES);
  });
});

describe('parseBridgeMessage', () => {
  it('accepts the frames legacy clients send, with or without payload on sub/ack', () => {
    expect(parseBridgeMessage(sub('t'), 128)).toEqual({ topic: 't', type: 'sub', payload: '', silent: true });
    expect(parseBridgeMessage('{"topic":"t","type":"sub"}', 128)).toEqual({ topic: 't', type: 'sub', payload: '', silent: undefined });
    expect(parseBridgeMessage(pub('t', 'p'), 128)).toEqual({ topic: 't', type: 'pub', payload: 'p', silent: false });
  });

  it('refuses a pub without a string payload, bad topics and a non-boolean silent flag', () => {
    expect(parseBridgeMessage('{"topic":"t","type":"pub"}', 128)).toBe('bad payload');
    expect(parseBridgeMessage('{"topic":"t","type":"pub","payload":{}}', 128)).toBe('bad payload');
    expect(parseBridgeMessage('{"topic":"","type":"sub"}', 128)).toBe('bad topic');
    expect(parseBridgeMessage('{"topic":1,"type":"sub"}', 128)).toBe('bad topic');
    expect(parseBridgeMessage(sub('x'.repeat(129)), 128)).toBe('bad topic');
    expect(parseBridgeMessage('{"topic":"t","type":"pub","payload":"p","silent":"yes"}', 128)).toBe('bad silent flag');
  });
});
