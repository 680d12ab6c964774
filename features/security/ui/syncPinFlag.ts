import { getDefaultStore } from 'jotai';
import { tokenAtom } from '@/lib/state/session';

/** Tells the server whether this device has a PIN, when logged in (best effort: the PIN works without it). */
export async function syncPinFlag(enabled: boolean): Promise<void> {
  if (!getDefaultStore().get(tokenAtom)) return;
  try {
    const [{ setPinFlag }, { refreshUserInfo }] = await Promise.all([import('@/lib/api/setPinFlag'), import('@/lib/api/userInfo')]);
    await setPinFlag(enabled);
    await refreshUserInfo();
  } catch (error) {
    console.warn('PIN flag not sent', error);
  }
}
