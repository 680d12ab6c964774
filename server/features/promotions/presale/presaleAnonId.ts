import { createHmac } from 'node:crypto';

/**
 * A subscriber's id in a round's published list: HMAC-SHA256 of the user's number keyed with the
 * round's secret salt, first 16 hex digits. Stable within the round (a user finds their own line),
 * unlinkable across rounds, and not reversible from the sequential user numbers, as the salt is
 * never published.
 *
 * @example presaleAnonId(round.anonSalt, 42n) // '9c1d…' (16 hex digits)
 */
export function presaleAnonId(anonSalt: string, userId: bigint): string {
  return createHmac('sha256', Buffer.from(anonSalt, 'hex')).update(String(userId)).digest('hex').slice(0, 16);
}
