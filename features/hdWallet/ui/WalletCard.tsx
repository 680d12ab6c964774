'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { setWalletNetwork } from '@/lib/state/hdWallet/hdWallet';
import type { SupportedNetwork } from '@/lib/wallet/networks/networks';
import { groupNetworks } from '@/lib/wallet/networks/groupNetworks';
import { networkReplacement } from '@/lib/wallet/networks/networkReplacement';
import type { StoredWallet } from '@/lib/wallet/vault/walletRecord';
import { useCopy } from '@/components/kit/useCopy';
import { useNetworks } from '@/lib/state/hdWallet/useNetworks';
import { AddressChip } from '@/components/kit/AddressChip';

/**
 * The selected wallet: its name, shortened address with a copy button, and the network switch,
 * grouped (main, test, other, the user's own: lib/wallet/networks/groupNetworks.ts). Retired
 * testnets are not offered; a wallet left on one shows it (disabled) with its successor to switch
 * to, if there is one.
 */
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
        <select className="field-input" value={wallet.chainId} onChange={(event) => setWalletNetwork(wallet.id, Number(event.target.value), networks)} data-testid="network-select">
          {groupNetworks(networks, wallet.chainId).map((group) => (
            <optgroup key={group.key} label={t(`networkGroups.${group.key}`)} data-group={group.key}>
              {group.networks.map((option) => (
                <option key={option.chain_id} value={option.chain_id} disabled={option.retired}>
                  {option.retired ? t('networkRetired', { name: option.name }) : option.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <Link href="/hDnetworks" className="button button-text network-manage" data-testid="manage-networks">
        {t('manageNetworks')}
      </Link>
      {network?.retired ? (
        <RetiredNotice wallet={wallet} network={network} replacement={networkReplacement(network, networks)} />
      ) : (
        network &&
        !network.rpc_url && (
          <p className="notice notice-error" role="status" data-testid="no-rpc">
            {t('noRpc', { name: network.name })}
          </p>
        )
      )}
    </section>
  );
}

function RetiredNotice({ wallet, network, replacement }: { wallet: StoredWallet; network: SupportedNetwork; replacement: SupportedNetwork | undefined }) {
  const t = useTranslations('hd.wallet');
  return (
    <div className="notice notice-error" role="status" data-testid="no-rpc">
      <p>{t('retiredUnusable', { name: network.name })}</p>
      {replacement && (
        <button type="button" className="button button-secondary" onClick={() => setWalletNetwork(wallet.id, replacement.chain_id)} data-testid="switch-network">
          {t('switchTo', { name: replacement.name })}
        </button>
      )}
    </div>
  );
}
