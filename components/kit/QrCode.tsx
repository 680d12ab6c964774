'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

/**
 * A QR code of `value`, drawn as an SVG image. The `qrcode` library loads only when a QR code is
 * shown, so it stays out of every page's first load. `label` is the image's text alternative.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const t = useTranslations('kit.qr');
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setSrc(null);
    setFailed(false);
    import('qrcode')
      .then((qr) => qr.toString(value, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then(
        (svg) => live && setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`),
        (error) => {
          console.warn('QR code not drawn', error);
          if (live) setFailed(true);
        },
      );
    return () => {
      live = false;
    };
  }, [value]);

  if (failed) return <p className="qr qr-failed">{t('failed')}</p>;
  if (!src) return <div className="qr qr-loading" role="img" aria-label={label} aria-busy="true" />;
  // eslint-disable-next-line @next/next/no-img-element -- a data URL drawn on the device
  return <img className="qr" src={src} alt={label} />;
}
