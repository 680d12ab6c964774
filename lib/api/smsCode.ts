import type { CaptchaResult, SendCodeResult } from '@/features/account/contract/user';
import { USER_PATHS } from '@/lib/contract/userApi';
import type { SmsPurpose } from '@/lib/contract/userRules';
import { api } from './client';

/**
 * The SMS code and the image captcha it may need, shared because registration and the password reset
 * (account) and the pay password's reset (security) all send one, and the login asks for a captcha.
 * One module for both, so a screen that sends a code and may show the captcha loads one chunk.
 *
 * Load this module lazily from screens (`import('@/lib/api/smsCode')`): it carries the API client.
 */

/**
 * Sends an SMS code; `resendIn` says when another may be sent. For `resetPayPassword` the user must
 * be logged in and `phone` must be the account's own number. Beyond the first code within the hour
 * the server asks for a captcha (USER_ERRORS.smsCaptchaRequired): send `captchaId` and `captcha` then.
 */
export const sendCode = (body: { phone: string; purpose: SmsPurpose; captchaId?: string; captcha?: string }) =>
  api.post<SendCodeResult>(USER_PATHS.sendCode.slice('/api'.length), body);

/** A new image captcha (login; an SMS code beyond the first within the hour). @example const { captchaId, image } = await getCaptcha() */
export const getCaptcha = () => api.get<CaptchaResult>(USER_PATHS.captcha.slice('/api'.length));
