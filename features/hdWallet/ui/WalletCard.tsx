'use client';

import { useTranslations } from 'next-intl';
import { setWalletNetwork } from '@/features/hdWallet/state/hdWallet';
import type { SupportedNetwork } from '@/lib/wallet/networks/networks';
import type { StoredWallet } from '@/lib/wallet/vault/walletRecord';
import { useCopy } from './useCopy';
import { useNetworks } from './useNetworks';
import { AddressChip } from '@/components/kit/AddressChip';

/** The selected wallet: its name, shortened address with a copy button, and the network switch. */
export function WalletCard({ wallet, network }: { wallet: StoredWallet; network: SupportedNetwork | undefined }) {
  const t = useTranslations('hd.wallet');
  const copy = useCopy();
  const networks = useNetworks();
  return (
    <section className="card wallet-card" aria-labelledby="wallet-name">
      <p className="card-kicker">{t('selected')}</p>
      <h2 className="card-title" id="wallet-name" data-testid="wallet-name">
        {wallet.name}
      </h2>
      <div className="address-row">
        <AddressChip address={wallet.address} testId="wallet-address" copyable={false} />
        <button type="button" className="button button-text" onClick={() => void copy(wallet.address)} data-testid="copy-address">
          {t('copyAddress')}
        </button>
      </div>
      <label className="field network-field">
        <span className="field-label">{t('network')}</span>
        <select className="field-input" value={wallet.chainId} onChange={(event) => setWalletNetwork(wallet.id, Number(event.target.value))} data-testid="network-select">
          {networks.map((option) => (
            <option key={option.chain_id} value={option.chain_id}>
              {option.retired ? t('networkRetired', { name: option.name }) : option.name}
            </option>
          ))}
        </select>
      </label>
      {network && !network.rpc_url && (
        <p className="notice notice-error" role="status" data-testid="no-rpc">
          {network.retired ? t('retiredNoRpc', { name: network.name }) : t('noRpc', { name: network.name })}
        </p>
      )}
    </section>
  );
}
