'use client';

import { useAtomValue } from 'jotai';
import type { Currency } from '@/lib/contract/initInfo';
import { initInfoAtom } from '@/lib/state/session';
import { DEFAULT_CURRENCY, currencyCodeAtom } from '@/lib/state/settings';

const USD: Currency = { code: DEFAULT_CURRENCY, symbol: '$', rate: '1' };

/**
 * The default currency in force (SPEC §3: USD at rate 1 by default) with its symbol and rate from
 * the initial info. A stored code the server no longer offers falls back to USD.
 */
export function pickCurrency(code: string, currencies: readonly Currency[] | undefined): Currency {
  return currencies?.find((c) => c.code === code) ?? currencies?.find((c) => c.code === DEFAULT_CURRENCY) ?? USD;
}

export function useCurrency(): Currency {
  const code = useAtomValue(currencyCodeAtom);
  const info = useAtomValue(initInfoAtom);
  return pickCurrency(code, info?.currencies);
}
