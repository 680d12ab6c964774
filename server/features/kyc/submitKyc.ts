import type { z } from 'zod';
import type { SubmitResult } from '../../../features/kyc/contract/kycApi';
import type { submitRequest } from '../../../features/kyc/contract/kyc';
import { type FilePurpose, KYC_MIN_USDT, type KycLevel } from '../../../features/kyc/contract/kycRules';
import { RECORD_TYPES } from '../../../features/cloudWallet/contract/walletRules';
import type { AccountDeps } from '../../core/accounts/accountDeps';
import { findUserById } from '../../core/accounts/userRow';
import { loadCoin } from '../../core/coins/loadCoin';
import { parseAmount } from '../../../lib/wallet/amount/parseAmount';
import type { Queryable } from '../../db/db';
import { ensurePlatformAccount, ensureUserAccount } from '../../ledger/ensureAccount';
import { requestFingerprint } from '../../ledger/fingerprint';
import { IdempotencyConflictError, InsufficientFundsError } from '../../ledger/ledgerErrors';
import { postEntry } from '../../ledger/postEntry';
import { walletErrors } from '../../ledger/walletErrors';
import { insertRecords } from '../../core/records/insertRecord';
import { findRecord } from '../../core/records/recordRow';
import { sealSecret } from '../../core/crypto/secretBox';
import { checkApplicant } from './checkApplicant';
import { kycErrors } from './kycErrors';
import { kycLevelOf } from '../../core/investors/kycLevelOf';
import { kycStatus } from './kycStatus';
import './kycEntryKinds';

export type SubmitInput = z.output<typeof submitRequest> & { idempotencyKey: string };

const FILE_FIELDS = ['idFront', 'idBack', 'addressProof', 'assetProof', 'signature'] as const satisfies readonly FilePurpose[];

/**
 * Submits an application for a KYC level: it waits for review (pending) until the
 * operator approves or rejects it (scripts/kyc.ts); a rejected user submits again.
 * Refused, nothing stored or charged: a missing field of the level, an ID type not offered for the
 * country, under 18, a refused country (checkApplicant); an application already pending, a level not
 * above the approved one; a file that is not the user's own or not uploaded for that field; a USDT
 * balance below 3 (SPEC §5, checked on the locked balance). The certification fee (KYC_FEE_USDT)
 * is one journal entry from the user to the platform's fees with a type-16 record, in the same
 * transaction as the application. The ID number is stored sealed with the server key (AES-256-GCM,
 * bound to the user), with its last 4 characters.
 * Idempotent: a retry with the same key answers the first result.
 *
 * @example await submitKyc(deps, userId, { level: 1, country: 'SG', firstName, surname, birthDate, idType: 'nric', idNumber, idempotencyKey })
 */
export async function submitKyc(deps: AccountDeps, userId: bigint, input: SubmitInput): Promise<SubmitResult> {
  const { db, config } = deps;
  const now = deps.clock();
  const replay = await db.query<{ fee_entry_id: bigint | null }>('SELECT fee_entry_id FROM kyc_applications WHERE user_id = $1 AND idempotency_key = $2', [
    userId,
    input.idempotencyKey,
  ]);
  if (replay[0]) return { status: await kycStatus(db, config, userId), record: replay[0].fee_entry_id ? await findRecord(db, userId, replay[0].fee_entry_id) : null, replayed: true };

  checkApplicant(config, input, now);
  const approved = await kycLevelOf(db, userId);
  if (input.level <= approved.level) throw kycErrors.levelNotHigher(approved.level);
  await checkFiles(db, userId, input);

  const usdt = await loadCoin(db, 'USDT');
  const minimum = parseAmount(KYC_MIN_USDT, usdt.decimals);
  const fee = parseAmount(config.kyc.feeUsdt, usdt.decimals);
  const self = await findUserById(db, userId);
  if (!self) throw new Error(`session user ${userId} has no row`);

  const insertApplication = async (q: Queryable, feeEntryId: bigint | null) => {
    const pending = await q.query('SELECT 1 FROM kyc_applications WHERE user_id = $1 AND state = $2', [userId, 'pending']);
    if (pending.length > 0) throw kycErrors.alreadyPending();
    const level: KycLevel = input.level;
    await q.query(
      `INSERT INTO kyc_applications (user_id, level, state, country, first_name, surname, birth_date, id_type, id_number_sealed, id_number_last4,
                                     id_front, id_back, address, address_proof, asset_proof, questionnaire, signature, phone, fee_entry_id,
                                     idempotency_key, submitted_at)
       VALUES ($1, $2, 'pending', $3, $4, $5, $6::date, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb, $16, $17, $18, $19, $20)`,
      [
        userId,
        level,
        input.country,
        input.firstName,
        input.surname,
        input.birthDate,
        input.idType,
        sealSecret(deps.keys.kycEncryption, input.idNumber, `kyc-id:${userId}`),
        input.idNumber.replace(/[ -]/g, '').slice(-4),
        level >= 2 ? input.idFront : null,
        level >= 2 ? input.idBack : null,
        level >= 3 ? input.address : null,
        level >= 3 ? input.addressProof : null,
        level >= 3 ? input.assetProof : null,
        level >= 3 ? JSON.stringify(input.questionnaire) : null,
        level >= 3 ? input.signature : null,
        level >= 3 ? input.phone : null,
        feeEntryId,
        input.idempotencyKey,
        now,
      ],
    );
  };

  if (fee === 0n) {
    await db.tx(async (q) => {
      const [account] = await q.query<{ balance: string }>(
        "SELECT balance FROM ledger_accounts WHERE user_id = $1 AND kind = 'user' AND coin = 'USDT' FOR UPDATE",
        [userId],
      );
      if (BigInt(account?.balance ?? '0') < minimum) throw kycErrors.balanceTooLow(KYC_MIN_USDT);
      await insertApplication(q, null);
    });
    return { status: await kycStatus(db, config, userId), record: null, replayed: false };
  }

  const accounts = { user: await ensureUserAccount(db, userId, 'USDT'), fees: await ensurePlatformAccount(db, 'platform_fees', 'USDT') };
  try {
    const { entryId } = await postEntry(db, {
      kind: 'kyc_fee',
      createdBy: `user:${userId}`,
      idempotencyKey: input.idempotencyKey,
      fingerprint: requestFingerprint({ kind: 'kyc_fee', level: input.level, fee }),
      memo: null,
      at: now,
      legs: [
        { accountId: accounts.user, amount: -fee },
        { accountId: accounts.fees, amount: fee },
      ],
      beforePost: async (_q, locked) => {
        if (locked.get(accounts.user)!.balance < minimum) throw kycErrors.balanceTooLow(KYC_MIN_USDT);
      },
      afterPost: async (q, entryId) => {
        await insertApplication(q, entryId);
        await insertRecords(q, usdt.decimals, [
          {
            entryId,
            userId,
            coin: 'USDT',
            type: RECORD_TYPES.kycFee,
            kind: 'kycFee',
            direction: 'out',
            amount: fee,
            fee: 0n,
            from: self.accid,
            to: 'platform',
            memo: null,
            status: 'success',
            at: now,
          },
        ]);
      },
    });
    return { status: await kycStatus(db, config, userId), record: await findRecord(db, userId, entryId), replayed: false };
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw kycErrors.balanceTooLow(KYC_MIN_USDT);
    if (error instanceof IdempotencyConflictError) throw walletErrors.idempotencyConflict();
    throw error;
  }
}

/** Every file the application names is the user's own, uploaded for that field. */
async function checkFiles(q: Queryable, userId: bigint, input: SubmitInput): Promise<void> {
  const named = FILE_FIELDS.filter((field) => input[field] !== undefined && input.level >= (field === 'idFront' || field === 'idBack' ? 2 : 3));
  if (named.length === 0) return;
  const rows = await q.query<{ id: string; purpose: string }>('SELECT id, purpose FROM kyc_files WHERE user_id = $1 AND id = ANY($2::text[])', [
    userId,
    `{${named.map((field) => input[field]).join(',')}}`,
  ]);
  for (const field of named) {
    if (!rows.some((row) => row.id === input[field] && row.purpose === field)) throw kycErrors.fileUnknown();
  }
}
