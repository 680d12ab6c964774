'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import styles from './Kyc.module.css';

export type SignaturePadHandle = {
  /** The drawing as a PNG, or null when nothing was drawn. */
  toPng(): Promise<Blob | null>;
};

const WIDTH = 600;
const HEIGHT = 220;

/**
 * The signature drawn on screen (SPEC §3): a canvas that follows a finger, pen or mouse (pointer
 * events, so one code path), a clear button, and the drawing exported as a PNG on white paper for
 * upload as a document. The canvas keeps a fixed drawing size and scales to the screen's width.
 * Who cannot draw (a keyboard, a switch) types their name instead, written into the same canvas.
 */
export function SignaturePad({ ref, label, hint, error, onChange }: { ref: React.Ref<SignaturePadHandle>; label: string; hint: string; error?: string | null; onChange: (signed: boolean) => void }) {
  const t = useTranslations('kyc');
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const last = useRef<{ x: number; y: number } | null>(null);
  const [signed, setSigned] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);

  const clear = useCallback(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, WIDTH, HEIGHT);
    setSigned(false);
    onChange(false);
  }, [onChange]);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, WIDTH, HEIGHT);
  }, []);

  useImperativeHandle(ref, () => ({
    toPng: () =>
      new Promise<Blob | null>((resolve) => {
        if (!signed || !canvas.current) resolve(null);
        else canvas.current.toBlob((blob) => resolve(blob), 'image/png');
      }),
  }));

  const writeName = (name: string) => {
    setTyped(name);
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, WIDTH, HEIGHT);
    context.fillStyle = '#111827';
    context.font = 'italic 56px "Segoe Script", "Brush Script MT", cursive';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(name.trim(), WIDTH / 2, HEIGHT / 2, WIDTH - 40);
    const now = name.trim() !== '';
    setSigned(now);
    onChange(now);
  };
  const switchMode = () => {
    clear();
    setTyped(typed === null ? '' : null);
  };

  const point = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - box.left) / box.width) * WIDTH, y: ((event.clientY - box.top) / box.height) * HEIGHT };
  };
  const draw = (to: { x: number; y: number }) => {
    const context = canvas.current?.getContext('2d');
    if (!context || !last.current) return;
    context.strokeStyle = '#111827';
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.beginPath();
    context.moveTo(last.current.x, last.current.y);
    context.lineTo(to.x, to.y);
    context.stroke();
    last.current = to;
    if (!signed) {
      setSigned(true);
      onChange(true);
    }
  };

  return (
    <div className="field">
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <p className="field-hint" id={`${id}-hint`}>
        {hint}
      </p>
      <canvas
        ref={canvas}
        className={styles.signature}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint ${id}-state`}
        data-testid="kyc-signature"
        onPointerDown={(event) => {
          if (typed !== null) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          last.current = point(event);
          draw({ x: last.current.x + 0.5, y: last.current.y + 0.5 });
        }}
        onPointerMove={(event) => {
          if (last.current) draw(point(event));
        }}
        onPointerUp={() => {
          last.current = null;
        }}
        onPointerCancel={() => {
          last.current = null;
        }}
      />
      <div className={styles.signatureFoot}>
        <p id={`${id}-state`} className={error ? 'field-error' : 'field-hint'} role={error ? 'alert' : 'status'}>
          {error ?? (signed ? t('signed') : t('notSigned'))}
        </p>
        <button type="button" className="button button-text" onClick={switchMode}>
          {typed === null ? t('typeSignature') : t('drawSignature')}
        </button>
        {typed === null && (
          <button type="button" className="button button-text" onClick={clear} disabled={!signed}>
            {t('clearSignature')}
          </button>
        )}
      </div>
      {typed !== null && (
        <label className="field">
          <span className="field-label">{t('typedSignature')}</span>
          <input className="field-input" value={typed} maxLength={60} autoComplete="name" onChange={(event) => writeName(event.target.value)} data-testid="kyc-signature-typed" />
        </label>
      )}
    </div>
  );
}
