import type { AccountDeps } from '../../../core/accounts/accountDeps';
import { takeAttemptPerKey } from '../../../core/auth/attemptLimits';
import { type Recipient, resolveRecipient } from '../../../core/accounts/resolveRecipient';

/**
 * Different recipients one user may look up per hour. Whether a phone or accid has an account is
 * worth knowing to an attacker, so every path that tells it (a transfer, a recipient preview) goes
 * through lookUpRecipient; looking up the same recipient again is free.
 */
export const RECIPIENT_LOOKUP_LIMIT = { limit: 30, windowMs: 60 * 60_000 };

/**
 * The account `to` (E.164 phone or accid) names, for `userId` to send to: counts a new recipient
 * against the user's limit first (429 with retryAfterSeconds beyond it), then resolves it
 * (recipientUnknown when nobody has it).
 *
 * @example const recipient = await lookUpRecipient(deps, userId, '+8613800138000')
 */
export async function lookUpRecipient(deps: Pick<AccountDeps, 'db' | 'clock'>, userId: bigint, to: string): Promise<Recipient> {
  await takeAttemptPerKey(deps.db, deps.clock(), { kind: 'recipient_lookup', subject: String(userId), ...RECIPIENT_LOOKUP_LIMIT }, to);
  return resolveRecipient(deps.db, to);
}
