'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { PeerMeta } from '@/features/walletConnect/logic/savedSession';

/** The dapp as it describes itself: icon, name, url and description (SPEC §2). */
export function PeerSummary({ peer }: { peer: PeerMeta | null }) {
  const t = useTranslations('walletConnect');
  const [iconFailed, setIconFailed] = useState(false);
  // https icons, or our own origin's (the page CSP allows no other http image).
  const icon = peer?.icons.find((url) => /^https:\/\//i.test(url) || url.startsWith(`${window.location.origin}/`));
  return (
    <section className="card wc-peer" data-testid="wc-peer">
      {icon && !iconFailed ? (
        // The dapp's own icon from its https host (the page CSP allows https: images); if it fails, the placeholder shows.
        <img className="wc-peer-icon" src={icon} alt="" width={48} height={48} referrerPolicy="no-referrer" onError={() => setIconFailed(true)} />
      ) : (
        <span className="wc-peer-icon wc-peer-icon-empty" aria-hidden="true" />
      )}
      <div className="wc-peer-text">
        <p className="card-title" data-testid="wc-peer-name">
          {peer?.name || t('unnamedPeer')}
        </p>
        {peer?.url && (
          <p className="card-kicker" data-testid="wc-peer-url">
            {peer.url}
          </p>
        )}
        {peer?.description && <p className="card-body">{peer.description}</p>}
      </div>
    </section>
  );
}
