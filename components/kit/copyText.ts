import { emitApiEvent } from '@/lib/api/events';

/**
 * Copies text to the clipboard and says so with a toast (SPEC §8: "Copy successfully" / "Copy failed").
 *
 * @example await copyText(address) // true, and the "Copy successfully" toast shows
 */
export async function copyText(text: string): Promise<boolean> {
  let ok = true;
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    ok = false;
  }
  emitApiEvent({ type: 'toast', message: '', key: ok ? 'common.copySuccess' : 'common.copyFailed' });
  return ok;
}
