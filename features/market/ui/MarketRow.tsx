'use client';

import { useTranslations } from 'next-intl';
import { memo } from 'react';
import { AppLink } from '@/components/kit/AppLink';
import { PriceChange } from '@/components/kit/PriceChange';
import type { MarketTicker } from '@/features/market/contract/marketApi';
import { shortFiat } from '@/features/market/logic/shortFiat';
import { CoinIcon } from '@/components/kit/CoinIcon';
import { changeTrend } from '@/lib/format/changeTrend';
import type { FiatCurrency } from '@/lib/format/formatFiat';
import { formatPrice } from '@/lib/format/formatPrice';
import { Sparkline } from './Sparkline';
import styles from './Market.module.css';

/** A figure kept left to right inside a translated sentence (Arabic: "$2.06G", not "2.06G$"). */
function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}

/**
 * One asset of the market list: icon, symbol and name, 24-hour volume (short form), the sparkline,
 * the last price in the user's currency and the 24-hour change. A link to its /coinDetail. Memoised:
 * when the window moves or a refresh keeps an asset's figures, its row is not rendered again.
 */
export const MarketRow = memo(function MarketRow({ ticker, currency, index, count }: { ticker: MarketTicker; currency: FiatCurrency; index: number; count: number }) {
  const t = useTranslations('market');
  return (
    <li className={styles.row} data-row="" aria-setsize={count} aria-posinset={index + 1}>
      <AppLink className={styles.rowLink} href={`/coinDetail?coin=${encodeURIComponent(ticker.symbol)}`} testId="market-row">
        <CoinIcon symbol={ticker.symbol} />
        <span className={styles.names}>
          <span className={styles.nameLine}>
            <span className={styles.symbol} data-testid="market-symbol">
              {ticker.symbol}
            </span>
            {ticker.name !== ticker.symbol && <span className={styles.name}>{ticker.name}</span>}
          </span>
          <span className={styles.sub} data-testid="market-volume">
            {ticker.volume24hUsd === null ? t('volumeUnknown') : t('volume', { volume: ltr(shortFiat(ticker.volume24hUsd, currency)) })}
          </span>
        </span>
        <Sparkline points={ticker.sparkline} trend={ticker.change24hPercent === null ? undefined : changeTrend(ticker.change24hPercent)} />
        <span className={styles.figures}>
          <span className={styles.price} dir="ltr" data-testid="market-price">
            {formatPrice(ticker.priceUsd, currency)}
          </span>
          <span className={styles.change} dir="ltr" data-testid="market-change">
            {ticker.change24hPercent === null ? <span className={styles.unknown}>{t('changeUnknown')}</span> : <PriceChange percent={ticker.change24hPercent} label={t('change24h')} />}
          </span>
        </span>
      </AppLink>
    </li>
  );
});
