'use client';

import { useTranslations } from 'next-intl';
import type { PriceInfo } from '@/features/cloudWallet/contract/walletApi';
import { formatDate } from '@/lib/format/formatDate';

/**
 * A small visible label beside fiat values saying where the prices come from when they are not live:
 * the server's built-in sample (never to be taken for real prices), or a feed that has gone stale.
 */
export function PriceSourceNote({ prices }: { prices: PriceInfo }) {
  const t = useTranslations('hd.prices');
  const date = asOfDate(prices.asOf);
  if (prices.source === 'sample') {
    return (
      <span className="price-label price-label-sample" data-testid="sample-prices">
        {date ? t('sample', { date }) : t('sampleUndated')}
      </span>
    );
  }
  if (prices.stale || !prices.asOf) {
    return (
      <span className="price-label" data-testid="stale-prices">
        {date ? t('stale', { date }) : t('unavailable')}
      </span>
    );
  }
  return null;
}

function asOfDate(asOf: string | null): string | null {
  if (!asOf) return null;
  try {
    return formatDate(new Date(asOf), 'y-m-d', { timeZone: 'UTC' });
  } catch {
    return null;
  }
}
