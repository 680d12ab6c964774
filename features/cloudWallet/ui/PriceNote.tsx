'use client';

import { useTranslations } from 'next-intl';
import type { PriceInfo } from '@/features/cloudWallet/contract/walletApi';

/**
 * Where the values come from, shown wherever a fiat value is: the built-in sample snapshot is said to
 * be a sample (never shown as live prices), and a feed that stopped answering is said to be stale.
 */
export function PriceNote({ prices }: { prices: PriceInfo }) {
  const t = useTranslations('coins');
  if (prices.source === 'sample') {
    return (
      <p className="price-note price-note-sample" data-testid="price-sample">
        {t('samplePrices')}
      </p>
    );
  }
  if (prices.stale || prices.asOf === null) {
    return (
      <p className="price-note" data-testid="price-stale">
        {t('stalePrices')}
      </p>
    );
  }
  return null;
}
