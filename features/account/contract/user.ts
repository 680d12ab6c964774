import { z } from 'zod';
import { refuseHiddenCharacters } from '../../../lib/contract/refuseHiddenCharacters';
import { NAME_LETTER, NAME_LETTER_REASON } from '../../../lib/contract/textRules';
import {
  ACCOUNT_NAME_MAX,
  INVITE_CODE_PATTERN,
  PASSWORD_PATTERN,
  PAY_PASSWORD_PATTERN,
  PHONE_PATTERN,
  SMS_CODE_PATTERN,
  SMS_PURPOSES,
  TOTP_CODE_PATTERN,
} from '../../../lib/contract/userRules';

// The zod-free half of the contract lives in lib/contract/userApi.ts so screens can import it without zod.
export { USER_ERRORS, USER_PATHS } from '../../../lib/contract/userApi';

/**
 * The cloud account API (SPEC §7 user endpoints; issue "Cloud accounts"). Paths are under `/api`;
 * success code 1. Request schemas are what the server validates; response schemas (and the types
 * derived from them) are what the client receives. Screens import types only (and the rules in
 * lib/contract/userRules.ts), never zod.
 */

const phone = z.string().trim().regex(PHONE_PATTERN, 'must be an international number such as +8613800138000');
const password = z.string().regex(PASSWORD_PATTERN, 'must be 8 to 64 characters with a letter and a digit');
const payPassword = z.string().regex(PAY_PASSWORD_PATTERN, 'must be 6 digits');
const smsCode = z.string().trim().regex(SMS_CODE_PATTERN, 'must be 6 digits');
const totpCode = z.string().trim().regex(TOTP_CODE_PATTERN, 'must be 6 digits');

const captchaId = z.string().min(1).max(64);
const captcha = z.string().trim().min(1).max(16);

// ---- requests ----
/**
 * The captcha is needed for a code beyond the first within the hour (USER_ERRORS.smsCaptchaRequired
 * says when); an empty one counts as none.
 */
export const sendCodeRequest = z.object({
  phone,
  purpose: z.enum(SMS_PURPOSES),
  captchaId: z.string().max(64).optional(),
  captcha: z.string().trim().max(16).optional(),
});
export const registerRequest = z.object({
  phone,
  code: smsCode,
  password,
  inviteCode: z.string().trim().regex(INVITE_CODE_PATTERN, 'is not a valid invite code').optional(),
});
export const loginRequest = z.object({
  phone,
  password: z.string().min(1).max(256),
  captchaId,
  captcha,
});
export const passwordResetRequest = z.object({ phone, code: smsCode, password });
export const oauthStartRequest = z.object({ redirect: z.string().max(512).optional() });
export const loginOauthRequest = z.object({ code: z.string().min(1).max(2048), state: z.string().min(1).max(256) });
export const accountNameRequest = z.object({
  name: z.string().trim().min(1).max(ACCOUNT_NAME_MAX).regex(/^[^\p{Cc}]+$/u).regex(NAME_LETTER, NAME_LETTER_REASON).superRefine(refuseHiddenCharacters),
});
/** Sets a login password; `oldPassword` is required when the account already has one. */
export const setPasswordRequest = z.object({ oldPassword: z.string().max(256).optional(), password });
export const pinFlagRequest = z.object({ enabled: z.boolean() });
/** `googleCode` is required on the pay-password requests once Google two-step verification is on. */
const googleCode = totpCode.optional();
export const payPasswordSetRequest = z.object({ payPassword, googleCode });
export const payPasswordChangeRequest = z.object({ oldPayPassword: payPassword, payPassword, googleCode });
export const payPasswordResetRequest = z.object({ code: smsCode, payPassword, googleCode });
export const payPasswordCheckRequest = z.object({ payPassword });
export const googleCodeRequest = z.object({ code: totpCode });

// ---- responses (the `data` of each answer; the server checks its answers against these and
// describes them in GET /api/openapi.json; screens import only the types, never zod) ----
export const userInfo = z
  .strictObject({
    accid: z.string(),
    phoneMasked: z.string().nullable().describe('e.g. "+86 138****8000"; null for an account created by chat-account login without a phone.'),
    accountName: z.string(),
    registeredAt: z.iso.datetime(),
    securityLevel: z.literal([1, 2, 3]).describe('1 on registration, 2 once a pay password is set, 3 with Google two-step verification too.'),
    kycLevel: z.literal([0, 1, 2, 3]),
    hasPassword: z.boolean(),
    payPasswordSet: z.boolean(),
    googleEnabled: z.boolean(),
    pinEnabled: z.boolean().describe('The device-local app-lock PIN is on (the PIN itself never leaves the device).'),
    inviteCode: z.string(),
  })
  .meta({ id: 'UserInfo' });
const sessionShape = { token: z.string().describe('Send it as the x-token header.'), user: userInfo };
export const sessionResult = z.strictObject(sessionShape);
export const oauthLoginResult = z.strictObject({ ...sessionShape, redirect: z.string().nullable() });
export const captchaResult = z.strictObject({
  captchaId: z.string(),
  image: z.string().describe('data:image/svg+xml URL'),
  expiresIn: z.number().int().describe('seconds'),
});
export const sendCodeResult = z.strictObject({
  expiresIn: z.number().int().describe('seconds the code stays valid'),
  resendIn: z.number().int().describe('seconds before another code may be sent'),
});
export const oauthStartResult = z.strictObject({ authorizationUrl: z.url() });
export const walletInit = z.strictObject({
  accid: z.string(),
  securityLevel: z.literal([1, 2, 3]),
  payPasswordSet: z.boolean(),
  googleEnabled: z.boolean(),
  kycLevel: z.literal([0, 1, 2, 3]),
});
export const googleSecret = z.strictObject({ secret: z.string().describe('base32'), otpauthUrl: z.string().describe('otpauth:// URL for the QR code') });
export const payPasswordCheck = z.strictObject({ valid: z.literal(true) });

export type UserInfo = z.output<typeof userInfo>;
export type SessionResult = z.output<typeof sessionResult>;
export type OauthLoginResult = z.output<typeof oauthLoginResult>;
export type CaptchaResult = z.output<typeof captchaResult>;
export type SendCodeResult = z.output<typeof sendCodeResult>;
export type OauthStartResult = z.output<typeof oauthStartResult>;
export type WalletInit = z.output<typeof walletInit>;
export type GoogleSecret = z.output<typeof googleSecret>;
export type PayPasswordCheck = z.output<typeof payPasswordCheck>;
