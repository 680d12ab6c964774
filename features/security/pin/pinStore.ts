import { isNativeShell, storeValue } from '@/lib/native/bridge';
import { STORAGE } from '@/lib/state/storageKeys';
import { createPinRecord, parsePinRecord, verifyPin } from './pinHash';

/**
 * The PIN's storage slot: the hash record goes to the native shell's store (SPEC §7 "store a value,
 * also used for the pin") and to localStorage, where the page reads it back. An empty value means
 * "no PIN".
 */
async function write(value: string): Promise<void> {
  await storeValue(STORAGE.pin, value);
  // storeValue already wrote localStorage in a browser; in the shell the page keeps its own copy.
  if (isNativeShell()) {
    if (value) localStorage.setItem(STORAGE.pin, value);
    else localStorage.removeItem(STORAGE.pin);
  }
}

/** Turns the PIN on, or replaces it. @example await savePin('482913') */
export async function savePin(pin: string): Promise<void> {
  await write(JSON.stringify(await createPinRecord(pin)));
}

/** Turns the PIN off. */
export async function clearPin(): Promise<void> {
  await write('');
  localStorage.removeItem(STORAGE.pin);
}

/** Whether `pin` is this device's PIN; false when there is none or its record is unreadable. */
export async function checkPin(pin: string): Promise<boolean> {
  const record = parsePinRecord(localStorage.getItem(STORAGE.pin));
  return record ? verifyPin(pin, record) : false;
}
