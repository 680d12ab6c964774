import type { NoticeKind, SecurityChange } from '../../../features/cloudWallet/contract/walletRules';
import type { Queryable } from '../../db/db';

/**
 * Adds an account notice (/historyNotice). Pass the transaction's `q` when the notice belongs to a
 * money movement, so the receiver sees it exactly when the money arrives.
 *
 * @example await addNotice(q, { userId, kind: 'transferReceived', params: { coin, amount, from, id }, at: now })
 */
export async function addNotice(
  q: Queryable,
  notice: { userId: bigint; kind: NoticeKind; params: Record<string, string>; at: Date },
): Promise<void> {
  await q.query('INSERT INTO notices (user_id, kind, params, created_at) VALUES ($1, $2, $3::jsonb, $4)', [
    notice.userId,
    notice.kind,
    JSON.stringify(notice.params),
    notice.at,
  ]);
}

/** A security change of the account (pay password, Google verification, login password). */
export const addSecurityNotice = (q: Queryable, userId: bigint, change: SecurityChange, at: Date) =>
  addNotice(q, { userId, kind: 'securityChanged', params: { change }, at });
