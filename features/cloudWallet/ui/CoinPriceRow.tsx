'use client';

import type { CoinInfo } from '@/features/cloudWallet/contract/walletApi';
import { formatPrice } from '@/lib/format/formatPrice';
import { useCurrency } from '@/lib/useCurrency';
import { CoinRowLink } from './CoinRow';

/**
 * One coin in a price list (/coinList, /search): icon, symbol and name, and its price in the default
 * currency with the significant digits a sub-cent price needs (SHIB is not "$0.00"). Its own file,
 * so the home screen's first load, which lists balances only, does not carry the price formatter.
 */
export function CoinPriceRow({ coin, href }: { coin: CoinInfo; href: string }) {
  const currency = useCurrency();
  return (
    <CoinRowLink coin={coin} href={href}>
      {coin.usdPrice !== null && <span data-testid="coin-price">{formatPrice(coin.usdPrice, currency)}</span>}
    </CoinRowLink>
  );
}
