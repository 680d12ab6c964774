import { getDefaultStore } from 'jotai';
import { INIT_INFO_PATH, initInfoSchema, type InitInfo } from '@/lib/contract/initInfo';
import { initInfoAtom } from '@/lib/state/session';
import { STORAGE } from '@/lib/state/storageKeys';
import { api } from './client';

type Store = ReturnType<typeof getDefaultStore>;

/** The last initial info this device received: the app can start offline from it. */
export function readStoredInitInfo(): InitInfo | null {
  try {
    const raw = localStorage.getItem(STORAGE.initInfo);
    if (!raw) return null;
    const parsed = initInfoSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The initial-info call made before the first navigation (SPEC §7). Its data is stored in memory
 * and on the device. A response that does not match the contract is refused, not half-used.
 */
export async function loadInitInfo(store: Store = getDefaultStore()): Promise<InitInfo> {
  const data = await api.get<unknown>(INIT_INFO_PATH.replace(/^\/api/, ''));
  const info = initInfoSchema.parse(data);
  store.set(initInfoAtom, info);
  localStorage.setItem(STORAGE.initInfo, JSON.stringify(info));
  return info;
}
