'use client';

import { useAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useId, useState } from 'react';
import { scannerOpenAtom } from '@/features/walletConnect/state/walletConnect';
import { ConnectionUriError, parseConnectionUri } from '@/lib/walletConnect/parseConnectionUri';
import { loadController } from './controller';

const Scanner = lazy(() => import('@/components/scanner/ScannerView'));

/**
 * The connection entry (SPEC §2): a text input for a connection link, the word OR, and a scan
 * button. A paste submits at once (Enter submits what was typed); a good link starts the session,
 * which closes the panel until the dapp's proposal opens it; a bad one says why and stays in the field. A scan submits the decoded
 * text and closes both views.
 */
export function ConnectEntry() {
  const t = useTranslations('walletConnect.entry');
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [scannerOpen, setScannerOpen] = useAtom(scannerOpenAtom);

  const submit = (input: unknown) => {
    let link;
    try {
      link = parseConnectionUri(input);
    } catch (failure) {
      setError(t(`errors.${failure instanceof ConnectionUriError ? failure.kind : 'notWalletConnect'}`));
      return;
    }
    setError(null);
    loadController().then(
      async ({ connectWithLink }) => {
        setScannerOpen(false);
        if ((await connectWithLink(link)) === 'v2Unavailable') {
          setError(t('errors.v2Unavailable'));
          return;
        }
        // The panel closed when the link was taken (`linkReceived`); not again here: a v2 pairing
        // resolves after the relay's answer, and on a slow device the dapp's proposal can come
        // first and open the panel, which must then stay open.
        setValue('');
      },
      (failure) => {
        console.error('wallet connection did not load', failure);
        setError(t('errors.loadFailed'));
      },
    );
  };

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(value);
      }}
    >
      <p className="form-intro">{t('intro')}</p>
      <div className="field">
        <label className="field-label" htmlFor={id}>
          {t('label')}
        </label>
        <input
          id={id}
          className="field-input"
          value={value}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          placeholder="wc:…@2?relay-protocol=irn&symKey=…"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => {
            setValue(event.target.value);
            setError(null);
          }}
          onPaste={(event) => {
            const text = event.clipboardData.getData('text');
            event.preventDefault();
            setValue(text);
            submit(text);
          }}
          data-testid="wc-link-input"
        />
        {error ? (
          <p id={`${id}-error`} className="field-error" role="alert" data-testid="wc-link-error">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="field-hint">
            {t('hint')}
          </p>
        )}
      </div>
      <p className="divider" aria-hidden="true">
        {t('or')}
      </p>
      <button type="button" className="button button-secondary" onClick={() => setScannerOpen(true)} data-testid="wc-scan">
        {t('scan')}
      </button>
      {scannerOpen && (
        <Suspense fallback={<div className="scanner" aria-busy="true" />}>
          <Scanner
            onClose={() => setScannerOpen(false)}
            onResult={(text) => {
              setScannerOpen(false);
              setValue(text);
              submit(text);
            }}
          />
        </Suspense>
      )}
    </form>
  );
}
