import type { GoogleSecret, PayPasswordCheck } from '@/features/account/contract/user';
import { USER_PATHS } from '@/lib/contract/userApi';
import { api } from '@/lib/api/client';

/**
 * The pay password and Google two-step verification calls (features/account/contract/user.ts, the account's
 * API), typed. Failures reject with `ApiError`; the client toasts them unless the caller shows them in place
 * (`shownInline`). Load this module lazily from screens: it carries the API client.
 */

/** The client's paths start after `/api`. */
const post = <T,>(key: keyof typeof USER_PATHS, body?: unknown) => api.post<T>(USER_PATHS[key].slice('/api'.length), body);

/** `googleCode` is required once Google two-step verification is on (set, change and reset alike). */
export const setPayPassword = (body: { payPassword: string; googleCode?: string }) => post<null>('payPasswordSet', body);

export const changePayPassword = (body: { oldPayPassword: string; payPassword: string; googleCode?: string }) => post<null>('payPasswordChange', body);

export const resetPayPassword = (body: { code: string; payPassword: string; googleCode?: string }) => post<null>('payPasswordReset', body);

/** Checks a pay password; a wrong one rejects with `attemptsLeft`, a locked one with `minutes`. */
export const checkPayPassword = (payPassword: string) => post<PayPasswordCheck>('payPasswordCheck', { payPassword });

/** A new (pending) TOTP secret, confirmed by `enableGoogle`. */
export const getGoogleSecret = () => post<GoogleSecret>('googleSecret');

export const enableGoogle = (code: string) => post<null>('googleEnable', { code });

/**
 * Checks a Google code on its own. Each code works once, so an action that carries `googleCode`
 * itself (the pay password calls) must not be preceded by this with the same code.
 */
export const verifyGoogle = (code: string) => post<PayPasswordCheck>('googleVerify', { code });

