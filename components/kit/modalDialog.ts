/**
 * Opens and closes a `<dialog>` as a modal where the browser can, and by its `open` attribute where
 * it cannot (jsdom, old WebViews without showModal): one place for the kit's and the features' dialogs.
 */
export function openModal(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

export function closeModal(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}
