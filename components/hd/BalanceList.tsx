'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Address } from 'viem';
import { formatAmount } from '@/lib/format/formatAmount';
import type { SupportedNetwork } from '@/lib/wallet/networks/networks';
import { CoinIcon } from './CoinIcon';
import { useBalances } from './useBalances';

const PAGE = 20;

/**
 * The native coin and the tokens the wallet holds, with a skeleton while loading and a retry when
 * the node fails. No fiat value is shown: there is no price source for coins yet, and a made-up
 * value would be worse than none.
 */
export function BalanceList({ network, address }: { network: SupportedNetwork; address: Address }) {
  const t = useTranslations('hd.wallet');
  const { data, error, isLoading, mutate } = useBalances(network, address);
  const [shown, setShown] = useState(PAGE);
  if (!network.rpc_url) return null;
  if (error) {
    console.warn('balances not loaded', error);
    return (
      <div className="notice notice-error" role="alert" data-testid="balances-error">
        <p>{t('balancesFailed', { name: network.name })}</p>
        <button type="button" className="button button-secondary" onClick={() => void mutate()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (isLoading || !data) {
    return (
      <ul className="coins" aria-busy="true" aria-label={t('loadingBalances')}>
        {[0, 1, 2].map((i) => (
          <li key={i} className="coin coin-skeleton" />
        ))}
      </ul>
    );
  }
  const native = network.native_currency;
  const tokens = data.tokens.slice(0, shown);
  return (
    <>
      <ul className="coins" data-testid="balances">
        <li className="coin" data-testid="coin-native" data-symbol={native.symbol}>
          <CoinIcon symbol={native.symbol} />
          <span className="coin-name">
            <span className="coin-symbol">{native.symbol}</span>
            <span className="coin-sub">{native.name}</span>
          </span>
          <span className="coin-amount" data-testid="native-balance">
            {formatAmount({ value: data.native, decimals: native.decimals }, { trim: true })}
          </span>
        </li>
        {tokens.map(({ token, balance }) => (
          <li key={token.address} className="coin" data-testid="coin-token" data-symbol={token.symbol}>
            <CoinIcon symbol={token.symbol} />
            <span className="coin-name">
              <span className="coin-symbol">{token.symbol}</span>
              <span className="coin-sub">{token.name}</span>
            </span>
            <span className="coin-amount">{formatAmount({ value: balance, decimals: token.decimals }, { trim: true })}</span>
          </li>
        ))}
      </ul>
      {data.tokens.length > shown && (
        <button type="button" className="button button-text more" onClick={() => setShown(shown + PAGE)}>
          {t('showMore', { count: data.tokens.length - shown })}
        </button>
      )}
      <p className="footnote">{t('tokensChecked', { count: data.checked })}</p>
    </>
  );
}
