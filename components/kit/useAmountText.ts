'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useMemo } from 'react';
import { formatAmountText } from '@/lib/format/formatAmountText';
import { parseAmountText, type AmountTextResult } from '@/lib/format/parseAmountText';
import { toIntlLocale } from '@/lib/format/toIntlLocale';

/**
 * The amount typed into an `AmountInput`, read in the app's current locale: base units or what is
 * wrong. Screens check their own rules (minimum, balance, limits) on `units`.
 *
 * @example const amount = useAmountText(amountText, coin.decimals); if (amount.ok) send(amount.units);
 */
export function useAmountText(text: string, decimals: number): AmountTextResult {
  const locale = useLocale();
  return useMemo(() => parseAmountText(text, { locale, decimals }), [text, locale, decimals]);
}

/** Writes base units as the amount input shows them in the current locale (Max, payment codes). */
export function useAmountTextWriter(): (units: bigint, decimals: number) => string {
  const locale = useLocale();
  return useCallback((units, decimals) => formatAmountText(units, decimals, locale), [locale]);
}

/**
 * The translated message for what is wrong with a typed amount (null when it reads), with examples
 * in the locale's own format, so "use ',' for decimals" is shown to a French user, "." to others.
 */
export function useAmountTextError(coin: string, decimals: number): (result: AmountTextResult) => string | null {
  const t = useTranslations('amountInput.errors');
  const locale = useLocale();
  return useCallback(
    (result) => {
      if (result.ok) return null;
      const example = formatAmountText(1_234_500_000n, 6, locale);
      const grouped = new Intl.NumberFormat(toIntlLocale(locale), { maximumFractionDigits: 1 }).format(1234567.5);
      return t(result.error, { coin, decimals, example, grouped, separator: result.separator ?? '' });
    },
    [t, locale, coin, decimals],
  );
}
