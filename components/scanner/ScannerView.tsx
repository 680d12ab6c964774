'use client';

import { IconX } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { scan as nativeScan } from '@/lib/native/bridge';
import { cameraErrorKind, type CameraError } from '@/lib/scanner/cameraErrorKind';

/**
 * The camera view (SPEC §2): the video with a close icon and an error line. The first code read is
 * handed to `onResult` (the caller closes the view). qr-scanner loads only when this view opens;
 * in the native shell its own camera scans instead. Shared by the wallet connection and the HD
 * send screen. Load it with `React.lazy`.
 */
export default function ScannerView({ onResult, onClose }: { onResult: (text: string) => void; onClose: () => void }) {
  const t = useTranslations('scanner');
  const video = useRef<HTMLVideoElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const [problem, setProblem] = useState<CameraError | null>(null);
  const [starting, setStarting] = useState(true);
  const done = useRef(false);
  // The latest props, for the camera and key listeners the mount effect sets up once.
  const resultRead = useEffectEvent((text: string) => onResult(text));
  const closeAsked = useEffectEvent(() => onClose());

  useEffect(() => {
    closeButton.current?.focus();
    let stopped = false;
    let scanner: { stop(): void; destroy(): void } | null = null;
    const finish = (text: string) => {
      if (done.current || stopped) return;
      done.current = true;
      resultRead(text);
    };
    const environment = () => ({ isSecureContext: window.isSecureContext, hasGetUserMedia: typeof navigator.mediaDevices?.getUserMedia === 'function' });

    (async () => {
      const native = await nativeScan().catch(() => null);
      if (native !== null) return finish(native);
      const env = environment();
      if (!env.isSecureContext || !env.hasGetUserMedia) throw null;
      // qr-scanner swallows getUserMedia's errors; asking first tells denied from missing or busy.
      const probe = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
      probe.getTracks().forEach((track) => track.stop());
      const { default: QrScanner } = await import('qr-scanner');
      if (stopped || !video.current) return;
      const created = new QrScanner(video.current, (result) => finish(result.data), { returnDetailedScanResult: true, preferredCamera: 'environment', maxScansPerSecond: 10 });
      scanner = created;
      await created.start();
      if (!stopped) setStarting(false);
    })().catch((error: unknown) => {
      if (stopped) return;
      console.warn('camera not started', error);
      setStarting(false);
      setProblem(cameraErrorKind(error, environment()));
    });

    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && closeAsked();
    document.addEventListener('keydown', onKey);
    return () => {
      stopped = true;
      document.removeEventListener('keydown', onKey);
      scanner?.stop();
      scanner?.destroy();
    };
  }, []);

  return (
    <div className="scanner" role="dialog" aria-modal="true" aria-labelledby="scanner-title" data-testid="scanner">
      <header className="scanner-bar">
        <h2 id="scanner-title" className="scanner-title">
          {t('title')}
        </h2>
        <button ref={closeButton} type="button" className="icon-button" onClick={onClose} aria-label={t('close')} data-testid="scanner-close">
          <IconX aria-hidden="true" className="icon" />
        </button>
      </header>
      <video ref={video} className="scanner-video" muted playsInline aria-label={t('video')} />
      {starting && !problem && <div className="spinner spinner-center" role="status" aria-label={t('starting')} />}
      <p className="scanner-error" role="alert" data-testid="scanner-error">
        {problem ? (problem.kind === 'other' ? t('errors.other', { name: problem.name ?? 'Error' }) : t(`errors.${problem.kind}`)) : ''}
      </p>
      {/* With no camera there is nothing to point. */}
      {!problem && (
        <p className="scanner-hint" data-testid="scanner-hint">
          {t('hint')}
        </p>
      )}
    </div>
  );
}
