import { STORAGE } from '@/lib/state/storageKeys';

/**
 * Whether this device lists any HD wallet. Cheap and free of the wallet code, so home can skip
 * loading the HD section's state (and viem) for a device that has none.
 */
export function hasHdWallets(): boolean {
  try {
    const ids: unknown = JSON.parse(localStorage.getItem(STORAGE.hdWalletIds) ?? '[]');
    return Array.isArray(ids) && ids.length > 0;
  } catch {
    return false;
  }
}
