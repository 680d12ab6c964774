import { getDefaultStore } from 'jotai';
import type {
  CaptchaResult,
  OauthLoginResult,
  OauthStartResult,
  SendCodeResult,
  SessionResult,
  WalletInit,
} from '@/features/account/contract/user';
import { USER_PATHS } from '@/lib/contract/userApi';

/** The failure codes, for screens that load this module anyway before they need them (the login's first load stays without the table). */
export { USER_ERRORS } from '@/lib/contract/userApi';
import type { SmsPurpose } from '@/lib/contract/userRules';
import { storeUserInfo } from '@/lib/api/userInfo';
import { saveToken } from '@/lib/state/tokens';
import { api } from '../../../lib/api/client';

/**
 * The cloud account calls (features/account/contract/user.ts), typed. Failures reject with `ApiError`; the client toasts them unless the caller shows them in place (`shownInline`).
 *
 * Load this module lazily from screens (`import('@/features/account/api/user')`): it carries the API client.
 */

type Store = ReturnType<typeof getDefaultStore>;

/** The client's paths start after `/api`. */
const path = (key: keyof typeof USER_PATHS) => USER_PATHS[key].slice('/api'.length);
const post = <T,>(key: keyof typeof USER_PATHS, body?: unknown) => api.post<T>(path(key), body);

/** A new image captcha (login; an SMS code beyond the first within the hour). @example const { captchaId, image } = await getCaptcha() */
export const getCaptcha = () => api.get<CaptchaResult>(path('captcha'));

/**
 * Sends an SMS code; `resendIn` says when another may be sent. For `resetPayPassword` the user must
 * be logged in and `phone` must be the account's own number. Beyond the first code within the hour
 * the server asks for a captcha (USER_ERRORS.smsCaptchaRequired): send `captchaId` and `captcha` then.
 */
export const sendCode = (body: { phone: string; purpose: SmsPurpose; captchaId?: string; captcha?: string }) => post<SendCodeResult>('sendCode', body);

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

/** Tells the server whether the device-local PIN is on (the PIN itself never leaves the device). */
export const setPinFlag = (enabled: boolean) => post<null>('pinFlag', { enabled });

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
