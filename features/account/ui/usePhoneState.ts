'use client';

import type { PhoneValue } from '@/components/kit/PhoneField';
import { defaultRegion } from '@/features/account/logic/callingCodes';
import { useKeptState } from '@/lib/state/keptState';

/** The phone field's value, kept when the user goes on and comes back; the region starts from the browser's. */
export function usePhoneState(): [PhoneValue, (value: PhoneValue) => void] {
  const languages = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return useKeptState<PhoneValue>('phone', { region: defaultRegion(languages), national: '' });
}
