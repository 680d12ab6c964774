import { ERROR_KEYS, SERVICE_UNAVAILABLE, TOO_MANY_REQUESTS } from '../../../lib/contract/apiError';
import { BAD_REQUEST } from '../../../lib/contract/envelope';
import { USER_ERRORS } from '../../../features/account/contract/user';
import { AppError, badRequest } from '../../http/appError';

const fail = (status: number, code: number, msg: string, key: AppError['key'], params?: Record<string, string | number>) =>
  new AppError({ status, code, msg, key, params });

/**
 * The failures of the cloud account API (features/account/contract/user.ts USER_ERRORS), each with its English
 * msg and translation key, so every route says the same thing for the same case.
 */
export const accountErrors = {
  captchaRequired: () => badRequest('Please enter captcha.', ERROR_KEYS.captchaRequired, { field: 'captcha' }),
  captchaInvalid: () => fail(400, USER_ERRORS.captchaInvalid, 'Invalid captcha.', ERROR_KEYS.captchaInvalid),
  /** The same for an unknown phone and a wrong password. */
  wrongCredentials: () => fail(400, USER_ERRORS.wrongCredentials, 'Wrong phone number or password.', ERROR_KEYS.wrongCredentials),
  passwordWrong: () => fail(400, USER_ERRORS.passwordWrong, 'The current password is incorrect.', ERROR_KEYS.passwordWrong),
  codeInvalid: () =>
    fail(400, USER_ERRORS.codeInvalid, 'The verification code is wrong or has expired; request a new one.', ERROR_KEYS.codeInvalid),
  smsUnavailable: () =>
    fail(SERVICE_UNAVAILABLE, SERVICE_UNAVAILABLE, 'Text messages cannot be sent right now; please try again later.', ERROR_KEYS.smsUnavailable),
  smsCaptchaRequired: () =>
    fail(
      400,
      USER_ERRORS.smsCaptchaRequired,
      'To get another code, enter the characters in the image (captchaId and captcha), then send again.',
      ERROR_KEYS.smsCaptchaRequired,
      { field: 'captcha' },
    ),
  /** The server-wide SMS cap is reached: nothing the user did, so not "too many attempts". */
  smsPaused: (retryAfterSeconds: number) =>
    fail(
      TOO_MANY_REQUESTS,
      TOO_MANY_REQUESTS,
      'Text messages are paused for now because of high demand; please try again later.',
      ERROR_KEYS.smsPaused,
      { retryAfterSeconds, minutes: Math.ceil(retryAfterSeconds / 60) },
    ),
  phoneTaken: () => fail(409, USER_ERRORS.phoneTaken, 'This phone number is already registered; log in instead.', ERROR_KEYS.phoneTaken),
  phoneUnknown: () => fail(404, USER_ERRORS.phoneUnknown, 'No account uses this phone number.', ERROR_KEYS.phoneUnknown),
  inviteCodeUnknown: () => fail(400, USER_ERRORS.inviteCodeUnknown, 'This invite code does not exist.', ERROR_KEYS.inviteCodeUnknown),
  payPasswordWrong: (attemptsLeft: number) =>
    fail(400, USER_ERRORS.payPasswordWrong, 'The password you entered is incorrect.', ERROR_KEYS.payPasswordWrong, { attemptsLeft }),
  payPasswordLocked: (minutes: number) =>
    fail(
      423,
      USER_ERRORS.payPasswordLocked,
      `Too many wrong entries: the pay password is locked for ${minutes} minutes; wait or reset it by SMS code.`,
      ERROR_KEYS.payPasswordLocked,
      { minutes },
    ),
  payPasswordNotSet: () => fail(400, USER_ERRORS.payPasswordNotSet, 'Please set a pay password first.', ERROR_KEYS.payPasswordNotSet),
  payPasswordAlreadySet: () =>
    fail(409, USER_ERRORS.payPasswordAlreadySet, 'A pay password is already set; change or reset it instead.', ERROR_KEYS.payPasswordAlreadySet),
  googleCodeInvalid: () => fail(400, USER_ERRORS.googleCodeInvalid, 'The Google verification code is incorrect.', ERROR_KEYS.googleCodeInvalid),
  googleRequired: () => fail(400, USER_ERRORS.googleRequired, 'Please enter the Google verification code.', ERROR_KEYS.googleRequired),
  googleSecretMissing: () =>
    fail(400, USER_ERRORS.googleCodeInvalid, 'Request a new Google verification key first.', ERROR_KEYS.googleSecretMissing),
  googleAlreadyEnabled: () =>
    fail(409, BAD_REQUEST, 'Google verification is already enabled.', ERROR_KEYS.googleAlreadyEnabled),
  googleNotEnabled: () => fail(400, BAD_REQUEST, 'Google verification is not enabled.', ERROR_KEYS.googleNotEnabled),
  oauthFailed: () => fail(400, USER_ERRORS.oauthFailed, 'Chat-account login failed; please try again.', ERROR_KEYS.oauthFailed),
  oauthNotConfigured: () =>
    fail(SERVICE_UNAVAILABLE, USER_ERRORS.oauthFailed, 'Chat-account login is not configured.', ERROR_KEYS.oauthNotConfigured),
};
