'use client';

import { IconCircleCheck, IconPaperclip } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { failureOf } from '@/lib/api/apiFailure';
import { useFailureText } from '@/lib/api/useFailureText';
import { uploadFile } from '@/features/kyc/api/kyc';
import { type FilePurpose, UPLOAD_MAX_BYTES } from '@/features/kyc/contract/kycRules';
import { FilePreview } from './FilePreview';
import styles from './Kyc.module.css';

const ACCEPT = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';

/**
 * A document field: a real file input (camera or files on a phone) that uploads what is chosen at
 * once (JPEG, PNG or PDF, at most 10 MB, checked here first and again by the server) and hands the
 * stored file's id up. Shows the upload under way, done, or the problem.
 */
export function FileField({ label, hint, purpose, fileId, onUploaded, error, testId }: { label: string; hint?: string; purpose: FilePurpose; fileId: string | undefined; onUploaded: (id: string | undefined) => void; error?: string | null; testId?: string }) {
  const t = useTranslations('kyc');
  const failureText = useFailureText();
  const id = useId();
  const [state, setState] = useState<{ busy: boolean; name: string | null; problem: string | null }>({ busy: false, name: null, problem: null });
  const problem = state.problem ?? error ?? null;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES) {
      setState({ busy: false, name: null, problem: t('errors.fileTooLarge', { maxMb: UPLOAD_MAX_BYTES / 1024 / 1024 }) });
      onUploaded(undefined);
      return;
    }
    setState({ busy: true, name: file.name, problem: null });
    try {
      const uploaded = await uploadFile(purpose, file, file.name);
      setState({ busy: false, name: file.name, problem: null });
      onUploaded(uploaded.id);
    } catch (failure) {
      const known = failureOf(failure);
      setState({ busy: false, name: null, problem: failureText(known, t('uploadFailed')) });
      onUploaded(undefined);
    }
  };

  return (
    <div className="field" data-testid={testId}>
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <label className={`button button-secondary ${styles.fileButton}`}>
        <IconPaperclip className="icon" aria-hidden="true" />
        <span>{fileId ? t('replaceFile') : t('chooseFile')}</span>
        <input
          className={styles.fileInput}
          type="file"
          accept={ACCEPT}
          aria-labelledby={`${id}-label`}
          aria-describedby={[hint ? `${id}-hint` : '', `${id}-state`].join(' ').trim()}
          aria-invalid={problem ? true : undefined}
          disabled={state.busy}
          onChange={(e) => {
            void choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
      <p id={`${id}-state`} className={problem ? 'field-error' : 'field-hint'} role={problem ? 'alert' : 'status'}>
        {state.busy ? (
          t('uploading')
        ) : problem ? (
          problem
        ) : fileId ? (
          <span className={styles.uploaded}>
            <IconCircleCheck className="status-icon" aria-hidden="true" />
            {state.name ? t('uploadedName', { name: state.name }) : t('uploaded')}
          </span>
        ) : (
          t('noFile')
        )}
      </p>
      {fileId && !state.busy && <FilePreview key={fileId} fileId={fileId} label={label} />}
    </div>
  );
}
