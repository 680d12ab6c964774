import { type KycLevel, type QualifiedBasis, REVIEW_REASON_MAX } from '../../../features/kyc/contract/kycRules';
import type { Db } from '../../db/db';
import { badRequest, notFound } from '../../http/appError';
import { addNotice } from '../../core/notices/addNotice';

export type KycDecision =
  | { decision: 'approve'; level?: KycLevel; qualified?: QualifiedBasis }
  | { decision: 'reject'; reason: string };

/**
 * The operator's review of a pending application (scripts/kyc.ts, and the dev route the e2e suite
 * uses): approve — at the level applied for or a lower one; a level-3 approval may record investor
 * qualification (SPEC §6: 20,000 USD portfolio or 2 million USD total assets, from the documents) —
 * which raises users.kyc_level; or reject with a reason the user sees, after which they may apply
 * again. Either way the user gets a notice. Only a pending application can be reviewed, once.
 *
 * @example await reviewKyc(db, { applicationId: 7n, reviewer: 'operator:alice', at: new Date() }, { decision: 'approve', level: 3, qualified: 'portfolio' })
 */
export async function reviewKyc(db: Db, target: { applicationId: bigint; reviewer: string; at: Date }, decision: KycDecision): Promise<{ userId: bigint; level: number; state: 'approved' | 'rejected' }> {
  return db.tx(async (q) => {
    const [app] = await q.query<{ user_id: bigint; level: number; state: string }>('SELECT user_id, level, state FROM kyc_applications WHERE id = $1 FOR UPDATE', [
      target.applicationId,
    ]);
    if (!app) throw notFound(`There is no application ${target.applicationId}.`);
    if (app.state !== 'pending') throw badRequest(`Application ${target.applicationId} is already ${app.state}.`);
    if (decision.decision === 'reject') {
      const reason = decision.reason.trim();
      if (!reason || [...reason].length > REVIEW_REASON_MAX) throw badRequest(`A rejection needs a reason of 1 to ${REVIEW_REASON_MAX} characters.`);
      await q.query("UPDATE kyc_applications SET state = 'rejected', reason = $2, reviewed_at = $3, reviewed_by = $4 WHERE id = $1", [
        target.applicationId,
        reason,
        target.at,
        target.reviewer,
      ]);
      await addNotice(q, { userId: app.user_id, kind: 'kycRejected', params: { level: String(app.level), reason }, at: target.at });
      return { userId: app.user_id, level: app.level, state: 'rejected' };
    }
    const level = decision.level ?? app.level;
    if (level < 1 || level > app.level) throw badRequest(`Approve at level 1 to ${app.level} (the level applied for).`);
    if (decision.qualified && level !== 3) throw badRequest('Investor qualification is recorded only with a level-3 approval.');
    await q.query(
      "UPDATE kyc_applications SET state = 'approved', level = $2, qualified_basis = $3, reviewed_at = $4, reviewed_by = $5 WHERE id = $1",
      [target.applicationId, level, decision.qualified ?? null, target.at, target.reviewer],
    );
    await q.query('UPDATE users SET kyc_level = GREATEST(kyc_level, $2) WHERE id = $1', [app.user_id, level]);
    await addNotice(q, { userId: app.user_id, kind: 'kycApproved', params: { level: String(level), qualified: decision.qualified ? 'yes' : 'no' }, at: target.at });
    return { userId: app.user_id, level, state: 'approved' };
  });
}
