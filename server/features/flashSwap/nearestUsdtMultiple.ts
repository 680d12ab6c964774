import { USDT_MULTIPLE } from '../../../features/flashSwap/contract/flashSwapRules';

/**
 * The whole multiple of 100 USDT nearest to `units` (base units of USDT with `decimals`), for a
 * quote where the user typed the other coin (SPEC §5: the USDT amount of a swap is always a
 * multiple of 100). A tie rounds up; never less than 100 USDT, so a small amount is quoted at the
 * smallest valid one rather than refused as nothing. When the nearest multiple is above `most`
 * (what the user's balance allows) because it rounded up, the multiple below the amount is taken
 * if it is at least 100 and within `most`, so Max on the other side still gives a quote the balance
 * can pay; an amount far beyond the balance keeps its nearest multiple (the balance check refuses it
 * rather than quoting something else entirely).
 *
 * @example nearestUsdtMultiple(107_638191n, 6) // 100_000000n
 * @example nearestUsdtMultiple(150_000000n, 6) // 200_000000n
 * @example nearestUsdtMultiple(11_763_000000n, 6, 11_790_000000n) // 11_700_000000n (11,800 is more than the balance allows)
 * @throws {RangeError} when `units` is negative or `decimals` is not a non-negative integer.
 */
export function nearestUsdtMultiple(units: bigint, decimals: number, most?: bigint): bigint {
  if (units < 0n) throw new RangeError(`a negative USDT amount: ${units}`);
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`invalid decimals: ${decimals}`);
  const step = USDT_MULTIPLE * 10n ** BigInt(decimals);
  const below = (units / step) * step;
  const above = below === units ? units : below + step;
  let result = units - below >= above - units ? above : below;
  if (result < step) result = step;
  if (most !== undefined && result > most && result > units && below >= step && below <= most) result = below;
  return result;
}
