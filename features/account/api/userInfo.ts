import { getDefaultStore } from 'jotai';
import { tokenAtom, userInfoAtom, type UserInfo } from '@/lib/state/session';
import { STORAGE } from '@/lib/state/storageKeys';
import { api } from '../../../lib/api/client';

type Store = ReturnType<typeof getDefaultStore>;

export const USER_INFO_PATH = '/user/profile/userInfo';

/**
 * SPEC §7: when logged in and the user record is empty, fetch user info, store it and save accid
 * as the login user id. A 10001 here is handled by the client (token cleared, user sent to `/`).
 */
export async function ensureUserInfo(store: Store = getDefaultStore()): Promise<UserInfo | null> {
  if (!store.get(tokenAtom)) return null;
  const existing = store.get(userInfoAtom);
  if (existing) return existing;
  const info = await api.get<UserInfo>(USER_INFO_PATH);
  store.set(userInfoAtom, info);
  localStorage.setItem(STORAGE.loginUserId, String(info.accid));
  return info;
}
