import type { Hash } from 'viem';
import { patchLocalSend, readLocalSends, recordLocalSend, updateLocalSend, type LocalSend, type LocalSendPatch } from '@/lib/wallet/history/localSends';
import type { TransactionStatus } from '@/lib/wallet/history/historyEntry';
import { STORAGE } from '../../../lib/state/storageKeys';

/** The HD wallet's own sends in their storage slot (not secret: what the chain will show anyway). */
export function readSends(): LocalSend[] {
  try {
    return readLocalSends(localStorage, STORAGE.hdSends);
  } catch {
    return [];
  }
}

export function recordSend(send: LocalSend): void {
  try {
    recordLocalSend(localStorage, STORAGE.hdSends, send);
  } catch (error) {
    console.warn('send not recorded', error);
  }
}

export function updateSend(hash: Hash, status: TransactionStatus | null): void {
  try {
    updateLocalSend(localStorage, STORAGE.hdSends, hash, status);
  } catch (error) {
    console.warn('send status not recorded', error);
  }
}

/** Changes a stored send's replacement links, status or dropped mark. */
export function patchSend(hash: Hash, patch: LocalSendPatch): void {
  try {
    patchLocalSend(localStorage, STORAGE.hdSends, hash, patch);
  } catch (error) {
    console.warn('send not updated', error);
  }
}
