/**
 * A fresh idempotency key for one money-moving request (features/cloudWallet/contract/walletRules.ts
 * IDEMPOTENCY_KEY_PATTERN): 128 random bits as 32 hex digits. `getRandomValues` works outside
 * secure contexts too, unlike `crypto.randomUUID`.
 *
 * @example newIdempotencyKey() // '9f1c…' (32 hex digits)
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
