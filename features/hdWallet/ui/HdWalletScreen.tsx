'use client';

import { IconArrowDownLeft, IconArrowUpRight, IconHistory } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/kit/AppLink';
import { Cell } from '@/components/kit/Cell';
import { NavBar } from '@/components/kit/NavBar';
import { backupPendingAtom, selectedWalletAtom } from '@/lib/state/hdWallet/hdWallet';
import { AutoLockSetting } from './AutoLockSetting';
import { BalanceList } from './BalanceList';
import { NoWallet } from './NoWallet';
import { useNetwork } from '@/lib/state/hdWallet/useNetworks';
import { WalletCard } from './WalletCard';
import { WalletList } from './WalletList';

/** `/index/hd-wallet`: the selected HD wallet, its balances, the wallet list and the wallet's settings. */
export function HdWalletScreen() {
  const t = useTranslations('hd.wallet');
  const wallet = useAtomValue(selectedWalletAtom);
  const pending = useAtomValue(backupPendingAtom);
  const network = useNetwork(wallet?.chainId);
  return (
    <main className="screen">
      <NavBar title={t('title')} back={false} />
      {!wallet ? (
        <NoWallet />
      ) : (
        <>
          <WalletCard wallet={wallet} network={network} />
          {pending.includes(wallet.id) && <BackupReminder />}
          <nav className="quick-actions" aria-label={t('actions')}>
            {network?.retired ? (
              // Nothing can be sent or received on a shut-down network: the card offers another.
              <>
                <button type="button" className="button" disabled data-testid="hd-send">
                  <IconArrowUpRight className="icon icon-flip-rtl" aria-hidden="true" />
                  {t('send')}
                </button>
                <button type="button" className="button button-secondary" disabled data-testid="hd-receive">
                  <IconArrowDownLeft className="icon icon-flip-rtl" aria-hidden="true" />
                  {t('receive')}
                </button>
              </>
            ) : (
              <>
                <AppLink className="button" href="/hd-send" testId="hd-send">
                  <IconArrowUpRight className="icon icon-flip-rtl" aria-hidden="true" />
                  {t('send')}
                </AppLink>
                <AppLink className="button button-secondary" href="/hd-receive" testId="hd-receive">
                  <IconArrowDownLeft className="icon icon-flip-rtl" aria-hidden="true" />
                  {t('receive')}
                </AppLink>
              </>
            )}
            <AppLink className="button button-secondary" href={`/transactions/${wallet.address}`} testId="hd-history">
              <IconHistory className="icon" aria-hidden="true" />
              {t('history')}
            </AppLink>
          </nav>
          <h2 className="section-title">{t('assets')}</h2>
          {network && <BalanceList network={network} address={wallet.address} />}
          <nav className="cells" aria-label={t('tokens')}>
            <Cell label={t('searchTokens')} href="/hDsearch" />
          </nav>
          <WalletList />
          <nav className="cells" aria-label={t('more')}>
            <Cell label={t('viewMnemonic')} href="/enterHdWalletPassword?next=lookWords" />
            <Cell label={t('addressBook')} href="/addressBook?wallet=hd" />
            <Cell label={t('create')} href="/createWalletPassword" />
            <Cell label={t('import')} href="/safety" />
          </nav>
          <AutoLockSetting />
        </>
      )}
    </main>
  );
}

export function BackupReminder() {
  const t = useTranslations('hd.wallet');
  return (
    <div className="notice notice-warning" role="status" data-testid="backup-reminder">
      <p>{t('backupReminder')}</p>
      <p>
        <AppLink href="/enterHdWalletPassword?next=backup">{t('backupNow')}</AppLink>
      </p>
    </div>
  );
}
