'use client';

import { useTranslations } from 'next-intl';
import type { CustodyNetwork } from '@/features/custody/contract/custodyApi';

/** The networks a coin moves on, as radio buttons (one network: shown, still chosen). */
export function NetworkChoice({ networks, value, onChange, name }: { networks: readonly CustodyNetwork[]; value: number; onChange: (chainId: number) => void; name: string }) {
  const t = useTranslations('custody');
  return (
    <fieldset className="choice" data-testid={`${name}-network`}>
      <legend className="field-label">{t('network')}</legend>
      {networks.map((network) => (
        <label key={network.chainId} className="check">
          <input type="radio" name={name} value={network.chainId} checked={value === network.chainId} onChange={() => onChange(network.chainId)} />
          <span>{network.name}</span>
        </label>
      ))}
    </fieldset>
  );
}
