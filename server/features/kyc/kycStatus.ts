import type { KycApplication, KycStatus } from '../../../features/kyc/contract/kycApi';
import { KYC_MIN_AGE, KYC_MIN_USDT, UPLOAD_MAX_BYTES, UPLOADS_PER_USER } from '../../../features/kyc/contract/kycRules';
import { loadCoin } from '../../core/coins/loadCoin';
import { kycLevelOf } from '../../core/investors/kycLevelOf';
import type { Config } from '../../config';
import type { Queryable } from '../../db/db';
import { formatBaseUnits } from '../../ledger/baseUnits';
import { userBalances } from '../../ledger/userBalances';
import { countUploads } from './storeUpload';

/** A kyc_applications row as the screens need it. */
export type ApplicationRow = {
  id: bigint;
  user_id: bigint;
  level: number;
  state: 'pending' | 'approved' | 'rejected';
  country: string;
  first_name: string;
  surname: string;
  id_type: string;
  id_number_last4: string;
  submitted_at: Date;
  reviewed_at: Date | null;
  reason: string | null;
  fee: string | null;
  decimals: number | null;
};

/** The user's applications, newest first (with the fee each was charged, from its record). */
export async function listApplications(q: Queryable, userId: bigint, limit = 1): Promise<ApplicationRow[]> {
  return q.query<ApplicationRow>(
    `SELECT a.id, a.user_id, a.level, a.state, a.country, a.first_name, a.surname, a.id_type, a.id_number_last4, a.submitted_at,
            a.reviewed_at, a.reason, r.amount::text AS fee, c.decimals
       FROM kyc_applications a
       LEFT JOIN wallet_records r ON r.entry_id = a.fee_entry_id AND r.user_id = a.user_id
       LEFT JOIN coins c ON c.symbol = r.coin
      WHERE a.user_id = $1 ORDER BY a.id DESC LIMIT $2`,
    [userId, limit],
  );
}

/** An application as the API shows it: the ID number only by its last 4 characters. */
export function toApplication(row: ApplicationRow): KycApplication {
  return {
    id: String(row.id),
    level: row.level,
    state: row.state,
    country: row.country,
    firstName: row.first_name,
    surname: row.surname,
    idType: row.id_type,
    idNumberMasked: `••••${row.id_number_last4}`,
    submittedAt: row.submitted_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
    reason: row.reason,
    fee: row.fee === null || row.decimals === null ? null : formatBaseUnits(BigInt(row.fee), row.decimals),
  };
}

/**
 * What /securityLevel and /levelThreeApply show: the approved level, the latest application and its
 * state, the qualified-investor state, and the rules in force (minimum USDT and the user's balance,
 * the fee, the minimum age, the refused countries, the upload limits).
 *
 * @example await kycStatus(db, config, userId)
 */
export async function kycStatus(q: Queryable, config: Config, userId: bigint): Promise<KycStatus> {
  const usdt = await loadCoin(q, 'USDT');
  const [{ level, qualifiedBasis }, [latest], balances, uploads] = await Promise.all([
    kycLevelOf(q, userId),
    listApplications(q, userId),
    userBalances(q, userId, 'USDT'),
    countUploads(q, userId),
  ]);
  return {
    level,
    state: latest?.state ?? 'none',
    qualifiedInvestor: qualifiedBasis !== null,
    qualifiedBasis,
    latest: latest ? toApplication(latest) : null,
    rules: {
      minUsdt: KYC_MIN_USDT,
      usdtBalance: formatBaseUnits(balances.get('USDT') ?? 0n, usdt.decimals),
      fee: config.kyc.feeUsdt.includes('.') ? config.kyc.feeUsdt.replace(/0+$/, '').replace(/\.$/, '') : config.kyc.feeUsdt,
      minAge: KYC_MIN_AGE,
      refusedCountries: config.kyc.refusedCountries,
      maxUploadBytes: UPLOAD_MAX_BYTES,
      uploadsLeft: Math.max(0, UPLOADS_PER_USER - uploads),
    },
  };
}
