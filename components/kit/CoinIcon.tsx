'use client';

import { useState } from 'react';
import { coinIconPath } from '@/lib/wallet/icons/coinIconPath';
import { coinMonogram } from '@/lib/wallet/icons/coinMonogram';

/** Font size per monogram length, in the 24-unit view box: one letter large, three still legible. */
const MONOGRAM_SIZE = [0, 13, 10.5, 8] as const;

/**
 * A coin's icon from the shipped set (public/coin-icons, see lib/wallet/icons/coinIconPath.ts), or
 * its generated monogram (lib/wallet/icons/coinMonogram.ts) when the set has none or the file fails
 * to load (offline before it was cached). Token-list logo URLs are third-party hosts the page's CSP
 * does not allow, so they are never used. Decorative: the symbol is always written beside it.
 */
export function CoinIcon({ symbol }: { symbol: string }) {
  const path = coinIconPath(symbol);
  const [failed, setFailed] = useState<string | null>(null);
  if (path === null || failed === path) return <CoinMonogramIcon symbol={symbol} />;
  return (
    <img
      className="coin-icon"
      src={path}
      alt=""
      aria-hidden="true"
      width={36}
      height={36}
      loading="lazy"
      decoding="async"
      data-icon={symbol.trim().toUpperCase()}
      onError={() => setFailed(path)}
    />
  );
}

function CoinMonogramIcon({ symbol }: { symbol: string }) {
  const { text, background, foreground } = coinMonogram(symbol);
  return (
    <svg className="coin-icon" viewBox="0 0 24 24" width={36} height={36} aria-hidden="true" focusable="false" data-icon="monogram" data-monogram={text}>
      <circle cx="12" cy="12" r="12" fill={background} />
      <text x="12" y="12" dy="0.35em" textAnchor="middle" direction="ltr" fill={foreground} fontSize={MONOGRAM_SIZE[[...text].length] ?? 8} fontWeight={700}>
        {text}
      </text>
    </svg>
  );
}
