'use client';

import { useState } from 'react';
import { coinIconPath, UNKNOWN_COIN_ICON } from '@/lib/wallet/icons/coinIconPath';

/**
 * A coin's icon from the shipped set (public/coin-icons, see lib/wallet/icons/coinIconPath.ts), with
 * the UNKNOWN icon for any coin without one and for an icon that fails to load (offline before it
 * was cached). Token-list logo URLs are third-party hosts the page's CSP does not allow, so they are
 * never used. Decorative: the symbol is always written beside it.
 */
export function CoinIcon({ symbol }: { symbol: string }) {
  const path = coinIconPath(symbol);
  const [failed, setFailed] = useState<string | null>(null);
  const src = failed === path ? UNKNOWN_COIN_ICON : path;
  return (
    <img
      className="coin-icon"
      src={src}
      alt=""
      aria-hidden="true"
      width={36}
      height={36}
      loading="lazy"
      decoding="async"
      data-icon={src === UNKNOWN_COIN_ICON ? 'UNKNOWN' : symbol.trim().toUpperCase()}
      onError={() => setFailed(path)}
    />
  );
}
