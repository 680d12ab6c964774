import type { Queryable } from '../../db/db';
import { kycErrors } from './kycErrors';
import { kycLevelOf } from './kycStatus';

/**
 * Gates a product marked for qualified investors (SPEC §6): passes when the user's latest level-3
 * approval recorded investor qualification, otherwise refuses (notQualified, 403). The wealth buy
 * (server/features/wealth/buyProduct.ts) calls it for a product marked qualifiedOnly, before the pay password.
 *
 * @example await requireQualifiedInvestor(db, session.userId)
 */
export async function requireQualifiedInvestor(q: Queryable, userId: bigint): Promise<void> {
  const { qualifiedBasis } = await kycLevelOf(q, userId);
  if (qualifiedBasis === null) throw kycErrors.notQualified();
}
