import type { PriceInfo } from '@/features/cloudWallet/contract/walletApi';
import { type FiatCurrency, formatFiat } from '@/lib/format/formatFiat';

/**
 * A coin balance's value in the user's currency, and whether it rests on the built-in sample
 * prices (which the screen must label as such) or on prices the feed stopped refreshing. No value
 * (null) when the coin has no price: a made-up value would be worse than none.
 *
 * @example coinValue('10', { source: 'feed', asOf: '…', stale: false }, { code: 'CNY', symbol: '¥', rate: '7.1' }) // { text: '¥71.00', sample: false, stale: false }
 */
export function coinValue(usdValue: string | null, prices: PriceInfo, currency: FiatCurrency): { text: string; sample: boolean; stale: boolean } | null {
  if (usdValue === null) return null;
  return { text: formatFiat(usdValue, currency), sample: prices.source === 'sample', stale: prices.stale };
}
