import type { SendCodeResult } from '@/features/account/contract/user';
import { USER_PATHS } from '@/lib/contract/userApi';
import type { SmsPurpose } from '@/lib/contract/userRules';
import { api } from './client';

/**
 * Sends an SMS code; `resendIn` says when another may be sent. For `resetPayPassword` the user must
 * be logged in and `phone` must be the account's own number. Beyond the first code within the hour
 * the server asks for a captcha (USER_ERRORS.smsCaptchaRequired): send `captchaId` and `captcha` then.
 * Shared because registration and the password reset (account) and the pay password's reset (security) all send one.
 *
 * Load this module lazily from screens (`import('@/lib/api/sendCode')`): it carries the API client.
 */
export const sendCode = (body: { phone: string; purpose: SmsPurpose; captchaId?: string; captcha?: string }) =>
  api.post<SendCodeResult>(USER_PATHS.sendCode.slice('/api'.length), body);
