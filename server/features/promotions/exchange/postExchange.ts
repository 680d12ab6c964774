import type { PointsExchangeResult } from '../../../../features/promotions/contract/promotionsApi';
import type { PROMOTIONS_RECORD_KINDS } from '../../../../features/promotions/contract/promotionsRecordKinds';
import { RECORD_TYPES } from '../../../../features/cloudWallet/contract/walletRules';
import type { AccountDeps } from '../../../core/accounts/accountDeps';
import { accountErrors } from '../../../core/accounts/accountErrors';
import type { CoinRow } from '../../../core/coins/coinRow';
import { checkPaymentAuth } from '../../../core/payment/checkPaymentAuth';
import { useTotpCode } from '../../../core/payment/verifyUserTotp';
import { insertRecords } from '../../../core/records/insertRecord';
import { findRecord } from '../../../core/records/recordRow';
import type { AppError } from '../../../http/appError';
import { ensurePlatformAccount, ensureUserAccount } from '../../../ledger/ensureAccount';
import { requestFingerprint } from '../../../ledger/fingerprint';
import { IdempotencyConflictError, InsufficientFundsError } from '../../../ledger/ledgerErrors';
import { findEntryByKey, postEntry } from '../../../ledger/postEntry';
import { userBalances } from '../../../ledger/userBalances';
import { walletErrors } from '../../../ledger/walletErrors';
import '../promotionsEntryKinds';

export type ExchangeOrder = {
  entryKind: 'promotions_points_exchange' | 'promotions_token_exchange';
  recordKind: keyof Pick<typeof PROMOTIONS_RECORD_KINDS, 'pointsExchange' | 'tokenExchange'>;
  give: { coin: CoinRow; units: bigint };
  get: { coin: CoinRow; units: bigint };
  /** Received per 1 given, and given per 1 received, as the swap records show them. */
  rates: { give: string; get: string };
  /** The refusal when the balance does not cover `give` (its own key per exchange). */
  short: (available: bigint) => AppError;
  auth: { payPassword: string; googleCode?: string };
  idempotencyKey: string;
};

/**
 * One exchange between two coins the platform issued, in one journal entry: what the user gives
 * goes back to the platform treasury (its issuer), what they receive comes from it, so each coin
 * still sums to zero. Two type-3 records (kind `pointsExchange` or `tokenExchange`), the coin given
 * out and the coin received in, each naming the other side and the rate. Checks, cheapest first:
 * a retry with a used key answers the first result (another request under it → conflict); the
 * balance (`short`); the pay password and the Google code as every payment. The ledger locks the
 * user's account and refuses to go below zero, so concurrent exchanges of the whole balance let
 * exactly one through; the others are refused with `short`.
 *
 * @example await postExchange(deps, userId, { entryKind: 'promotions_points_exchange', … })
 */
export async function postExchange(deps: AccountDeps, userId: bigint, order: ExchangeOrder): Promise<PointsExchangeResult> {
  const { db } = deps;
  const { give, get } = order;
  const createdBy = `user:${userId}`;
  const fingerprint = requestFingerprint({ kind: order.entryKind, give: give.coin.symbol, units: give.units, get: get.coin.symbol });
  const prior = await findEntryByKey(db, createdBy, order.idempotencyKey);
  if (prior) {
    if (prior.fingerprint !== fingerprint) throw walletErrors.idempotencyConflict();
    return { ...(await resultOf(deps, userId, prior.id, order)), replayed: true };
  }
  const available = (await userBalances(db, userId, give.coin.symbol)).get(give.coin.symbol) ?? 0n;
  if (available < give.units) throw order.short(available);

  const { user, google } = await checkPaymentAuth(deps, userId, order.auth);

  const accounts = {
    userGive: await ensureUserAccount(db, userId, give.coin.symbol),
    userGet: await ensureUserAccount(db, userId, get.coin.symbol),
    treasuryGive: await ensurePlatformAccount(db, 'platform_treasury', give.coin.symbol),
    treasuryGet: await ensurePlatformAccount(db, 'platform_treasury', get.coin.symbol),
  };
  const now = deps.clock();
  try {
    const { entryId } = await postEntry(db, {
      kind: order.entryKind,
      createdBy,
      idempotencyKey: order.idempotencyKey,
      fingerprint,
      memo: null,
      at: now,
      legs: [
        { accountId: accounts.userGive, amount: -give.units },
        { accountId: accounts.treasuryGive, amount: give.units },
        { accountId: accounts.treasuryGet, amount: -get.units },
        { accountId: accounts.userGet, amount: get.units },
      ],
      beforePost: async (q) => {
        if (google && !(await useTotpCode(q, google))) throw accountErrors.googleCodeInvalid();
      },
      afterPost: async (q, entryId) => {
        const common = { entryId, userId, type: RECORD_TYPES.swap, kind: order.recordKind, memo: null, status: 'success', fee: 0n, at: now } as const;
        await insertRecords(q, give.coin.decimals, [
          { ...common, coin: give.coin.symbol, direction: 'out', amount: give.units, from: user.accid, to: 'platform', swap: { coin: get.coin.symbol, amount: get.units, rate: order.rates.give } },
        ]);
        await insertRecords(q, get.coin.decimals, [
          { ...common, coin: get.coin.symbol, direction: 'in', amount: get.units, from: 'platform', to: user.accid, swap: { coin: give.coin.symbol, amount: give.units, rate: order.rates.get } },
        ]);
      },
    });
    return { ...(await resultOf(deps, userId, entryId, order)), replayed: false };
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      const now = (await userBalances(db, userId, give.coin.symbol)).get(give.coin.symbol) ?? 0n;
      throw order.short(now);
    }
    if (error instanceof IdempotencyConflictError) throw walletErrors.idempotencyConflict();
    throw error;
  }
}

async function resultOf(deps: AccountDeps, userId: bigint, entryId: bigint, order: ExchangeOrder): Promise<Omit<PointsExchangeResult, 'replayed'>> {
  const paid = await findRecord(deps.db, userId, entryId, order.give.coin.symbol);
  const received = await findRecord(deps.db, userId, entryId, order.get.coin.symbol);
  if (!paid || !received) throw new Error(`exchange ${entryId} has no records for user ${userId}`);
  return { paid, received };
}
