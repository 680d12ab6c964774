import { type CoinBalance, type CoinInfo, type PriceInfo } from '../../../features/cloudWallet/contract/walletApi';
import { formatBaseUnits } from '../../ledger/baseUnits';
import type { PriceSnapshot } from '../prices/priceSource';
import { decimalText, usdValue } from '../prices/usdValue';
import type { CoinRow } from './coinRow';

/** A coin as the API shows it, with its USD price from the snapshot (null when unknown). */
export function toCoinInfo(coin: CoinRow, prices: PriceSnapshot): CoinInfo {
  const format = (units: bigint) => formatBaseUnits(units, coin.decimals);
  return {
    symbol: coin.symbol,
    name: coin.name,
    decimals: coin.decimals,
    icon: coin.icon,
    addressFormat: coin.addressFormat,
    depositEnabled: coin.depositEnabled,
    withdrawEnabled: coin.withdrawEnabled,
    swapEnabled: coin.swapEnabled,
    internalTransferEnabled: coin.internalTransferEnabled,
    internalFee: format(coin.internalFee),
    internalMinimum: format(coin.internalMin),
    dailyLimit: format(coin.dailyLimit),
    usdPrice: prices.usd.get(coin.symbol) ?? null,
  };
}

/** A coin with a balance (base units) and its USD value. */
export function toCoinBalance(coin: CoinRow, balance: bigint, prices: PriceSnapshot): CoinBalance {
  const value = usdValue(balance, coin.decimals, prices.usd.get(coin.symbol));
  return { ...toCoinInfo(coin, prices), balance: formatBaseUnits(balance, coin.decimals), usdValue: value ? decimalText(value) : null };
}

/** Where the prices come from, for the client to label sample or stale prices. */
export function toPriceInfo(prices: PriceSnapshot): PriceInfo {
  return { source: prices.source, asOf: prices.asOf?.toISOString() ?? null, stale: prices.stale };
}
