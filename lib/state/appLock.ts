import { atom } from 'jotai';
import { hasPin } from '@/lib/state/hasPin';

/**
 * Whether the app is locked behind the PIN (SPEC §4). It starts locked when this device has a PIN:
 * the module is evaluated once per launch, in the browser (prerendering has no storage, and no
 * lock). The shell locks it again after the background; the lock screen clears it.
 */
export const appLockedAtom = atom(typeof window !== 'undefined' && hasPin());
