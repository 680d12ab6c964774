'use client';

import { useAtomValue } from 'jotai';
import { HiddenAmount } from '@/components/kit/HiddenAmount';
import { hideBalanceAtom } from '@/lib/state/settings';
import { CoinIcon } from '@/components/kit/CoinIcon';
import { coinIconSymbol } from '@/features/cloudWallet/logic/coinIconSymbol';
import { AppLink } from '@/components/kit/AppLink';
import type { CoinBalance, CoinInfo } from '@/features/cloudWallet/contract/walletApi';
import { formatAmount } from '@/lib/format/formatAmount';
import { formatFiat } from '@/lib/format/formatFiat';
import { useCurrency } from '@/lib/useCurrency';

/**
 * One held coin in a list: icon, symbol and name, then the user's balance with its value in the
 * default currency. The whole row is a link. A coin's price is shown by `CoinPriceRow` instead.
 */
export function CoinRow({ coin, href }: { coin: CoinBalance; href: string }) {
  const currency = useCurrency();
  const hidden = useAtomValue(hideBalanceAtom);
  if (hidden) {
    return (
      <CoinRowLink coin={coin} href={href}>
        <HiddenAmount />
      </CoinRowLink>
    );
  }
  return (
    <CoinRowLink coin={coin} href={href}>
      <span data-testid="coin-balance">{formatAmount(coin.balance, { trim: true })}</span>
      {coin.usdValue !== null && (
        <span className="coin-sub" data-testid="coin-value">
          {formatFiat(coin.usdValue, currency)}
        </span>
      )}
    </CoinRowLink>
  );
}

/** The row itself: icon, symbol and name, and `children` on the right, all one link. */
export function CoinRowLink({ coin, href, children }: { coin: CoinInfo; href: string; children: React.ReactNode }) {
  return (
    <li className="coin" data-testid="coin-row" data-symbol={coin.symbol}>
      <AppLink className="coin-link" href={href}>
        <CoinIcon symbol={coinIconSymbol(coin)} />
        <span className="coin-name">
          <span className="coin-symbol">{coin.symbol}</span>
          <span className="coin-sub">{coin.name}</span>
        </span>
        <span className="coin-amount">{children}</span>
      </AppLink>
    </li>
  );
}

/** Placeholder rows while a coin list loads. */
export function CoinRowsLoading({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <ul className="coins" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className="coin coin-skeleton" />
      ))}
    </ul>
  );
}
