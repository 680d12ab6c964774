import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  type SendCodeResult,
  USER_PATHS,
  captchaResult,
  loginRequest,
  passwordResetRequest,
  registerRequest,
  sendCodeRequest,
  sendCodeResult,
  sessionResult,
} from '../../../features/account/contract/user';
import { ERROR_KEYS } from '../../../lib/contract/apiError';
import type { FeatureDeps } from '../../core/featurePlugin';
import { accountErrors } from '../../core/accounts/accountErrors';
import { loadUser } from '../../core/accounts/loadUser';
import { registerUser } from './registerUser';
import { resetPassword } from './resetPassword';
import { findUserByPhone } from '../../core/accounts/userRow';
import { takeAttempts } from '../../core/auth/attemptLimits';
import { loginWithPassword } from './loginWithPassword';
import { createCaptcha } from '../../core/captcha/createCaptcha';
import type { Queryable } from '../../db/db';
import { apiRoute } from '../../http/apiRoute';
import { AppError, badRequest } from '../../http/appError';
import { sendSmsCode } from '../../core/sms/sendSmsCode';

/** Captcha images per IP per 15 minutes (each costs a row; logins themselves are limited apart). */
const CAPTCHAS_PER_IP = { limit: 300, windowMs: 15 * 60_000 };

/**
 * The logged-out account endpoints (SPEC §7): SMS code, captcha, register, login, forgot password.
 * The SMS code for a pay-password reset needs the login and goes only to the account's own phone.
 * The captcha serves the login and any SMS code beyond the first within the hour (sendSmsCode.ts).
 */
export async function accountsPlugin(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  apiRoute(app, {
    method: 'POST',
    url: USER_PATHS.sendCode,
    tag: 'account',
    summary: 'Sends an SMS verification code (register, resetPassword, resetPayPassword)',
    description: "The code for resetPayPassword needs the login and goes only to the account's own phone.",
    auth: 'optionalUser',
    body: sendCodeRequest,
    response: sendCodeResult,
    handler: async ({ body, request }): Promise<SendCodeResult> => {
      const { phone, purpose } = body;
      let eligible: (q: Queryable) => Promise<void | 'silent'>;
      if (purpose === 'resetPayPassword') {
        const user = await loadUser(deps.db, (await app.requireUser(request)).userId);
        if (user.phone === null) throw accountErrors.phoneUnknown();
        if (user.phone !== phone) {
          const reason = 'is not the phone number of this account';
          throw badRequest(`phone ${reason}.`, ERROR_KEYS.invalid, { field: 'phone', reason });
        }
        eligible = async () => {};
      } else {
        // Registration must say "taken" (both answers count toward the per-phone and per-IP
        // limits, which bounds enumeration). A password reset answers alike for an unknown
        // phone, sending nothing: the reset then fails as for a wrong code.
        eligible = async (q) => {
          const exists = (await findUserByPhone(q, phone)) !== null;
          if (purpose === 'register' && exists) throw accountErrors.phoneTaken();
          if (purpose === 'resetPassword' && !exists) return 'silent';
        };
      }
      const captcha = body.captchaId && body.captcha ? { captchaId: body.captchaId, answer: body.captcha } : null;
      return sendSmsCode(deps, { phone, purpose, ip: request.ip, captcha, eligible, log: request.log });
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: USER_PATHS.captcha,
    tag: 'account',
    summary: 'A new captcha image for the login, valid 5 minutes',
    auth: 'public',
    response: captchaResult,
    handler: async ({ request }) => {
      const now = deps.clock();
      await takeAttempts(deps.db, now, [{ kind: 'captcha_ip', subject: request.ip, ...CAPTCHAS_PER_IP }]);
      return createCaptcha({ db: deps.db, hmacKey: deps.keys.captchaHmac, dev: deps.dev, now });
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: USER_PATHS.register,
    tag: 'account',
    summary: 'Registers a phone account with its SMS code; answers a session',
    auth: 'public',
    body: registerRequest,
    response: sessionResult,
    handler: ({ body }) => registerUser(deps, body),
  });

  apiRoute(app, {
    method: 'POST',
    url: USER_PATHS.login,
    tag: 'account',
    summary: 'Logs in with phone, password and captcha; answers a session',
    auth: 'public',
    body: loginRequest,
    mapBodyError: captchaFailure,
    response: sessionResult,
    handler: ({ body, request }) => loginWithPassword(deps, { ...body, ip: request.ip }),
  });

  apiRoute(app, {
    method: 'POST',
    url: USER_PATHS.passwordReset,
    tag: 'account',
    summary: 'Sets a new login password with an SMS code (forgot password)',
    auth: 'public',
    body: passwordResetRequest,
    response: z.null(),
    handler: async ({ body }) => {
      await resetPassword(deps, body);
      return null;
    },
  });
}

/** A bad login body, with the spec's own captcha messages (SPEC §5): "Please enter captcha", "Invalid captcha". */
function captchaFailure(failure: AppError, body: unknown): AppError {
  const field = failure.params?.field;
  if (field !== 'captcha' && field !== 'captchaId') return failure;
  const value = body !== null && typeof body === 'object' ? (body as Record<string, unknown>)[field] : undefined;
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return accountErrors.captchaRequired();
  return accountErrors.captchaInvalid();
}
