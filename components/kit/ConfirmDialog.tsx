'use client';

import { useEffect, useId, useRef } from 'react';
import { Button } from './Button';
import styles from './ConfirmDialog.module.css';
import { closeModal, openModal } from './modalDialog';

/**
 * Asks before an action the user may not mean (logging out, deleting), in a modal `<dialog>`:
 * focus moves to Cancel, Escape cancels, the browser keeps focus inside while it is open.
 *
 * @example <ConfirmDialog title={t('logoutTitle')} text={t('logoutText')} confirm={t('logout')} cancel={t('cancel')} onConfirm={logout} onCancel={close} />
 */
export function ConfirmDialog({
  title,
  text,
  confirm,
  cancel,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
  testId,
}: {
  title: string;
  text?: string;
  confirm: string;
  cancel: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    openModal(dialog);
    // Cancel comes first: the safe choice has focus.
    dialog.querySelector('button')?.focus();
    return () => closeModal(dialog);
  }, []);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={text ? textId : undefined}
      // The browser's own Escape closes the dialog; the parent decides instead.
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onCancel();
      }}
      data-testid={testId}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {text && (
        <p id={textId} className={styles.text}>
          {text}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} testId={testId && `${testId}-cancel`}>
          {cancel}
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={onConfirm} testId={testId && `${testId}-confirm`}>
          {confirm}
        </Button>
      </div>
    </dialog>
  );
}
