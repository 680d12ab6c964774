import { PHONE_PATTERN, toE164 } from '@/lib/contract/userRules';

/**
 * The checks the account forms run on submit (SPEC §5), with the same rules the server enforces
 * (lib/contract/userRules.ts). Each returns null when the value is fine, else the key of its
 * message under `fields` in the message files. The login's own checks live here, apart from the
 * others (fieldRules.ts), so the login's first load carries only these.
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

export function checkCaptcha(value: string): FieldProblem | null {
  return value.trim() ? null : 'captchaRequired';
}
