import {
  ACCOUNT_NAME_MAX,
  INVITE_CODE_PATTERN,
  PASSWORD_PATTERN,
  PAY_PASSWORD_PATTERN,
  SMS_CODE_PATTERN,
  TOTP_CODE_PATTERN,
} from '@/lib/contract/userRules';
import { NAME_LETTER, hiddenCharacterProblem } from '@/lib/contract/textRules';
import type { FieldProblem } from '@/lib/contract/loginFieldRules';

export { checkCaptcha, checkPasswordPresent, phoneOf, type FieldProblem } from '@/lib/contract/loginFieldRules';

/** A new login password: 8 to 64 characters with a letter and a digit. */
export function checkNewPassword(value: string): FieldProblem | null {
  if (!value) return 'passwordRequired';
  return PASSWORD_PATTERN.test(value) ? null : 'passwordRule';
}

export function checkRepeat(password: string, repeat: string): FieldProblem | null {
  if (!repeat) return 'repeatRequired';
  return repeat === password ? null : 'passwordsMismatch';
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

/**
 * An account name: 1 to 32 characters with a letter of some script, without control, text-direction
 * or invisible characters (lib/contract/textRules.ts). `nameNoLetter`'s text is the account
 * feature's own (setUp.nameNoLetter), the others are under `fields`.
 */
export function checkAccountName(value: string): FieldProblem | 'nameNoLetter' | null {
  const v = value.trim();
  if (!v) return 'nameRequired';
  if (hiddenCharacterProblem(v)) return 'hiddenCharacters';
  if ([...v].length > ACCOUNT_NAME_MAX || /\p{Cc}/u.test(v)) return 'nameInvalid';
  return NAME_LETTER.test(v) ? null : 'nameNoLetter';
}
