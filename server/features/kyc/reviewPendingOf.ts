import type { Db } from '../../db/db';
import { notFound } from '../../http/appError';
import { resolveRecipient } from '../../core/accounts/resolveRecipient';
import { type KycDecision, reviewKyc } from './reviewKyc';

/**
 * Reviews the pending application of the account with this phone or accid (the operator command's
 * `--user`, and the dev route the e2e suite uses).
 *
 * @example await reviewPendingOf(db, '12345678', 'operator:alice', new Date(), { decision: 'approve', level: 3, qualified: 'totalAssets' })
 */
export async function reviewPendingOf(db: Db, phoneOrAccid: string, reviewer: string, at: Date, decision: KycDecision) {
  const user = await resolveRecipient(db, phoneOrAccid);
  const [pending] = await db.query<{ id: bigint }>("SELECT id FROM kyc_applications WHERE user_id = $1 AND state = 'pending'", [user.id]);
  if (!pending) throw notFound(`Account ${user.accid} has no application waiting for review.`);
  return reviewKyc(db, { applicationId: pending.id, reviewer, at }, decision);
}
