import { createHash } from 'node:crypto';

/**
 * A digest of what a money-moving request asked for, stored with its idempotency key: a retry
 * must ask for exactly the same thing (same digest) to get the first result back. bigint values
 * are written as decimal strings; object keys are sorted, so field order does not matter.
 *
 * @example requestFingerprint({ coin: 'USDT', to: '12345678', amount: 1500000n, memo: null })
 */
export function requestFingerprint(request: Record<string, string | bigint | number | null>): string {
  const canonical = Object.keys(request)
    .sort()
    .map((key) => [key, typeof request[key] === 'bigint' ? String(request[key]) : request[key]]);
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}
