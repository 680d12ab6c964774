/** The bounds that keep the WalletConnect v1 relay's memory and sockets in check. */
export type BridgeLimits = {
  /** How long a message waits for a subscriber before it is dropped. */
  messageTtlMs: number;
  /** Queued messages kept per topic; a newer one pushes out the oldest of that topic. */
  maxQueuePerTopic: number;
  /** Topics with a queue, across all sockets; a pub that would start one more closes its socket with 1013. */
  maxQueuedTopics: number;
  /** Queued bytes per topic (see QUEUED_MESSAGE_OVERHEAD_BYTES); a pub beyond it is ignored. */
  maxQueuedBytesPerTopic: number;
  /**
   * Queued bytes one socket published and nobody has received yet; a pub beyond it closes the socket
   * with 1008. They stay charged after the socket leaves, until delivered or expired.
   */
  maxQueuedBytesPerSocket: number;
  /**
   * Queued bytes all sockets of one client address published and nobody has received yet; a pub
   * beyond it closes the socket with 1008. So one address (many sockets, or reconnecting) cannot
   * fill the global cap and refuse everyone else.
   */
  maxQueuedBytesPerAddress: number;
  /** Queued bytes across all topics; a pub beyond it closes its socket with 1013. */
  maxQueuedBytes: number;
  /** Largest frame accepted (UTF-8 bytes); a larger one closes the socket with 1009. */
  maxMessageBytes: number;
  /** Topics one socket may subscribe to; one more closes the socket with 1008. */
  maxTopicsPerSocket: number;
  /** Longest topic accepted (WalletConnect topics are 36-character UUIDs). */
  maxTopicLength: number;
  /** Open sockets per client IP; one more is closed at once with 1013. */
  maxSocketsPerIp: number;
  /** A WebSocket ping goes out this often; a socket that did not answer the last one is dropped. */
  heartbeatMs: number;
  /** How often expired queued messages are swept out. */
  sweepMs: number;
};

/**
 * Defaults sized for a wallet's own bridge. A WalletConnect message is a few kB of ciphertext, so
 * 64 KiB frames are generous, and a topic rarely has more than a session request or a couple of
 * calls waiting: 256 KiB per topic, 1 MiB per socket, 4 MiB per client address. Everything waiting is held to 64 MiB,
 * however many sockets publish, and nothing waits more than an hour: a session request is
 * answered while its QR code is on screen, and a dapp re-sends a call that got no answer.
 * A full cap refuses the new message; it never evicts what others left waiting.
 */
export const DEFAULT_BRIDGE_LIMITS: BridgeLimits = {
  messageTtlMs: 60 * 60 * 1000,
  maxQueuePerTopic: 100,
  maxQueuedTopics: 10_000,
  maxQueuedBytesPerTopic: 256 * 1024,
  maxQueuedBytesPerSocket: 1024 * 1024,
  maxQueuedBytesPerAddress: 4 * 1024 * 1024,
  maxQueuedBytes: 64 * 1024 * 1024,
  maxMessageBytes: 64 * 1024,
  maxTopicsPerSocket: 50,
  maxTopicLength: 128,
  maxSocketsPerIp: 50,
  heartbeatMs: 30_000,
  sweepMs: 60_000,
};

/**
 * What a queued message is charged beyond its UTF-8 bytes: its record, its slot in the topic's
 * queue and its string header, rounded up. Without it, a flood of empty frames would cost memory
 * the byte caps do not see.
 */
export const QUEUED_MESSAGE_OVERHEAD_BYTES = 128;

/** WebSocket close codes the bridge uses (RFC 6455 §7.4.1). */
export const CLOSE_CODES = {
  policyViolation: 1008,
  messageTooBig: 1009,
  tryAgainLater: 1013,
} as const;
