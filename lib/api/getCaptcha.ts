import type { CaptchaResult } from '@/features/account/contract/user';
import { USER_PATHS } from '@/lib/contract/userApi';
import { api } from './client';

/**
 * A new image captcha (login; an SMS code beyond the first within the hour), for the kit's captcha hooks.
 *
 * Load this module lazily (`import('@/lib/api/getCaptcha')`): it carries the API client.
 *
 * @example const { captchaId, image } = await getCaptcha()
 */
export const getCaptcha = () => api.get<CaptchaResult>(USER_PATHS.captcha.slice('/api'.length));
