'use client';

import { StatusLabel } from '@/components/kit/StatusLabel';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import { formatUnits, type Address } from 'viem';
import { NavBar } from '@/components/kit/NavBar';
import { formatDate } from '@/lib/format/formatDate';
import { shortenAddress } from '@/lib/format/shortenAddress';
import { readSends, updateSend } from '@/features/hdWallet/state/hdSends';
import { hdWalletsAtom, selectedWalletAtom } from '@/features/hdWallet/state/hdWallet';
import { validateAddress } from '@/lib/wallet/address/validateAddress';
import type { HistoryEntry } from '@/lib/wallet/history/historyEntry';
import { localSendEntry } from '@/lib/wallet/history/localSends';
import { mergeHistory } from '@/lib/wallet/history/mergeHistory';
import { splitSpam } from '@/lib/wallet/history/spamFilter';
import type { SupportedNetwork } from '@/lib/wallet/networks/networks';
import { ltrText } from '@/components/kit/Ltr';
import { CoinIcon } from './CoinIcon';
import { useCustomTokens } from './useBalances';
import { useNetwork } from './useNetworks';
import { useTokenList } from './useTokenList';

/** The address of `/transactions/{address}`: one exported page serves every address, so it is read from the URL. */
function addressFromPath(): Address | null {
  const segment = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');
  const checked = validateAddress(segment);
  return checked.ok ? checked.address : null;
}

/**
 * `/transactions/{address}`: the address's transactions from the network's Etherscan-compatible
 * explorer (when this deployment configures one), merged with this device's own sends, with the
 * spec's statuses. Sends still pending are followed until their receipt.
 */
export function TransactionsScreen() {
  const t = useTranslations('hd.history');
  const [address] = useState(addressFromPath);
  const { ids, wallets } = useAtomValue(hdWalletsAtom);
  const selected = useAtomValue(selectedWalletAtom);
  // The network of the wallet with this address, else of the selected wallet.
  const owner = ids.map((id) => wallets[id]).find((wallet) => wallet && address && wallet.address === address) ?? selected;
  const network = useNetwork(owner?.chainId);
  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/index/hd-wallet" />
      {!address ? (
        <p className="notice notice-error" role="alert">
          {t('badAddress')}
        </p>
      ) : !network ? (
        <p className="notice">{t('noNetwork')}</p>
      ) : (
        <History address={address} network={network} />
      )}
    </main>
  );
}

function History({ address, network }: { address: Address; network: SupportedNetwork }) {
  const t = useTranslations('hd.history');
  const [local, setLocal] = useState(() => localEntries(address, network.chain_id));
  const explorer = network.explorer_api_url;
  const remote = useSWR(
    explorer ? ['hd-history', explorer, address] : null,
    async () => {
      const { fetchExplorerHistory } = await import('@/lib/wallet/history/explorerHistory');
      return fetchExplorerHistory(explorer as string, address, network.native_currency);
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );

  // Follow this device's sends that are still open until the chain has their receipt.
  useEffect(() => {
    const open = local.filter((entry) => entry.status === 'pending' || entry.status === 'waiting');
    if (open.length === 0 || !network.rpc_url) return;
    let live = true;
    (async () => {
      const [{ createRpcClient }, { getTransactionReceipt }] = await Promise.all([import('@/lib/wallet/rpc/createRpcClient'), import('viem/actions')]);
      const client = createRpcClient(network);
      for (const entry of open) {
        const receipt = await getTransactionReceipt(client, { hash: entry.hash }).catch(() => null);
        if (receipt) updateSend(entry.hash, receipt.status === 'success' ? 'success' : 'failed');
      }
      if (live) setLocal(localEntries(address, network.chain_id));
    })().catch((error) => console.warn('receipts not checked', error));
    return () => {
      live = false;
    };
  }, [address, local, network]);

  // Spam protection: unlisted tokens and zero-value look-alike transfers are hidden until asked for.
  const list = useTokenList(network.chain_id);
  const custom = useCustomTokens(network.chain_id);
  const [showSpam, setShowSpam] = useState(false);
  const known = useMemo(() => new Set([...(list.data ?? []), ...custom].map((token) => token.address.toLowerCase())), [list.data, custom]);
  const { shown, hidden } = splitSpam(mergeHistory(remote.data ?? [], local), address, known);
  const spam = new Set(hidden);
  const entries = showSpam ? mergeHistory(remote.data ?? [], local) : shown;
  return (
    <>
      {!explorer && (
        <p className="notice" data-testid="no-explorer">
          {t('noExplorer', { name: network.name })}
        </p>
      )}
      {remote.error && (
        <div className="notice notice-error" role="alert">
          <p>{t('explorerFailed')}</p>
          <button type="button" className="button button-secondary" onClick={() => void remote.mutate()}>
            {t('retry')}
          </button>
        </div>
      )}
      {remote.isLoading && <div className="spinner spinner-center" role="status" aria-label={t('loading')} />}
      {entries.length === 0 && !remote.isLoading ? (
        <p className="empty-body history-empty">{t('empty')}</p>
      ) : (
        <ul className="cells history" data-testid="history">
          {entries.map((entry) => (
            <HistoryRow key={`${entry.hash}:${entry.token ?? ''}`} entry={entry} spam={spam.has(entry)} />
          ))}
        </ul>
      )}
      {hidden.length > 0 && (
        <div>
          <p className="footnote">{t('spamNote')}</p>
          <button type="button" className="button button-text" aria-pressed={showSpam} onClick={() => setShowSpam(!showSpam)} data-testid="history-spam-toggle">
            {showSpam ? t('spamHide') : t('spamShow', { count: hidden.length })}
          </button>
        </div>
      )}
    </>
  );
}

function localEntries(address: Address, chainId: number): HistoryEntry[] {
  const key = address.toLowerCase();
  return readSends()
    .filter((send) => send.chainId === chainId && (send.from.toLowerCase() === key || send.to.toLowerCase() === key))
    .map(localSendEntry)
    .map((entry) => (entry.from.toLowerCase() === key ? entry : { ...entry, type: 8 as const }));
}

function HistoryRow({ entry, spam }: { entry: HistoryEntry; spam: boolean }) {
  const t = useTranslations('hd.history');
  const out = entry.type === 7;
  return (
    <li className="cell history-row" data-testid="history-row" data-status={entry.status} data-hash={entry.hash} data-spam={spam || undefined}>
      <CoinIcon symbol={entry.symbol} />
      <span className="cell-label">
        <span className="wallet-item-name">{out ? t('sent', { to: ltrText(shortenAddress(entry.to, { keep: 6 })) }) : t('received', { from: ltrText(shortenAddress(entry.from, { keep: 6 })) })}</span>
        <span className="coin-sub">
          {formatDate(entry.time)}
          {spam && ` · ${t('spamLabel')}`}
        </span>
      </span>
      <span className="history-side">
        <span className={`coin-amount ${out ? 'amount-out' : 'amount-in'}`}>
          {out ? '−' : '+'}
          {formatUnits(entry.amount, entry.decimals)} {entry.symbol}
        </span>
        <StatusLabel status={entry.status} text={t(`status.${entry.status}`)} />
      </span>
    </li>
  );
}
