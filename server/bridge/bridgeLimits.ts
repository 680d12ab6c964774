/** The bounds that keep the WalletConnect v1 relay's memory and sockets in check. */
export type BridgeLimits = {
  /** How long a message waits for a subscriber before it is dropped. */
  messageTtlMs: number;
  /** Queued messages kept per topic; a newer one pushes out the oldest. */
  maxQueuePerTopic: number;
  /** Topics with a queue, across all sockets; a new one pushes out the oldest topic's queue. */
  maxQueuedTopics: number;
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
 * Defaults sized for a wallet's own bridge: a dapp's session request may wait a day for the user
 * to open the wallet; a WalletConnect message is a few kB of ciphertext, so 64 KiB is generous.
 */
export const DEFAULT_BRIDGE_LIMITS: BridgeLimits = {
  messageTtlMs: 24 * 60 * 60 * 1000,
  maxQueuePerTopic: 100,
  maxQueuedTopics: 10_000,
  maxMessageBytes: 64 * 1024,
  maxTopicsPerSocket: 50,
  maxTopicLength: 128,
  maxSocketsPerIp: 50,
  heartbeatMs: 30_000,
  sweepMs: 60_000,
};

/** WebSocket close codes the bridge uses (RFC 6455 §7.4.1). */
export const CLOSE_CODES = {
  policyViolation: 1008,
  messageTooBig: 1009,
  tryAgainLater: 1013,
} as const;
