import { accountErrors } from '../accounts/accountErrors';
import { findUserById, type UserRow } from '../accounts/userRow';
import type { Queryable } from '../../db/db';
import type { AppError } from '../../http/appError';

/**
 * The row of the user about to pay, once they have a pay password: money moves only for a user who
 * can confirm it, so a request from one without is refused before anything else of the payment is
 * checked or spent. The one place a money request asks "has this user a pay password?"
 * (checkPaymentAuth starts with it; a flash swap quote, which moves nothing yet, asks it alone).
 *
 * @param notSet the refusal for a user without one: "set a pay password first" unless the feature
 *   answers its own (a withdrawal answers that the security level is too low).
 * @example const user = await findPayingUser(db, session.userId)
 */
export async function findPayingUser(db: Queryable, userId: bigint, notSet: () => AppError = accountErrors.payPasswordNotSet): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw new Error(`session user ${userId} has no row`);
  if (user.pay_password_hash === null) throw notSet();
  return user;
}
