'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/kit/AppLink';
import { Cell } from '@/components/kit/Cell';
import { backupPendingAtom, selectedWalletAtom } from '@/lib/state/hdWallet/hdWallet';
import { BackupReminder } from './HdWalletScreen';
import { useCopy } from '@/components/kit/useCopy';
import { AddressChip } from '@/components/kit/AddressChip';
import { HdHomeEntries, HdHomeFrame, HdHomeIntro } from './HdHomeParts';

/**
 * The HD wallet's part of home (SPEC §2: view and back up mnemonic, create and import wallet): the
 * selected wallet with its shortened address and copy, the backup reminder, and the entries.
 */
export function HdHomeSection() {
  const t = useTranslations('hd.home');
  const wallet = useAtomValue(selectedWalletAtom);
  const pending = useAtomValue(backupPendingAtom);
  const copy = useCopy();
  if (!wallet) return <HdHomeIntro />;
  return (
    <HdHomeFrame>
      <div className="card">
        <AppLink className="card-link" href="/index/hd-wallet">
          <span className="card-title">{wallet.name}</span>
        </AppLink>
        <div className="address-row">
          <AddressChip address={wallet.address} testId="home-wallet-address" copyable={false} />
          <button type="button" className="button button-text" onClick={() => void copy(wallet.address)}>
            {t('copy')}
          </button>
        </div>
      </div>
      {pending.includes(wallet.id) && <BackupReminder />}
      <HdHomeEntries>
        <Cell label={t('open')} href="/index/hd-wallet" />
        <Cell label={t('viewMnemonic')} href="/enterHdWalletPassword?next=lookWords" />
      </HdHomeEntries>
    </HdHomeFrame>
  );
}
