import type { ApiError } from '@/lib/api/client';
import type { USER_ERRORS } from '@/lib/contract/user';

/**
 * The failure codes of the account calls, repeated from the contract (importing its values would
 * pull zod into the bundle); the type makes `tsc` fail if they drift.
 */
export const USER_ERROR_CODES: typeof USER_ERRORS = {
  wrongCredentials: 20001,
  captchaInvalid: 20002,
  codeInvalid: 20003,
  phoneTaken: 20004,
  payPasswordWrong: 20005,
  payPasswordLocked: 20006,
  payPasswordNotSet: 20007,
  payPasswordAlreadySet: 20008,
  googleCodeInvalid: 20009,
  googleRequired: 20010,
  inviteCodeUnknown: 20011,
  oauthFailed: 20012,
  passwordWrong: 20013,
  phoneUnknown: 20014,
};

export type Failure = Pick<ApiError, 'code' | 'key' | 'params'>;

/**
 * What a rejected account call said, for the screen to show beside the client's toast; null for
 * anything that is not an API failure (a bug, which the caller rethrows).
 */
export function failureOf(error: unknown): Failure | null {
  if (error instanceof Error && error.name === 'ApiError' && typeof (error as ApiError).code === 'number') {
    const e = error as ApiError;
    return { code: e.code, key: e.key, params: e.params };
  }
  return null;
}
