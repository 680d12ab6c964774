'use client';

import { useEffect, useRef } from 'react';
import { closeModal, openModal } from './modalDialog';

/**
 * A ref for a `<dialog>` shown as a modal while the component is mounted, with focus on its first
 * button (put the safe choice, Cancel, first).
 *
 * @example const ref = useModalDialog(); return <dialog ref={ref}>…</dialog>
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    openModal(dialog);
    dialog.querySelector('button')?.focus();
    return () => closeModal(dialog);
  }, []);
  return ref;
}
