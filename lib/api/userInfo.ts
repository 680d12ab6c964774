import { getDefaultStore } from 'jotai';
import { tokenAtom, userInfoAtom, type UserInfo } from '@/lib/state/session';
import { STORAGE } from '@/lib/state/storageKeys';
import { api } from './client';

type Store = ReturnType<typeof getDefaultStore>;

export const USER_INFO_PATH = '/user/profile/userInfo';

/** The request in flight per store: the shell and every account gate that mount together share it. */
const loading = new WeakMap<Store, Promise<UserInfo>>();

/**
 * SPEC §7: when logged in and the user record is empty, fetch user info, store it and save accid
 * as the login user id. One request however many callers ask at once (the shell at start, each
 * screen's account gate); after that the stored record answers until an action changes it
 * (refreshUserInfo) or the token goes. A 10001 here is handled by the client (token cleared, user
 * sent to `/`).
 */
export async function ensureUserInfo(store: Store = getDefaultStore()): Promise<UserInfo | null> {
  if (!store.get(tokenAtom)) return null;
  const existing = store.get(userInfoAtom);
  if (existing) return existing;
  let pending = loading.get(store);
  if (!pending) {
    pending = api.get<UserInfo>(USER_INFO_PATH).then((info) => {
      // A logout while the request was out: its answer is not this session's.
      if (store.get(tokenAtom)) {
        store.set(userInfoAtom, info);
        localStorage.setItem(STORAGE.loginUserId, String(info.accid));
      }
      return info;
    });
    loading.set(store, pending);
    void pending.then(
      () => loading.delete(store),
      () => loading.delete(store),
    );
  }
  return pending;
}

/**
 * Fetches user info again (after a change that affects it) and stores it, with accid as the login
 * user id (SPEC §7). Every feature that changes what user info shows (the account's name and password,
 * the pay password, Google two-step verification, the PIN flag) calls it.
 *
 * @example await setPayPassword({ payPassword: '123456' }); await refreshUserInfo()
 */
export async function refreshUserInfo(store: Store = getDefaultStore()): Promise<UserInfo> {
  const info = await api.get<UserInfo>(USER_INFO_PATH);
  storeUserInfo(info, store);
  return info;
}

/** Keeps user info and its accid as the login user id (SPEC §7), as a login or a refresh returns it. */
export function storeUserInfo(info: UserInfo, store: Store): void {
  store.set(userInfoAtom, info);
  localStorage.setItem(STORAGE.loginUserId, String(info.accid));
}
