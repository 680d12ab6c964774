import type { PhoneValue } from '@/components/kit/PhoneField';
import { callingCodeOf } from '@/lib/phone/regionCallingCode';
import { phoneOf, type FieldProblem } from '@/features/account/contract/fieldRules';
import type { SmsPurpose } from '@/lib/contract/userRules';
import type { SendWithCaptcha } from '@/components/kit/useSmsCaptcha';

/**
 * The send button of a phone + SMS code form: checks the phone first (reporting the problem through
 * `onProblem`), then sends through the screen's captcha (useSmsCaptcha), and returns the wait before
 * the next code, or null when nothing was sent.
 */
export async function sendSmsCode(
  phone: PhoneValue,
  purpose: SmsPurpose,
  onProblem: (problem: FieldProblem | null) => void,
  withCaptcha: SendWithCaptcha,
): Promise<number | null> {
  const number = phoneOf(callingCodeOf(phone.region), phone.national);
  if ('problem' in number) {
    onProblem(number.problem);
    return null;
  }
  onProblem(null);
  const { sendCode } = await import('@/lib/api/smsCode');
  const sent = await withCaptcha((captcha) => sendCode({ phone: number.phone, purpose, ...captcha }));
  return sent?.resendIn ?? null;
}
