import { USDT, isUsdtMultiple } from '../../../features/flashSwap/contract/flashSwapRules';
import { swapErrors } from './swapErrors';

export type SwapLeg = { coin: string; units: bigint; decimals: number };

/**
 * Refuses a swap whose USDT side, paid or received, is not a whole multiple of 100 (SPEC §5), with
 * the translated `usdtMultiple` failure. Checked on every quote before it is stored and again when
 * one is executed, so no path (typing the other side, a quote stored by an older server) gets round it.
 *
 * @example refuseUsdtNotMultiple([{ coin: 'USDT', units: 107_638191n, decimals: 6 }, { coin: 'BTC', units: 100000n, decimals: 8 }]) // throws usdtMultiple
 * @throws {AppError} usdtMultiple (400).
 */
export function refuseUsdtNotMultiple(legs: readonly SwapLeg[]): void {
  for (const leg of legs) if (leg.coin === USDT && !isUsdtMultiple(leg.units, leg.decimals)) throw swapErrors.usdtMultiple();
}
