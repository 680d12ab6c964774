'use client';

import { IconArrowDownLeft, IconArrowUpRight, IconArrowsExchange } from '@tabler/icons-react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { ComponentType } from 'react';
import { LazyScreen } from '@/components/kit/LazyScreen';
import { CoinIcon } from '@/components/kit/CoinIcon';
import { coinIconSymbol } from '@/features/cloudWallet/logic/coinIconSymbol';
import { AppLink } from '@/components/kit/AppLink';
import { NavBar } from '@/components/kit/NavBar';
import { useCoinDetail, useCoinList } from '@/features/cloudWallet/api/wallet';
import { MARKET_SYMBOL_PATTERN } from '@/features/market/contract/marketRules';
import { coinValue } from '@/features/cloudWallet/logic/coinValue';
import type { CoinDetail } from '@/features/cloudWallet/contract/walletApi';
import { COIN_SYMBOL_PATTERN, isDbId } from '@/features/cloudWallet/contract/walletRules';
import { formatAmount } from '@/lib/format/formatAmount';
import { useCurrency } from '@/lib/useCurrency';
import { LinkedRecordDetail } from './LinkedRecordDetail';
import { RecordList } from './RecordList';
import styles from './Records.module.css';
import { FitNumber } from '@/components/kit/FitNumber';

/**
 * The other features' parts of this screen, which the page passes in (a feature does not import another's UI):
 * the market part (features/market: price, change, chart) and the on-chain panel (features/custody: Deposit and
 * Withdraw, which knows whether this server has them; the page loads it with its own chunk, after the coin's first paint).
 */
export type CoinDetailParts = {
  CoinMarketPanel: ComponentType<{ symbol: string; showHeader: boolean }>;
  OnChainPanel: ComponentType<{ coin: string }>;
};

/**
 * `/coinDetail?coin=USDT` (SPEC §2 coin detail). A cloud coin: its balance and value in the user's
 * currency, Send and Receive, then the market part (price, change, chart), what is left of today's
 * internal-transfer limit, the coin's facts and its transaction records. Any other listed asset
 * (not in the cloud coin list): the market part only. Swap shows for a coin whose swaps
 * are on, and opens /against paying with this coin. Deposit and Withdraw are the on-chain
 * panel's (features/custody/ui/OnChainPanel), which knows whether this server has them. `&record=`
 * opens that record's detail over the page (a link from the swap's result).
 */
export function CoinDetailScreen({ CoinMarketPanel, OnChainPanel }: CoinDetailParts) {
  const t = useTranslations('coinDetail');
  const params = useSearchParams();
  const raw = params.get('coin')?.trim().toUpperCase() ?? '';
  const recordId = params.get('record')?.trim() ?? '';
  const coin = MARKET_SYMBOL_PATTERN.test(raw) ? raw : null;
  const coins = useCoinList();
  const isCloudCoin = coin !== null && COIN_SYMBOL_PATTERN.test(coin) && Boolean(coins.data?.coins.some((c) => c.symbol === coin));
  const { data, error, isLoading, mutate } = useCoinDetail(isCloudCoin ? coin : null);
  const skeleton = <div className={`card coin-skeleton ${styles.heroSkeleton}`} aria-busy="true" aria-label={t('loading')} role="status" />;
  if (!coin) {
    return (
      <main className="screen">
        <NavBar title={t('title')} fallback="/index/home" />
        <p className="notice notice-error" role="alert">
          {t('missingCoin')}
        </p>
      </main>
    );
  }
  // Whether the asset is a cloud coin decides the layout: wait for the coin list (a failure leaves the market part alone).
  const listPending = !coins.data && !coins.error;
  return (
    <main className="screen">
      <NavBar title={coin} fallback="/index/home" />
      {listPending ? (
        skeleton
      ) : !isCloudCoin ? (
        <CoinMarketPanel symbol={coin} showHeader />
      ) : error && !data ? (
        <div className="notice notice-error" role="alert" data-testid="coin-error">
          <p>{t('loadFailed')}</p>
          <button type="button" className="button button-secondary" onClick={() => void mutate()}>
            {t('retry')}
          </button>
        </div>
      ) : isLoading || !data ? (
        skeleton
      ) : (
        <>
          <CoinSummary detail={data} />
          <LazyScreen>
            <OnChainPanel coin={data.coin.symbol} />
          </LazyScreen>
          <CoinMarketPanel symbol={coin} showHeader={false} />
          <CoinFacts detail={data} />
          <RecordList coin={data.coin.symbol} />
          {isDbId(recordId) && <LinkedRecordDetail id={recordId} coin={data.coin.symbol} />}
        </>
      )}
    </main>
  );
}

function CoinSummary({ detail }: { detail: CoinDetail }) {
  const t = useTranslations('coinDetail');
  const currency = useCurrency();
  const { coin } = detail;
  const value = coinValue(coin.usdValue, detail.prices, currency);
  const amount = (text: string) => `${formatAmount(text, { trim: true })} ${coin.symbol}`;
  return (
    <>
      <section className={`card fit-room ${styles.hero}`} aria-labelledby="coin-balance-label">
        <span className={styles.heroIcon}>
          <CoinIcon symbol={coinIconSymbol(coin)} />
        </span>
        <p className="card-kicker">{coin.name}</p>
        <p id="coin-balance-label" className="visually-hidden">
          {t('balance')}
        </p>
        <p className={styles.heroBalance} data-testid="coin-balance">
          <FitNumber text={amount(coin.balance)} />
        </p>
        {value ? (
          <p className={styles.heroValue} data-testid="coin-value">
            <span className="visually-hidden">{t('value', { currency: currency.code })} </span>
            {value.text}
          </p>
        ) : (
          <p className={styles.heroValue}>{t('noPrice')}</p>
        )}
        {value?.sample && (
          <span className={styles.label} data-testid="sample-prices">
            {t('samplePrices')}
          </span>
        )}
        {value?.stale && !value.sample && <span className={styles.label}>{t('stalePrices')}</span>}
      </section>

      <div className="quick-actions">
        <AppLink className="button" href={`/send?coin=${encodeURIComponent(coin.symbol)}`} testId="coin-send">
          <IconArrowUpRight className="icon icon-flip-rtl" aria-hidden="true" />
          {t('send')}
        </AppLink>
        <AppLink className="button button-secondary" href={`/receive?coin=${encodeURIComponent(coin.symbol)}`} testId="coin-receive">
          <IconArrowDownLeft className="icon icon-flip-rtl" aria-hidden="true" />
          {t('receive')}
        </AppLink>
        {coin.swapEnabled && (
          <AppLink
            className="button button-secondary"
            href={`/against?from=${encodeURIComponent(coin.symbol)}&to=${coin.symbol === 'USDT' ? 'BTC' : 'USDT'}`}
            testId="coin-swap"
          >
            <IconArrowsExchange className="icon" aria-hidden="true" />
            {t('swap')}
          </AppLink>
        )}
      </div>
    </>
  );
}

/** What a cloud coin allows: today's internal-transfer limits and the coin's settings. */
function CoinFacts({ detail }: { detail: CoinDetail }) {
  const t = useTranslations('coinDetail');
  const { coin } = detail;
  const amount = (text: string) => `${formatAmount(text, { trim: true })} ${coin.symbol}`;
  const onOff = (on: boolean) => (on ? t('enabled') : t('disabled'));
  return (
    <>
      <h2 className="section-title">{t('limitsTitle')}</h2>
      <dl className={`summary ${styles.summary}`} data-testid="coin-limits">
        <dt>{t('leftToday')}</dt>
        <dd data-testid="daily-remaining">{amount(detail.dailyRemaining)}</dd>
        <dt>{t('dailyLimit')}</dt>
        <dd>{amount(coin.dailyLimit)}</dd>
        <dt>{t('minimum')}</dt>
        <dd>{amount(coin.internalMinimum)}</dd>
        <dt>{t('fee')}</dt>
        <dd>{amount(coin.internalFee)}</dd>
      </dl>

      <h2 className="section-title">{t('overviewTitle')}</h2>
      <dl className={`summary ${styles.summary}`} data-testid="coin-overview">
        <dt>{t('name')}</dt>
        <dd>{coin.name}</dd>
        <dt>{t('symbol')}</dt>
        <dd>{coin.symbol}</dd>
        <dt>{t('decimals')}</dt>
        <dd>{coin.decimals}</dd>
        <dt>{t('swap')}</dt>
        <dd>{onOff(coin.swapEnabled)}</dd>
        <dt>{t('internalTransfer')}</dt>
        <dd>{onOff(coin.internalTransferEnabled)}</dd>
      </dl>
    </>
  );
}
