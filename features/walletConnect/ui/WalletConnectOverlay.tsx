'use client';

import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect } from 'react';
import { STORAGE } from '@/lib/state/storageKeys';
import { dispatchConnection, walletConnectAtom } from '@/features/walletConnect/state/walletConnect';
import { loadController } from './controller';
import { FloatingButton } from './FloatingButton';

const Panel = lazy(() => import('./ConnectionPanel'));

/**
 * The always-present wallet-connection overlay (SPEC §2): the draggable button and, when open,
 * the full panel. A saved session is restored on start (SPEC §4); the client loads only then or
 * when a link is submitted.
 */
export default function WalletConnectOverlay() {
  const state = useAtomValue(walletConnectAtom);

  useEffect(() => {
    let saved: string | null = null;
    try {
      saved = localStorage.getItem(STORAGE.walletConnectSession) ?? localStorage.getItem(STORAGE.walletConnectSessionV2);
    } catch {
      return;
    }
    if (saved) {
      loadController()
        .then(({ restoreSession }) => restoreSession())
        .catch((error) => console.error('wallet connection not restored', error));
    }
  }, []);

  const disconnect = () => {
    loadController()
      .then(({ disconnect: end }) => end())
      .catch((error) => console.error('wallet connection not ended', error));
  };

  return (
    <>
      <FloatingButton
        active={state.status !== 'idle'}
        connected={state.connected}
        count={state.notifications.length}
        onOpen={() => dispatchConnection({ type: 'panel', open: true })}
        onDisconnect={disconnect}
      />
      {state.fullOpen && (
        <Suspense fallback={<div className="wc-panel" aria-busy="true" />}>
          <Panel />
        </Suspense>
      )}
    </>
  );
}
