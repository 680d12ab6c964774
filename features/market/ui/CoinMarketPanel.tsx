'use client';

import { useTranslations } from 'next-intl';
import { FitNumber } from '@/components/kit/FitNumber';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { PriceChange } from '@/components/kit/PriceChange';
import { useMarketCoin } from '@/features/market/api/market';
import { MARKET_ERROR_KEYS } from '@/features/market/contract/marketErrorKeys';
import { shortFiat } from '@/features/market/logic/shortFiat';
import { CoinIcon } from '@/components/kit/CoinIcon';
import { ApiError } from '@/lib/api/client';
import { formatPrice } from '@/lib/format/formatPrice';
import { useCurrency } from '@/lib/useCurrency';
import { PriceChart } from './PriceChart';
import { SourceNote } from './SourceNote';
import { useOnline } from '@/lib/useOnline';
import styles from './Market.module.css';
import chart from './Chart.module.css';

/**
 * The market part of /coinDetail (SPEC §2 token overview): the price in the user's currency, the
 * 24-hour change, high and low, volume, market cap and description where the source knows them,
 * and the price chart. `showHeader` adds the asset's icon and name (an asset that is not a cloud
 * coin has no balance card above to carry them).
 */
export function CoinMarketPanel({ symbol, showHeader }: { symbol: string; showHeader: boolean }) {
  const t = useTranslations('market');
  const currency = useCurrency();
  const online = useOnline();
  const coin = useMarketCoin(symbol);

  if (!coin.data && coin.error) {
    if (coin.error instanceof ApiError && coin.error.key === MARKET_ERROR_KEYS.unknownAsset) {
      return (
        <p className="notice notice-error" role="alert" data-testid="market-unknown">
          {t('errors.unknownAsset', { symbol })}
        </p>
      );
    }
    return <LoadFailed text={t('coinFailed')} onRetry={() => void coin.mutate()} testId="market-coin-error" />;
  }
  if (!coin.data) return <div className={`card coin-skeleton ${chart.placeholder}`} role="status" aria-busy="true" aria-label={t('loading')} />;

  const { ticker, description, source } = coin.data;
  const fiat = (usd: string | null) => (usd === null ? t('unknown') : formatPrice(usd, currency));
  const short = (usd: string | null) => (usd === null ? t('unknown') : shortFiat(usd, currency));
  return (
    <section aria-labelledby="market-part-title" data-testid="coin-market">
      <h2 id="market-part-title" className="section-title">
        {t('marketTitle')}
      </h2>
      <div className="card fit-room">
        {showHeader && (
          <p className={styles.nameLine}>
            <CoinIcon symbol={ticker.symbol} />
            <span className={styles.symbol}>{ticker.symbol}</span>
            {ticker.name !== ticker.symbol && <span className={styles.name}>{ticker.name}</span>}
          </p>
        )}
        <p className="card-kicker">{t('price', { currency: currency.code })}</p>
        <p className="total-amount" data-testid="coin-market-price">
          <FitNumber text={formatPrice(ticker.priceUsd, currency)} />
        </p>
        <p className="total-change">
          <span className="total-change-label">{t('change24h')} </span>
          {ticker.change24hPercent === null ? (
            t('unknown')
          ) : (
            <bdi dir="ltr">
              <PriceChange percent={ticker.change24hPercent} />
            </bdi>
          )}
        </p>
      </div>
      <SourceNote source={source} offline={!online || Boolean(coin.error)} />
      <PriceChart symbol={ticker.symbol} />
      <dl className={`summary ${styles.facts}`} data-testid="coin-market-facts">
        <dt>{t('high24h')}</dt>
        <dd>
          <bdi dir="ltr">{fiat(ticker.high24hUsd)}</bdi>
        </dd>
        <dt>{t('low24h')}</dt>
        <dd>
          <bdi dir="ltr">{fiat(ticker.low24hUsd)}</bdi>
        </dd>
        <dt>{t('volume24h')}</dt>
        <dd>
          <bdi dir="ltr">{short(ticker.volume24hUsd)}</bdi>
        </dd>
        {ticker.marketCapUsd !== null && (
          <>
            <dt>{t('marketCap')}</dt>
            <dd>
          <bdi dir="ltr">{short(ticker.marketCapUsd)}</bdi>
        </dd>
          </>
        )}
        {ticker.rank !== null && (
          <>
            <dt>{t('rank')}</dt>
            <dd>{ticker.rank}</dd>
          </>
        )}
      </dl>
      {description && (
        <>
          <h3 className="section-title">{t('about', { name: ticker.name })}</h3>
          <p className={styles.description} lang="en" data-testid="coin-description">
            {description}
          </p>
        </>
      )}
    </section>
  );
}
