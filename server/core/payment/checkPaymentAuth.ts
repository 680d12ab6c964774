import type { AccountDeps } from '../accounts/accountDeps';
import { accountErrors } from '../accounts/accountErrors';
import type { UserRow } from '../accounts/userRow';
import type { AppError } from '../../http/appError';
import { type TotpMatch, checkUserTotp } from './verifyUserTotp';
import { checkPayPassword } from './checkPayPassword';
import { findPayingUser } from './findPayingUser';

/**
 * What a payment asks of the user before money moves (internal transfer, flash swap, red
 * envelope, withdrawal, wealth and token purchases): a pay password set (findPayingUser; `notSet`
 * is the refusal when there is none), the pay password (with its lockout), then the Google code
 * once Google verification is on. The code is only matched here; the caller uses it up with
 * useTotpCode inside its posting transaction, so a payment that is refused leaves it unused.
 *
 * @returns the user's row and the Google match (null when Google verification is off).
 * @example const { user, google } = await checkPaymentAuth(deps, userId, { payPassword, googleCode })
 */
export async function checkPaymentAuth(
  deps: AccountDeps,
  userId: bigint,
  input: { payPassword: string; googleCode?: string },
  notSet?: () => AppError,
): Promise<{ user: UserRow; google: TotpMatch | null }> {
  await findPayingUser(deps.db, userId, notSet);
  const user = await checkPayPassword(deps, userId, input.payPassword);
  if (!user.totp_enabled) return { user, google: null };
  if (!input.googleCode) throw accountErrors.googleRequired();
  const google = await checkUserTotp(deps.db, deps.keys.totpEncryption, user, input.googleCode, 'active', deps.clock());
  if (!google) throw accountErrors.googleCodeInvalid();
  return { user, google };
}
