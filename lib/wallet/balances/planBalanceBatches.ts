import type { Address } from 'viem';

/** Token balances per multicall request by default: 100 `balanceOf` calls is ~22 kB of calldata and well under 1M gas. */
export const DEFAULT_BALANCE_BATCH_SIZE = 100;

/**
 * Splits token addresses into the batches `fetchBalances` sends, one multicall (one `eth_call`) each:
 * at most `batchSize` tokens per batch, in order, each token once (addresses compared in any case).
 *
 * @example planBalanceBatches(['0xA…', '0xB…', '0xC…'], 2) // [['0xA…', '0xB…'], ['0xC…']]
 * @throws {RangeError} when `batchSize` is not a positive integer.
 */
export function planBalanceBatches(tokens: readonly Address[], batchSize: number = DEFAULT_BALANCE_BATCH_SIZE): Address[][] {
  if (!Number.isInteger(batchSize) || batchSize < 1) throw new RangeError(`Invalid batch size: ${batchSize}`);
  const seen = new Set<string>();
  const unique = tokens.filter((token) => {
    const key = token.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const batches: Address[][] = [];
  for (let start = 0; start < unique.length; start += batchSize) batches.push(unique.slice(start, start + batchSize));
  return batches;
}
