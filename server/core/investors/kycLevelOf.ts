import type { QualifiedBasis } from '../../../features/kyc/contract/kycRules';
import type { Queryable } from '../../db/db';

/**
 * The user's approved level and qualified-investor state: the level is users.kyc_level (set by an
 * approval), the qualification that of the latest approved level-3 application (kyc_applications, the KYC
 * feature's table). A core service because KYC's own status and the wealth feature (its product detail and
 * its qualified-investor gate) both read it, and features do not import each other.
 */
export async function kycLevelOf(q: Queryable, userId: bigint): Promise<{ level: number; qualifiedBasis: QualifiedBasis | null }> {
  const [row] = await q.query<{ kyc_level: number; qualified_basis: QualifiedBasis | null }>(
    `SELECT u.kyc_level,
            (SELECT a.qualified_basis FROM kyc_applications a
              WHERE a.user_id = u.id AND a.state = 'approved' AND a.level = 3 ORDER BY a.id DESC LIMIT 1) AS qualified_basis
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  return { level: row?.kyc_level ?? 0, qualifiedBasis: row?.qualified_basis ?? null };
}
