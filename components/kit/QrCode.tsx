'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

/**
 * A QR code of `value`, drawn as an SVG image. The `qrcode` library loads only when a QR code is
 * shown, so it stays out of every page's first load. `label` is the image's text alternative.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const t = useTranslations('kit.qr');
  // The drawing of one value (its src, or null when drawing failed); another value shows loading until drawn.
  const [drawing, setDrawing] = useState<{ value: string; src: string | null } | null>(null);

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toString(value, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then(
        (svg) => live && setDrawing({ value, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }),
        (error) => {
          console.warn('QR code not drawn', error);
          if (live) setDrawing({ value, src: null });
        },
      );
    return () => {
      live = false;
    };
  }, [value]);

  const current = drawing?.value === value ? drawing : null;
  if (current?.src === null) return <p className="qr qr-failed">{t('failed')}</p>;
  if (!current) return <div className="qr qr-loading" role="img" aria-label={label} aria-busy="true" />;
  return <img className="qr" src={current.src} alt={label} />;
}
