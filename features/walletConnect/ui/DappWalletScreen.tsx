'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/kit/Button';
import { Empty } from '@/components/kit/Empty';
import { NavBar } from '@/components/kit/NavBar';
import { formatDate } from '@/lib/format/formatDate';
import { dispatchConnection, walletConnectAtom } from '@/features/walletConnect/state/walletConnect';
import { readHistory, type HistoryEntry } from '@/features/walletConnect/logic/requestHistory';
import { methodKey } from '@/features/walletConnect/logic/methodKey';
import { loadController } from './controller';
import { PeerSummary } from './PeerSummary';
import { AddressChip } from '@/components/kit/AddressChip';

/**
 * `/dappwallet` (login required, SPEC §6): the connected dapp and the history of its requests.
 * The history is kept in localStorage (features/walletConnect/logic/requestHistory.ts): method, dapp, time
 * and outcome only, never the params or a signature.
 */
export function DappWalletScreen() {
  const t = useTranslations('walletConnect');
  const state = useAtomValue(walletConnectAtom);
  const [history, setHistory] = useState<HistoryEntry[] | null>(null);

  useEffect(() => {
    const load = () => {
      try {
        setHistory(readHistory(localStorage));
      } catch {
        setHistory([]);
      }
    };
    load();
    window.addEventListener('walletconnect-history', load);
    window.addEventListener('storage', load);
    return () => {
      window.removeEventListener('walletconnect-history', load);
      window.removeEventListener('storage', load);
    };
  }, []);

  const openPanel = () => dispatchConnection({ type: 'panel', open: true });

  return (
    <main className="screen">
      <NavBar title={t('dappwallet.title')} />
      <h2 className="section-title">{t('dappwallet.session')}</h2>
      {state.status === 'idle' ? (
        <Empty
          title={t('dappwallet.noSession')}
          body={t('dappwallet.noSessionBody')}
          action={
            <Button onClick={openPanel} testId="dappwallet-connect">
              {t('dappwallet.connect')}
            </Button>
          }
        />
      ) : state.status === 'connecting' ? (
        <div className="spinner spinner-center" role="status" aria-label={t('waiting')} />
      ) : (
        <>
          <PeerSummary peer={state.peerMeta} />
          <dl className="summary wc-session" data-testid="dappwallet-session">
            <dt>{t('statusLabel')}</dt>
            <dd>{t(state.connected ? (state.online ? 'online' : 'offline') : 'awaitingApproval')}</dd>
            {state.address && (
              <>
                <dt>{t('address')}</dt>
                <dd>
                  <AddressChip address={state.address} />
                </dd>
              </>
            )}
            <dt>{t('chain')}</dt>
            <dd>{state.chainId}</dd>
          </dl>
          <div className="actions">
            <Button variant="secondary" onClick={openPanel}>
              {t('dappwallet.openPanel')}
            </Button>
            <Button variant="danger" onClick={() => void loadController().then(({ disconnect }) => disconnect())}>
              {t('disconnect')}
            </Button>
          </div>
        </>
      )}
      <h2 className="section-title">{t('dappwallet.history')}</h2>
      {history === null ? (
        <div className="spinner spinner-center" role="status" aria-label={t('dappwallet.loading')} />
      ) : history.length === 0 ? (
        <Empty title={t('dappwallet.noHistory')} />
      ) : (
        <ul className="steps" data-testid="dappwallet-history">
          {history.map((entry, index) => (
            <li key={`${entry.time}-${index}`} className="step" data-testid="history-entry" data-method={entry.method} data-outcome={entry.outcome}>
              <span className="step-text">
                <span className="step-title">{t(`methods.${methodKey(entry.method === 'session_request' ? '1' : entry.method)}`, { method: entry.method })}</span>
                <span className="step-hint">
                  {entry.peer || t('unnamedPeer')} · {formatDate(entry.time)}
                </span>
                {entry.reason && <span className="step-hint">{entry.reason}</span>}
              </span>
              <span className={`step-status wc-outcome-${entry.outcome}`}>{t(`dappwallet.outcomes.${entry.outcome}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
