'use client';

import { useId } from 'react';
import { Button } from './Button';
import styles from './ConfirmDialog.module.css';
import { useModalDialog } from './useModalDialog';

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
  /** Absent for a notice with one button (the confirm button then only closes it). */
  cancel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}) {
  // Cancel comes first: the safe choice has focus.
  const ref = useModalDialog();
  const titleId = useId();
  const textId = useId();

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
        {cancel && (
          <Button variant="secondary" onClick={onCancel} testId={testId && `${testId}-cancel`}>
            {cancel}
          </Button>
        )}
        <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={onConfirm} testId={testId && `${testId}-confirm`}>
          {confirm}
        </Button>
      </div>
    </dialog>
  );
}
