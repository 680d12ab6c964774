import { KYC_ERRORS } from '../../../features/kyc/contract/kycApi';
import { KYC_ERROR_KEYS } from '../../../features/kyc/contract/kycErrorKeys';
import type { Queryable } from '../../db/db';
import { AppError } from '../../http/appError';
import { kycLevelOf } from './kycLevelOf';

/**
 * Gates a product marked for qualified investors (SPEC §6): passes when the user's latest level-3
 * approval recorded investor qualification, otherwise refuses (KYC's notQualified, 403). The wealth buy
 * (server/features/wealth/buyProduct.ts) calls it for a product marked qualifiedOnly, before the pay password.
 *
 * @example await requireQualifiedInvestor(db, session.userId)
 */
export async function requireQualifiedInvestor(q: Queryable, userId: bigint): Promise<void> {
  const { qualifiedBasis } = await kycLevelOf(q, userId);
  if (qualifiedBasis === null) throw notQualified();
}

const notQualified = () =>
  new AppError({
    status: 403,
    code: KYC_ERRORS.notQualified,
    msg: 'This product is for qualified investors: complete KYC level 3 with a 20,000 USD portfolio or 2 million USD total assets.',
    key: KYC_ERROR_KEYS.notQualified,
  });
