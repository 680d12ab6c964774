'use client';

import { useAtomValue } from 'jotai';
import { colorOptionAtom } from '@/lib/state/settings';

/**
 * A price change coloured by the user's option (SPEC §3): green up / red down, or the reverse.
 * `percent` is a decimal string such as "2.35" or "-1.20".
 */
export function PriceChange({ percent, label }: { percent: string; label?: string }) {
  const option = useAtomValue(colorOptionAtom);
  const falling = percent.trim().startsWith('-');
  const good = falling ? option === 'red-up' : option === 'green-up';
  const sign = falling ? '' : '+';
  return (
    <span className={`change ${good ? 'change-green' : 'change-red'}`} data-trend={falling ? 'down' : 'up'}>
      {label && <span className="visually-hidden">{label} </span>}
      {sign}
      {percent}%
    </span>
  );
}
