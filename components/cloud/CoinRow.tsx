'use client';

import { CoinIcon } from '@/components/hd/CoinIcon';
import { AppLink } from '@/components/kit/AppLink';
import type { CoinBalance, CoinInfo } from '@/lib/contract/walletApi';
import { formatAmount } from '@/lib/format/formatAmount';
import { formatFiat } from '@/lib/format/formatFiat';
import { useCurrency } from '@/lib/useCurrency';

/**
 * One coin in a list: icon, symbol and name, then either the user's balance with its value in the
 * default currency (a `CoinBalance`) or the coin's price (a `CoinInfo`). The whole row is a link.
 */
export function CoinRow({ coin, href }: { coin: CoinBalance | CoinInfo; href: string }) {
  const currency = useCurrency();
  const held = 'balance' in coin;
  const fiat = held ? coin.usdValue : coin.usdPrice;
  return (
    <li className="coin" data-testid="coin-row" data-symbol={coin.symbol}>
      <AppLink className="coin-link" href={href}>
        <CoinIcon symbol={coin.icon === 'UNKNOWN' ? coin.symbol : coin.icon} />
        <span className="coin-name">
          <span className="coin-symbol">{coin.symbol}</span>
          <span className="coin-sub">{coin.name}</span>
        </span>
        <span className="coin-amount">
          {held && <span data-testid="coin-balance">{formatAmount(coin.balance, { trim: true })}</span>}
          {fiat !== null && (
            <span className={held ? 'coin-sub' : undefined} data-testid={held ? 'coin-value' : 'coin-price'}>
              {formatFiat(fiat, currency)}
            </span>
          )}
        </span>
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
