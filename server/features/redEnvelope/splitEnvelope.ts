import { randomBytes } from 'node:crypto';
import type { EnvelopeKind } from '../../../features/redEnvelope/contract/redEnvelopeRules';

/** A uniform random bigint in [0, bound), by rejection sampling over crypto random bytes. */
export type RandomBelow = (bound: bigint) => bigint;

/**
 * A uniform bigint in [0, bound) from crypto.randomBytes (rejection sampling: no modulo bias).
 *
 * @example cryptoRandomBelow(10n) // 0n … 9n
 */
export const cryptoRandomBelow: RandomBelow = (bound) => {
  if (bound <= 0n) throw new RangeError('bound must be positive');
  const bits = bound.toString(2).length;
  const bytes = Math.ceil(bits / 8);
  const excess = BigInt(bytes * 8 - bits);
  for (;;) {
    const value = BigInt(`0x${randomBytes(bytes).toString('hex')}`) >> excess;
    if (value < bound) return value;
  }
};

/**
 * The shares of an envelope, in base units, decided once when it is created.
 * - fixed: `quantity` shares of `amount` each (the total is amount × quantity);
 * - lucky: `amount` is the total, split by the double-mean method: with R left for n shares, the
 *   next share is uniform in [1, ⌊2R/n⌋) — never 0, below twice the mean of what is left, and
 *   leaving at least one unit for each later share (R ≥ n) — and the last takes the rest.
 *   Every position has the same expected share, about total / quantity.
 *
 * @throws {RangeError} when a share would be below one base unit (lucky total < quantity).
 * @example splitEnvelope('lucky', 10_000000n, 3) // e.g. [4_120331n, 2_906112n, 2_973557n]
 */
export function splitEnvelope(kind: EnvelopeKind, amount: bigint, quantity: number, randomBelow: RandomBelow = cryptoRandomBelow): bigint[] {
  if (!Number.isSafeInteger(quantity) || quantity < 1) throw new RangeError('quantity must be a whole number of at least 1');
  if (kind === 'fixed') {
    if (amount < 1n) throw new RangeError('each share must be at least one base unit');
    return Array.from({ length: quantity }, () => amount);
  }
  if (amount < BigInt(quantity)) throw new RangeError('the total must give at least one base unit per share');
  const shares: bigint[] = [];
  let rest = amount;
  for (let left = quantity; left > 1; left--) {
    // R ≥ n, so ⌊2R/n⌋ ≥ 2: the range [1, ⌊2R/n⌋ - 1] is never empty.
    const upper = (2n * rest) / BigInt(left);
    const share = 1n + randomBelow(upper - 1n);
    shares.push(share);
    rest -= share;
  }
  shares.push(rest);
  return shares;
}
