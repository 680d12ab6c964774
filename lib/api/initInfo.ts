import { getDefaultStore } from 'jotai';
import type { InitInfo } from '@/lib/contract/initInfo';
import { initInfoAtom } from '@/lib/state/session';
import { yieldToMain } from '@/lib/firstPaint/idle';
import { STORAGE } from '@/lib/state/storageKeys';
import { api } from './client';

type Store = ReturnType<typeof getDefaultStore>;

/** The contract path without the client's `/api` prefix. */
const PATH = '/public/initInfo';

/** The schema loads on demand: zod's core would otherwise add ~28 kB gzip to every route's first load. */
async function parseInitInfo(data: unknown): Promise<InitInfo | null> {
  const { initInfoSchema } = await import('@/lib/contract/initInfo');
  // Loading the schema's code and checking with it are each a task of their own (the first screens have no long tasks).
  await yieldToMain();
  const parsed = initInfoSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The last initial info this device received: the app can start offline from it. */
export async function readStoredInitInfo(): Promise<InitInfo | null> {
  try {
    const raw = localStorage.getItem(STORAGE.initInfo);
    return raw ? await parseInitInfo(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

/**
 * The initial-info call made before the first navigation (SPEC §7). Its data is stored in memory
 * and on the device. A response that does not match the contract is refused, not half-used.
 */
export async function loadInitInfo(store: Store = getDefaultStore()): Promise<InitInfo> {
  const info = await parseInitInfo(await api.get<unknown>(PATH));
  if (!info) throw new Error('initial info does not match the contract');
  store.set(initInfoAtom, info);
  localStorage.setItem(STORAGE.initInfo, JSON.stringify(info));
  return info;
}
