'use client';

import { useTranslations } from 'next-intl';
import type { WealthCategory } from '@/features/wealth/contract/wealthRules';
import { formatAmount } from '@/lib/format/formatAmount';
import { formatDate } from '@/lib/format/formatDate';

/**
 * How the wealth screens word a product or an order: its title ("USDT PoS mining"), its term
 * ("On demand", "30 days"), its rate ("5.5 %"), an amount with its coin (6 decimals in lists; every
 * decimal of the coin on a confirm screen and an order's detail), and a value or expiry date (UTC
 * midnights, so shown as UTC dates).
 */
export function useWealthWords() {
  const t = useTranslations('wealth');
  return {
    title: (p: { coin: string; category: WealthCategory }) => t('productTitle', { coin: p.coin, kind: t(`productKind.${p.category}`) }),
    term: (termDays: number | null) => (termDays === null ? t('onDemand') : t('termDays', { days: termDays })),
    rate: (annualRate: string) => t('rate', { rate: annualRate }),
    amount: (amount: string, coin: string) => t('amount', { amount: formatAmount(amount, { trim: true }), coin }),
    exactAmount: (amount: string, coin: string) => t('amount', { amount: formatAmount(amount, { exact: true }), coin }),
    day: (iso: string) => t('dateUtc', { date: formatDate(new Date(iso), 'y-m-d', { timeZone: 'UTC' }) }),
  };
}
