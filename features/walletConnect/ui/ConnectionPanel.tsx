'use client';

import { IconX } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/kit/Button';
import { dispatchConnection, walletConnectAtom } from '@/features/walletConnect/state/walletConnect';
import { methodKey } from '@/features/walletConnect/logic/methodKey';
import { ConnectEntry } from './ConnectEntry';
import { loadController } from './controller';
import { PeerSummary } from './PeerSummary';
import { RequestCard } from './RequestCard';
import { AddressChip } from '@/components/kit/AddressChip';

/**
 * The full connection panel (SPEC §2): with no session, the connection entry; otherwise the
 * dapp (name, url, description, icon), online or offline, the shared address shortened, a
 * Disconnect button, and the requests — each can be hidden and shown again.
 */
export default function ConnectionPanel() {
  const t = useTranslations('walletConnect');
  const state = useAtomValue(walletConnectAtom);
  const closeButton = useRef<HTMLButtonElement>(null);
  const close = () => dispatchConnection({ type: 'panel', open: false });

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector('[data-testid="scanner"]')) dispatchConnection({ type: 'panel', open: false });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const end = () => void loadController().then(({ disconnect }) => disconnect());
  const visible = state.notifications.filter((n) => state.visibleIds.includes(n.id));
  const hidden = state.notifications.filter((n) => !state.visibleIds.includes(n.id));

  return (
    <div className="wc-panel" role="dialog" aria-modal="true" aria-labelledby="wc-panel-title" data-testid="wc-panel">
      <header className="navbar">
        <span className="navbar-spacer" />
        <h2 id="wc-panel-title" className="navbar-title">
          {t('title')}
        </h2>
        <button ref={closeButton} type="button" className="icon-button" onClick={close} aria-label={t('close')} data-testid="wc-close">
          <IconX aria-hidden="true" className="icon" />
        </button>
      </header>
      <div className="wc-panel-body">
        {state.status === 'idle' && <ConnectEntry />}
        {state.status === 'connecting' && (
          <section className="form" aria-live="polite">
            <div className="spinner spinner-center" aria-hidden="true" />
            <p className="form-intro" role="status" data-testid="wc-waiting">
              {t('waiting')}
            </p>
            <Button variant="secondary" onClick={end}>
              {t('cancel')}
            </Button>
          </section>
        )}
        {(state.status === 'pending' || state.status === 'connected') && (
          <>
            <PeerSummary peer={state.peerMeta} />
            <dl className="summary wc-session">
              <dt>{t('statusLabel')}</dt>
              <dd data-testid="wc-status" data-online={state.online || undefined}>
                <span className={`wc-dot${state.online ? ' wc-dot-online' : ''}`} aria-hidden="true" /> {t(state.online ? 'online' : 'offline')}
              </dd>
              {state.connected && state.address && (
                <>
                  <dt>{t('address')}</dt>
                  <dd>
                    <AddressChip address={state.address} testId="wc-address" />
                  </dd>
                </>
              )}
            </dl>
            {state.connected && (
              <div className="actions">
                <Button variant="danger" onClick={end} testId="wc-disconnect">
                  {t('disconnect')}
                </Button>
              </div>
            )}
            <h3 className="section-title">{t('requests')}</h3>
            {visible.length === 0 ? (
              <p className="footnote" data-testid="wc-no-requests">
                {t(hidden.length ? 'allHidden' : 'noRequests')}
              </p>
            ) : (
              visible.map((notification) => <RequestCard key={notification.id} notification={notification} />)
            )}
            {hidden.length > 0 && (
              <section aria-labelledby="wc-hidden-title">
                <h3 id="wc-hidden-title" className="section-title">
                  {t('hiddenRequests', { count: hidden.length })}
                </h3>
                <ul className="wc-hidden-list">
                  {hidden.map((notification) => (
                    <li key={notification.id} className="wc-hidden-item" data-testid="wc-hidden-request">
                      <span>{t(`methods.${methodKey(notification.type)}`, { method: notification.type })}</span>
                      <button type="button" className="button button-text" onClick={() => dispatchConnection({ type: 'show', id: notification.id })} data-testid="wc-show">
                        {t('show')}
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            )}
          </>
        )}
      </div>
    </div>
  );
}
