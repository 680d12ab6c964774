import { getDefaultStore } from 'jotai';
import type {
  OauthLoginResult,
  OauthStartResult,
  SessionResult,
  WalletInit,
} from '@/features/account/contract/user';
import { USER_PATHS } from '@/lib/contract/userApi';

/** The failure codes, for screens that load this module anyway before they need them (the login's first load stays without the table). */
export { USER_ERRORS } from '@/lib/contract/userApi';
import { storeUserInfo } from '@/lib/api/userInfo';
import { saveToken } from '@/lib/state/tokens';
import { api } from '../../../lib/api/client';

/** The PIN flag call is shared (security sends it too); a login loads it with the rest of this module, in one chunk. */
export { setPinFlag } from '@/lib/api/setPinFlag';

/**
 * The cloud account calls (features/account/contract/user.ts), typed; the SMS code and its captcha (lib/api/smsCode) and the PIN flag (lib/api/setPinFlag), which other features send too, are in lib/api. Failures reject with `ApiError`; the client toasts them unless the caller shows them in place (`shownInline`).
 *
 * Load this module lazily from screens (`import('@/features/account/api/user')`): it carries the API client.
 */

type Store = ReturnType<typeof getDefaultStore>;

/** The client's paths start after `/api`. */
const path = (key: keyof typeof USER_PATHS) => USER_PATHS[key].slice('/api'.length);
const post = <T,>(key: keyof typeof USER_PATHS, body?: unknown) => api.post<T>(path(key), body);

export const register = (body: { phone: string; code: string; password: string; inviteCode?: string }) => post<SessionResult>('register', body);

export const login = (body: { phone: string; password: string; captchaId: string; captcha: string }) => post<SessionResult>('login', body);

export const resetPassword = (body: { phone: string; code: string; password: string }) => post<null>('passwordReset', body);

/** Starts the chat-account login; the browser then goes to `authorizationUrl`. */
export const startOauth = (body: { redirect?: string }) => post<OauthStartResult>('oauthStart', body);

/** Completes the chat-account login with the provider's callback parameters. */
export const loginOauth = (body: { code: string; state: string }) => post<OauthLoginResult>('loginOauth', body);

export const logoutCall = () => post<null>('logout');

export const setAccountName = (name: string) => post<null>('accountName', { name });

/** Sets the login password; `oldPassword` only when the account already has one. */
export const setPassword = (body: { oldPassword?: string; password: string }) => post<null>('setPassword', body);

export const getWalletInit = () => api.get<WalletInit>(path('walletInit'));

/**
 * A login, registration or chat-account login succeeded: keep the token (sealed), the user info and
 * the login user id.
 */
export async function completeLogin(result: SessionResult, store: Store = getDefaultStore()): Promise<void> {
  await saveToken('token', result.token, store);
  storeUserInfo(result.user, store);
}

/** Logs out on the server (best effort: the local session ends even when the call fails) and here. */
export async function logout(store: Store = getDefaultStore()): Promise<void> {
  try {
    await logoutCall();
  } finally {
    await saveToken('token', null, store);
  }
}
