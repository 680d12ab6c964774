'use client';

import { useEffect, useId, useRef } from 'react';
import { closeModal, openModal } from '@/components/kit/modalDialog';
import styles from './Records.module.css';

/**
 * A modal `<dialog>` over a list (a record's or a notice's detail): the browser traps focus in it,
 * Escape or the close button closes it, and focus goes back to the row that opened it.
 */
export function DetailDialog({ title, closeLabel, testId, onClose, children }: { title: string; closeLabel: string; testId: string; onClose: () => void; children: React.ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // React's development double effect closes and reopens it: onClose below ignores that close.
  useEffect(() => {
    const dialog = ref.current;
    if (dialog) openModal(dialog);
    return () => {
      if (dialog) closeModal(dialog);
    };
  }, []);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={titleId} onClose={() => !ref.current?.open && onClose()} data-testid={testId}>
      <div className={styles.dialogHead}>
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        <button type="button" className="button button-text" onClick={() => ref.current && closeModal(ref.current)} autoFocus>
          {closeLabel}
        </button>
      </div>
      <div className={styles.dialogBody}>{children}</div>
    </dialog>
  );
}
