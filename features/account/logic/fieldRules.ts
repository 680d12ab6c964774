import {
  ACCOUNT_NAME_MAX,
  INVITE_CODE_PATTERN,
  PASSWORD_PATTERN,
  PAY_PASSWORD_PATTERN,
  PHONE_PATTERN,
  SMS_CODE_PATTERN,
  TOTP_CODE_PATTERN,
  toE164,
} from '@/features/account/contract/userRules';
import { hiddenCharacterProblem } from '@/lib/contract/textRules';

/**
 * The checks the account forms run on submit (SPEC §5), with the same rules the server enforces
 * (features/account/contract/userRules.ts). Each returns null when the value is fine, else the key of its
 * message under `fields` in the message files.
 */
export type FieldProblem =
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'passwordRequired'
  | 'passwordRule'
  | 'repeatRequired'
  | 'passwordsMismatch'
  | 'captchaRequired'
  | 'codeRequired'
  | 'codeInvalid'
  | 'inviteInvalid'
  | 'sixDigits'
  | 'entriesMismatch'
  | 'nameRequired'
  | 'nameInvalid'
  | 'hiddenCharacters';

/** The phone number in E.164, or why not. @example phoneOf('86', '138 0013 8000') // { phone: '+8613800138000' } */
export function phoneOf(callingCode: string, national: string): { phone: string } | { problem: FieldProblem } {
  if (!national.trim()) return { problem: 'phoneRequired' };
  const phone = toE164(callingCode, national);
  return PHONE_PATTERN.test(phone) && /^[\d\s().-]+$/.test(national.trim()) ? { phone } : { problem: 'phoneInvalid' };
}

/** The current password of a login: anything but empty (the server judges it). */
export function checkPasswordPresent(value: string): FieldProblem | null {
  return value ? null : 'passwordRequired';
}

/** A new login password: 8 to 64 characters with a letter and a digit. */
export function checkNewPassword(value: string): FieldProblem | null {
  if (!value) return 'passwordRequired';
  return PASSWORD_PATTERN.test(value) ? null : 'passwordRule';
}

export function checkRepeat(password: string, repeat: string): FieldProblem | null {
  if (!repeat) return 'repeatRequired';
  return repeat === password ? null : 'passwordsMismatch';
}

export function checkCaptcha(value: string): FieldProblem | null {
  return value.trim() ? null : 'captchaRequired';
}

/** An SMS or Google code: 6 digits. */
export function checkCode(value: string): FieldProblem | null {
  const v = value.trim();
  if (!v) return 'codeRequired';
  return SMS_CODE_PATTERN.test(v) && TOTP_CODE_PATTERN.test(v) ? null : 'codeInvalid';
}

/** The optional invite code: empty, or 6 to 12 letters and digits. */
export function checkInvite(value: string): FieldProblem | null {
  const v = value.trim();
  return !v || INVITE_CODE_PATTERN.test(v) ? null : 'inviteInvalid';
}

/** A pay password or PIN entry: exactly 6 digits. */
export function checkSixDigits(value: string): FieldProblem | null {
  return PAY_PASSWORD_PATTERN.test(value) ? null : 'sixDigits';
}

/** The second entry of a pay password or PIN. */
export function checkSecondEntry(first: string, second: string): FieldProblem | null {
  return checkSixDigits(second) ?? (first === second ? null : 'entriesMismatch');
}

/** An account name: 1 to 32 characters, without control, text-direction or invisible characters (lib/contract/textRules.ts). */
export function checkAccountName(value: string): FieldProblem | null {
  const v = value.trim();
  if (!v) return 'nameRequired';
  if (hiddenCharacterProblem(v)) return 'hiddenCharacters';
  return [...v].length <= ACCOUNT_NAME_MAX && !/\p{Cc}/u.test(v) ? null : 'nameInvalid';
}
