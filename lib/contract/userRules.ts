/**
 * Input rules of the cloud account (SPEC §5), as plain data so a screen can check a field as the
 * user types without loading a schema library, and the server enforces the same rules.
 */

/** A phone number in E.164: `+`, country code and number, 8 to 15 digits in all. */
export const PHONE_PATTERN = /^\+[1-9]\d{7,14}$/;
/** Login password: 8 to 64 characters with at least one letter and one digit. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{8,64}$/;
/** Pay password: exactly 6 digits (SPEC §9). */
export const PAY_PASSWORD_PATTERN = /^\d{6}$/;
/** SMS verification code: 6 digits. */
export const SMS_CODE_PATTERN = /^\d{6}$/;
/** TOTP code (RFC 6238): 6 digits. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** Invite code: 6 to 12 letters or digits, case-insensitive. */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9]{6,12}$/;
/**
 * Account name: 1 to 32 characters with at least one letter of some script (not only digits and
 * signs such as "-1"), no control, text-direction or invisible characters (textRules.ts NAME_LETTER,
 * hiddenCharacterProblem).
 */
export const ACCOUNT_NAME_MAX = 32;

/** What an SMS code is for; a code sent for one purpose never works for another. */
export const SMS_PURPOSES = ['register', 'resetPassword', 'resetPayPassword'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** Joins a country calling code (`86`) and a national number (`138 0013 8000`) into E.164. */
export function toE164(countryCode: string, national: string): string {
  return `+${countryCode.replace(/\D/g, '')}${national.replace(/\D/g, '').replace(/^0+/, '')}`;
}
