'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { shortenAddress } from '@/lib/format/shortenAddress';
import { copyText } from './copyText';

/**
 * An address (or a hash) as a monospace chip, shortened with an ellipsis keeping a third of its
 * length at each end (SPEC §9) unless `keep` says otherwise. Tapping it shows the whole address,
 * wrapped, with a copy button; tapping again hides it. The address is an isolated left-to-right run
 * (`dir="ltr"`), so it reads the same inside Arabic. `testId` and `data-address` sit on the short
 * text, which is what a test compares. `copyable={false}` leaves out the chip's own copy button
 * where the screen has one beside it (receive screens, the wallet card).
 *
 * @example <AddressChip address={wallet.address} testId="wallet-address" />
 */
export function AddressChip({ address, keep, testId, copyable = true }: { address: string; keep?: number; testId?: string; copyable?: boolean }) {
  const t = useTranslations('common');
  const [open, setOpen] = useState(false);
  const fullId = useId();
  const short = shortenAddress(address, keep === undefined ? {} : { keep });
  return (
    <span className={open ? 'address-chip-box address-chip-open' : 'address-chip-box'}>
      <button type="button" className="address-chip" aria-expanded={open} aria-controls={open ? fullId : undefined} onClick={() => setOpen(!open)} title={address}>
        <bdi dir="ltr" className="address-chip-text" data-testid={testId} data-address={address}>
          {short}
        </bdi>
        <span className="visually-hidden">{t(open ? 'hideFullAddress' : 'showFullAddress')}</span>
      </button>
      {open && (
        <span className="address-chip-full" id={fullId}>
          <code dir="ltr" className="address-chip-whole" data-testid={testId && `${testId}-full`}>
            {address}
          </code>
          {copyable && (
            <button type="button" className="button button-text address-chip-copy" onClick={() => void copyText(address)}>
              {t('copyAddress')}
            </button>
          )}
        </span>
      )}
    </span>
  );
}
