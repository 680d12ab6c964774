'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import type { Address } from 'viem';
import { PullRegion, RefreshButton, usePullToRefresh } from '@/components/kit/PullToRefresh';
import { formatAmount } from '@/lib/format/formatAmount';
import { formatFiat } from '@/lib/format/formatFiat';
import { useCurrency } from '@/lib/useCurrency';
import type { SupportedNetwork } from '@/lib/wallet/networks/networks';
import { valueHoldings } from '@/lib/wallet/prices/valueHoldings';
import { CoinIcon } from '@/components/kit/CoinIcon';
import { PriceSourceNote } from './PriceSourceNote';
import { useBalances } from './useBalances';
import { useCoinPrices } from './useCoinPrices';
import { FitNumber } from '@/components/kit/FitNumber';

const PAGE = 20;

/**
 * The native coin and the tokens the wallet holds, with a skeleton while loading and a retry when
 * the node fails. Each balance and the total are valued in the user's default currency where the
 * server's coin list has a USD price for the symbol (lib/wallet/prices/valueHoldings.ts: symbol
 * match only, never for custom tokens or testnets); sample prices are labelled as such.
 */
export function BalanceList({ network, address }: { network: SupportedNetwork; address: Address }) {
  const t = useTranslations('hd.wallet');
  const { data, error, isLoading, mutate } = useBalances(network, address);
  const { data: coinList, error: pricesError, mutate: mutatePrices } = useCoinPrices();
  const pull = usePullToRefresh(() => Promise.all([mutate(), mutatePrices()]));
  const currency = useCurrency();
  const [shown, setShown] = useState(PAGE);
  const valuation = useMemo(() => {
    if (!data || !coinList) return null;
    const native = network.native_currency;
    const holdings = [
      { symbol: native.symbol, balance: data.native, decimals: native.decimals, custom: false },
      ...data.tokens.map(({ token, balance }) => ({ symbol: token.symbol, balance, decimals: token.decimals, custom: token.source === 'custom' })),
    ];
    return valueHoldings(holdings, coinList, { testnet: network.testnet });
  }, [data, coinList, network]);
  const fiat = (usd: string | null | undefined) =>
    usd == null ? null : (
      <span className="coin-fiat" data-testid="coin-fiat">
        {formatFiat(usd, currency)}
      </span>
    );
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
    <PullRegion pull={pull} testId="balances-pull">
      <div className="wallet-total fit-room" data-testid="wallet-total">
        <span className="wallet-total-label">{t('total', { currency: currency.code })}</span>
        <span className="wallet-total-value" data-testid="wallet-total-value">
          {valuation?.totalUsd != null ? <FitNumber text={formatFiat(valuation.totalUsd, currency)} /> : t('noTotal')}
        </span>
        {coinList && <PriceSourceNote prices={coinList.prices} />}
        {pricesError && !coinList && <span className="coin-sub">{t('pricesFailed')}</span>}
        <RefreshButton pull={pull} testId="balances-refresh" />
      </div>
      <ul className="coins" data-testid="balances">
        <li className="coin" data-testid="coin-native" data-symbol={native.symbol}>
          <CoinIcon symbol={native.symbol} />
          <span className="coin-name">
            <span className="coin-symbol">{native.symbol}</span>
            <span className="coin-sub">{native.name}</span>
          </span>
          <span className="coin-amount">
            <span data-testid="native-balance">{formatAmount({ value: data.native, decimals: native.decimals }, { trim: true })}</span>
            {fiat(valuation?.values[0])}
          </span>
        </li>
        {tokens.map(({ token, balance }, index) => (
          <li key={token.address} className="coin" data-testid="coin-token" data-symbol={token.symbol}>
            <CoinIcon symbol={token.symbol} />
            <span className="coin-name">
              <span className="coin-symbol">{token.symbol}</span>
              <span className="coin-sub">{token.name}</span>
            </span>
            <span className="coin-amount">
              <span data-testid="token-balance">{formatAmount({ value: balance, decimals: token.decimals }, { trim: true })}</span>
              {fiat(valuation?.values[index + 1])}
            </span>
          </li>
        ))}
      </ul>
      {data.tokens.length > shown && (
        <button type="button" className="button button-text more" onClick={() => setShown(shown + PAGE)}>
          {t('showMore', { count: data.tokens.length - shown })}
        </button>
      )}
      <p className="footnote">{t('tokensChecked', { count: data.checked })}</p>
      {coinList && <p className="footnote">{t('priceNote')}</p>}
    </PullRegion>
  );
}
