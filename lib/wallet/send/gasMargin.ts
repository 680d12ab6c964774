/** Extra gas over the node's estimate, in percent: state can change between estimate and inclusion. */
export const GAS_MARGIN_PERCENT = 20;

/**
 * The gas limit to sign: the estimate plus the margin, rounded up. Unused gas is not charged.
 *
 * @example withGasMargin(21_000n) // 25_200n
 */
export function withGasMargin(estimate: bigint, percent: number = GAS_MARGIN_PERCENT): bigint {
  if (estimate < 0n) throw new RangeError('Negative gas estimate');
  const scaled = estimate * BigInt(100 + percent);
  return (scaled + 99n) / 100n;
}

/** The most ether that can be sent when `fee` (the worst-case network fee) is paid too; 0 when the fee exceeds the balance. */
export function maxNativeAmount(balance: bigint, fee: bigint): bigint {
  return balance > fee ? balance - fee : 0n;
}
