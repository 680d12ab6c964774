'use client';

import { IconArrowDownLeft, IconArrowUpRight } from '@tabler/icons-react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { CoinIcon } from '@/features/hdWallet/ui/CoinIcon';
import { coinIconSymbol } from '@/features/cloudWallet/logic/coinIconSymbol';
import { AppLink } from '@/components/kit/AppLink';
import { NavBar } from '@/components/kit/NavBar';
import { useCoinDetail } from '@/features/cloudWallet/api/wallet';
import { coinValue } from '@/features/cloudWallet/logic/coinValue';
import type { CoinDetail } from '@/features/cloudWallet/contract/walletApi';
import { COIN_SYMBOL_PATTERN } from '@/features/cloudWallet/contract/walletRules';
import { formatAmount } from '@/lib/format/formatAmount';
import { useCurrency } from '@/lib/useCurrency';
import { RecordList } from './RecordList';
import styles from './Records.module.css';
import { FitNumber } from '@/components/kit/FitNumber';

/**
 * `/coinDetail?coin=USDT` (SPEC §2 coin detail): the coin's balance and its value in the user's
 * currency, Send and Receive, what is left of today's internal-transfer limit, the token overview
 * and the coin's transaction records. Flash swap is not offered yet, so there is no Swap button
 * (hidden rather than a button that leads nowhere).
 */
export function CoinDetailScreen() {
  const t = useTranslations('coinDetail');
  const raw = useSearchParams().get('coin')?.toUpperCase() ?? '';
  const coin = COIN_SYMBOL_PATTERN.test(raw) ? raw : null;
  const { data, error, isLoading, mutate } = useCoinDetail(coin);
  return (
    <main className="screen">
      <NavBar title={coin ?? t('title')} fallback="/index/home" />
      {!coin ? (
        <p className="notice notice-error" role="alert">
          {t('missingCoin')}
        </p>
      ) : error && !data ? (
        <div className="notice notice-error" role="alert" data-testid="coin-error">
          <p>{t('loadFailed')}</p>
          <button type="button" className="button button-secondary" onClick={() => void mutate()}>
            {t('retry')}
          </button>
        </div>
      ) : isLoading || !data ? (
        <div className={`card coin-skeleton ${styles.heroSkeleton}`} aria-busy="true" aria-label={t('loading')} role="status" />
      ) : (
        <>
          <CoinSummary detail={data} />
          <RecordList coin={data.coin.symbol} />
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
  const onOff = (on: boolean) => (on ? t('enabled') : t('disabled'));
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
      </div>

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
        <dt>{t('deposit')}</dt>
        <dd>{onOff(coin.depositEnabled)}</dd>
        <dt>{t('withdraw')}</dt>
        <dd>{onOff(coin.withdrawEnabled)}</dd>
        <dt>{t('swap')}</dt>
        <dd>{onOff(coin.swapEnabled)}</dd>
        <dt>{t('internalTransfer')}</dt>
        <dd>{onOff(coin.internalTransferEnabled)}</dd>
      </dl>
    </>
  );
}
