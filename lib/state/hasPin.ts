import { STORAGE } from '@/lib/state/storageKeys';

/**
 * Whether this device has an app-lock PIN. Cheap and free of crypto, so the shell can ask it on
 * every launch and return from the background while the hashing code stays out of its first load.
 */
export function hasPin(): boolean {
  try {
    return Boolean(localStorage.getItem(STORAGE.pin));
  } catch {
    return false;
  }
}
