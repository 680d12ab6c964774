'use client';

import { useEffect, useRef } from 'react';
import type { PhoneValue } from '@/components/kit/PhoneField';
import { defaultRegion } from '@/lib/phone/regionCallingCode';
import { useHydrated } from '@/lib/firstPaint/useHydrated';
import { useKeptState } from '@/lib/state/keptState';

const browserLanguages = () => navigator.languages ?? [navigator.language];

/**
 * The phone field's value, kept when the user goes on and comes back; the region starts from the
 * browser's. The login is a first screen (lib/routes.ts): its HTML has the first region, and an
 * untouched field takes the browser's once hydrated.
 */
export function usePhoneState(): [PhoneValue, (value: PhoneValue) => void] {
  const hydrated = useHydrated();
  const [value, setValue] = useKeptState<PhoneValue>('phone', { region: defaultRegion(hydrated ? browserLanguages() : []), national: '' });
  const untouched = value.national === '' && value.region === defaultRegion([]);
  // Once, when hydration ends: later the user's choice stands.
  const settled = useRef(false);
  useEffect(() => {
    if (!hydrated || settled.current) return;
    settled.current = true;
    const region = defaultRegion(browserLanguages());
    if (untouched && region !== value.region) setValue({ region, national: '' });
  }, [hydrated, untouched, value.region, setValue]);
  return [value, setValue];
}
