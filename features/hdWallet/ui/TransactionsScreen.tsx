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
import { patchSend, readSends, updateSend } from '@/features/hdWallet/state/hdSends';
import { hdWalletsAtom, selectedWalletAtom } from '@/lib/state/hdWallet/hdWallet';
import { validateAddress } from '@/lib/wallet/address/validateAddress';
import type { HistoryEntry } from '@/lib/wallet/history/historyEntry';
import { localSendEntry, type LocalSend } from '@/lib/wallet/history/localSends';
import { canReplace, sendState, type SendState } from '@/lib/wallet/history/replacementState';
import type { ReplacementKind } from '@/lib/wallet/replace/planReplacement';
import type { StoredWallet } from '@/lib/wallet/vault/walletRecord';
import { mergeHistory } from '@/lib/wallet/history/mergeHistory';
import { splitSpam } from '@/lib/wallet/history/spamFilter';
import type { SupportedNetwork } from '@/lib/wallet/networks/networks';
import { ltrText } from '@/components/kit/Ltr';
import { CoinIcon } from '@/components/kit/CoinIcon';
import { ReplaceConfirm } from './ReplaceConfirm';
import styles from './TransactionsScreen.module.css';
import { useCustomTokens } from './useBalances';
import { useNetwork } from '@/lib/state/hdWallet/useNetworks';
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
        <History address={address} network={network} wallet={owner?.address === address ? owner : null} />
      )}
    </main>
  );
}

function History({ address, network, wallet }: { address: Address; network: SupportedNetwork; wallet: StoredWallet | null }) {
  const t = useTranslations('hd.history');
  const [sends, setSends] = useState(() => localSends(address, network.chain_id));
  const [replacing, setReplacing] = useState<{ send: LocalSend; kind: ReplacementKind } | null>(null);
  const [tick, setTick] = useState(0);
  const local = useMemo(() => localEntries(sends, address), [sends, address]);
  const explorer = network.explorer_api_url;
  const remote = useSWR(
    explorer ? ['hd-history', explorer, address] : null,
    async () => {
      const { fetchExplorerHistory } = await import('@/lib/wallet/history/explorerHistory');
      return fetchExplorerHistory(explorer as string, address, network.native_currency);
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );

  // Follow this device's sends that are still open until the chain has their receipt, or the node
  // no longer has them (dropped: a replacement or another transaction took the nonce). Every 4 s.
  useEffect(() => {
    const open = localSends(address, network.chain_id).filter((send) => (send.status === 'pending' || send.status === 'waiting') && !send.dropped);
    if (open.length === 0 || !network.rpc_url) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    (async () => {
      const [{ createRpcClient }, { checkSend }] = await Promise.all([import('@/lib/wallet/rpc/createRpcClient'), import('@/lib/wallet/history/checkSend')]);
      const client = createRpcClient(network);
      for (const send of open) {
        const now = await checkSend(client, send.hash).catch(() => null);
        if (now === 'success' || now === 'failed') updateSend(send.hash, now);
        // A waiting send may not have reached the node yet: only an accepted one can be dropped.
        else if (now === 'dropped' && send.status === 'pending') patchSend(send.hash, { dropped: true });
      }
      if (!live) return;
      setSends(localSends(address, network.chain_id));
      timer = setTimeout(() => setTick((n) => n + 1), 4000);
    })().catch((error) => console.warn('receipts not checked', error));
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [address, network, tick]);

  const states = useMemo(() => new Map(sends.map((send) => [send.hash.toLowerCase(), sendState(send, sends)])), [sends]);
  const byHash = useMemo(() => new Map(sends.map((send) => [send.hash.toLowerCase(), send])), [sends]);
  const closeReplace = () => {
    setReplacing(null);
    setSends(localSends(address, network.chain_id));
    setTick((n) => n + 1);
  };

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
      {replacing && wallet && <ReplaceConfirm className={styles.panel} wallet={wallet} network={network} send={replacing.send} kind={replacing.kind} onClose={closeReplace} />}
      {remote.isLoading && <div className="spinner spinner-center" role="status" aria-label={t('loading')} />}
      {entries.length === 0 && !remote.isLoading ? (
        <p className="empty-body history-empty">{t('empty')}</p>
      ) : (
        <ul className="cells history" data-testid="history">
          {entries.map((entry) => (
            <HistoryRow
              key={`${entry.hash}:${entry.token ?? ''}`}
              entry={entry}
              spam={spam.has(entry)}
              state={states.get(entry.hash.toLowerCase()) ?? entry.status}
              send={byHash.get(entry.hash.toLowerCase()) ?? null}
              onReplace={wallet && !replacing ? (send, kind) => setReplacing({ send, kind }) : null}
              replaceable={(send) => send.from.toLowerCase() === address.toLowerCase() && canReplace(send, sends)}
            />
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

/** This device's sends from or to `address` on the chain. */
function localSends(address: Address, chainId: number): LocalSend[] {
  const key = address.toLowerCase();
  return readSends().filter((send) => send.chainId === chainId && (send.from.toLowerCase() === key || send.to.toLowerCase() === key));
}

function localEntries(sends: readonly LocalSend[], address: Address): HistoryEntry[] {
  const key = address.toLowerCase();
  return sends.map(localSendEntry).map((entry) => (entry.from.toLowerCase() === key ? entry : { ...entry, type: 8 as const }));
}

type RowProps = {
  entry: HistoryEntry;
  spam: boolean;
  state: SendState;
  /** The device's record of this line, when it is one of its sends. */
  send: LocalSend | null;
  onReplace: ((send: LocalSend, kind: ReplacementKind) => void) | null;
  replaceable: (send: LocalSend) => boolean;
};

function HistoryRow({ entry, spam, state, send, onReplace, replaceable }: RowProps) {
  const t = useTranslations('hd.history');
  const out = entry.type === 7;
  const short = (hash: string) => ltrText(shortenAddress(hash, { keep: 6 }));
  const link = send?.replaces ? t(send.amount === 0n && send.to.toLowerCase() === send.from.toLowerCase() ? 'cancellationOf' : 'speedUpOf', { hash: short(send.replaces) }) : send?.replacedBy && state !== 'pending' && state !== 'dropped' ? t('replacedBy', { hash: short(send.replacedBy) }) : null;
  const actions = send && onReplace && replaceable(send);
  return (
    <li className="cell history-row" data-testid="history-row" data-status={entry.status} data-state={state} data-hash={entry.hash} data-spam={spam || undefined}>
      <CoinIcon symbol={entry.symbol} />
      <span className="cell-label">
        <span className="wallet-item-name">{out ? t('sent', { to: ltrText(shortenAddress(entry.to, { keep: 6 })) }) : t('received', { from: ltrText(shortenAddress(entry.from, { keep: 6 })) })}</span>
        <span className="coin-sub">
          {formatDate(entry.time)}
          {spam && ` · ${t('spamLabel')}`}
        </span>
        {link && <span className="coin-sub">{link}</span>}
        {actions && (
          <span className={styles.actions}>
            <button type="button" className="button button-secondary" onClick={() => onReplace(send, 'speedUp')} data-testid="history-speed-up">
              {t('speedUp')}
            </button>
            <button type="button" className="button button-text" onClick={() => onReplace(send, 'cancel')} data-testid="history-cancel">
              {t('cancel')}
            </button>
          </span>
        )}
      </span>
      <span className="history-side">
        <span className={`coin-amount ${out ? 'amount-out' : 'amount-in'}`}>
          {out ? '−' : '+'}
          {formatUnits(entry.amount, entry.decimals)} {entry.symbol}
        </span>
        <StatusLabel status={state} text={t(`state.${state}`)} />
      </span>
    </li>
  );
}
