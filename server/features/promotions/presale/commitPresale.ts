import type { PresaleCommitResult } from '../../../../features/promotions/contract/presaleApi';
import { PAY_COIN } from '../../../../features/promotions/contract/promotionsRules';
import { RECORD_TYPES } from '../../../../features/cloudWallet/contract/walletRules';
import type { AccountDeps } from '../../../core/accounts/accountDeps';
import { accountErrors } from '../../../core/accounts/accountErrors';
import { loadCoin } from '../../../core/coins/loadCoin';
import { parseCoinAmount } from '../../../core/coins/parseCoinAmount';
import { checkPaymentAuth } from '../../../core/payment/checkPaymentAuth';
import { useTotpCode } from '../../../core/payment/verifyUserTotp';
import { insertRecords } from '../../../core/records/insertRecord';
import { findRecord } from '../../../core/records/recordRow';
import type { Queryable } from '../../../db/db';
import { formatBaseUnits } from '../../../ledger/baseUnits';
import { ensurePlatformAccount, ensureUserAccount } from '../../../ledger/ensureAccount';
import { requestFingerprint } from '../../../ledger/fingerprint';
import { IdempotencyConflictError, InsufficientFundsError } from '../../../ledger/ledgerErrors';
import { findEntryByKey, postEntry } from '../../../ledger/postEntry';
import { userBalances } from '../../../ledger/userBalances';
import { walletErrors } from '../../../ledger/walletErrors';
import { promotionsErrors } from '../promotionsErrors';
import { presaleAnonId } from './presaleAnonId';
import { type PresaleRoundRow, presaleRounds } from './presaleRoundRow';
import './presaleKinds';

export type PresaleCommitInput = { roundId: string; amount: string; payPassword: string; googleCode?: string; idempotencyKey: string };

/**
 * Commits USDT to a pre-sale round in one journal entry (user → pre-sale escrow), with a type-13
 * record of kind presaleCommit. Checks, cheapest first, so no pay-password attempt is spent on a
 * commitment that cannot happen:
 * 1. the round exists (presaleUnknown); the amount in USDT's 6 decimals (zero, negative, too many decimals refused);
 * 2. a retry with a used idempotency key answers the first result (another request → conflict);
 * 3. the window: before opensAt presaleNotOpen; at or after closesAt, or drawn, presaleClosed (the clock is the app's, so tests move it);
 * 4. whole lots (presaleNotWholeLots); the user's total within the cap (presaleCapExceeded);
 * 5. the USDT balance covers it (insufficientBalance), checked again by the ledger;
 * 6. a pay password set, then checked, then the Google code when it is on.
 * Steps 3 and 4 are decided again inside the entry's transaction: the round's row is read FOR
 * SHARE (the draw takes it FOR UPDATE, so no commitment slips in after the draw read the list), and
 * one conditional upsert of the subscriber's row adds the amount only within the cap.
 *
 * @example await commitPresale(deps, userId, { roundId: '3', amount: '100', payPassword, idempotencyKey })
 */
export async function commitPresale(deps: AccountDeps, userId: bigint, input: PresaleCommitInput): Promise<PresaleCommitResult> {
  const { db } = deps;
  const round = await presaleRounds.byId(db, BigInt(input.roundId));
  if (!round) throw promotionsErrors.presaleUnknown(input.roundId);
  const usdt = await loadCoin(db, PAY_COIN);
  const units = parseCoinAmount('amount', input.amount, usdt);

  const createdBy = `user:${userId}`;
  const fingerprint = requestFingerprint({ kind: 'presale_commit', round: round.id, amount: units });
  const prior = await findEntryByKey(db, createdBy, input.idempotencyKey);
  if (prior) {
    if (prior.fingerprint !== fingerprint) throw walletErrors.idempotencyConflict();
    return { ...(await resultOf(db, userId, prior.id, round)), replayed: true };
  }

  const now = deps.clock();
  const windowRefusal = (drawn: boolean) => {
    if (now.getTime() < round.opensAt.getTime()) return promotionsErrors.presaleNotOpen(round.opensAt.toISOString());
    if (drawn || now.getTime() >= round.closesAt.getTime()) return promotionsErrors.presaleClosed(round.closesAt.toISOString());
    return null;
  };
  const early = windowRefusal(round.drawnAt !== null);
  if (early) throw early;
  const lot = formatBaseUnits(round.lot, usdt.decimals);
  if (units % round.lot !== 0n) throw promotionsErrors.presaleNotWholeLots(lot);
  const capExceeded = (committed: bigint) =>
    promotionsErrors.presaleCapExceeded(formatBaseUnits(round.cap, usdt.decimals), formatBaseUnits(round.cap > committed ? round.cap - committed : 0n, usdt.decimals));
  const before = await committedBy(db, round.id, userId);
  if (before + units > round.cap) throw capExceeded(before);
  const balance = (await userBalances(db, userId, usdt.symbol)).get(usdt.symbol) ?? 0n;
  const short = () => walletErrors.insufficientBalance(usdt.symbol, formatBaseUnits(balance, usdt.decimals));
  if (balance < units) throw short();

  const { user, google } = await checkPaymentAuth(deps, userId, input);
  const accounts = { user: await ensureUserAccount(db, userId, usdt.symbol), escrow: await ensurePlatformAccount(db, 'presale_escrow', usdt.symbol) };
  const anonId = presaleAnonId(round.anonSalt, userId);
  try {
    const { entryId } = await postEntry(db, {
      kind: 'presale_commit',
      createdBy,
      idempotencyKey: input.idempotencyKey,
      fingerprint,
      memo: null,
      at: now,
      legs: [
        { accountId: accounts.user, amount: -units },
        { accountId: accounts.escrow, amount: units },
      ],
      beforePost: async (q) => {
        const [locked] = await q.query<{ drawn_at: Date | null }>('SELECT drawn_at FROM presale_rounds WHERE id = $1 FOR SHARE', [round.id]);
        const late = windowRefusal(locked.drawn_at !== null);
        if (late) throw late;
        const [taken] = await q.query<{ committed: string }>(
          `INSERT INTO presale_subscribers AS s (round_id, user_id, anon_id, committed, first_at, last_at) VALUES ($1, $2, $3, $4, $5, $5)
           ON CONFLICT (round_id, user_id) DO UPDATE SET committed = s.committed + EXCLUDED.committed, last_at = EXCLUDED.last_at
             WHERE s.committed + EXCLUDED.committed <= $6
           RETURNING committed::text AS committed`,
          [round.id, userId, anonId, String(units), now, String(round.cap)],
        );
        if (!taken) throw capExceeded(await committedBy(q, round.id, userId));
        if (google && !(await useTotpCode(q, google))) throw accountErrors.googleCodeInvalid();
      },
      afterPost: async (q, entryId) => {
        await insertRecords(q, usdt.decimals, [
          { entryId, userId, coin: usdt.symbol, type: RECORD_TYPES.chainPurchaseFee, kind: 'presaleCommit', direction: 'out', amount: units, fee: 0n, from: user.accid, to: 'presale', memo: null, status: 'success', at: now },
        ]);
        await q.query('INSERT INTO presale_commits (entry_id, round_id, user_id, amount, created_at) VALUES ($1, $2, $3, $4, $5)', [entryId, round.id, userId, String(units), now]);
      },
    });
    return { ...(await resultOf(db, userId, entryId, round)), replayed: false };
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw short();
    if (error instanceof IdempotencyConflictError) throw walletErrors.idempotencyConflict();
    throw error;
  }
}

async function committedBy(q: Queryable, roundId: bigint, userId: bigint): Promise<bigint> {
  const [row] = await q.query<{ committed: string }>('SELECT committed::text AS committed FROM presale_subscribers WHERE round_id = $1 AND user_id = $2', [roundId, userId]);
  return BigInt(row?.committed ?? '0');
}

async function resultOf(q: Queryable, userId: bigint, entryId: bigint, round: PresaleRoundRow): Promise<Omit<PresaleCommitResult, 'replayed'>> {
  const paid = await findRecord(q, userId, entryId, PAY_COIN);
  if (!paid) throw new Error(`pre-sale commitment ${entryId} has no record for user ${userId}`);
  const committed = await committedBy(q, round.id, userId);
  return {
    paid,
    committed: formatBaseUnits(committed, 6),
    left: formatBaseUnits(round.cap > committed ? round.cap - committed : 0n, 6),
    anonId: presaleAnonId(round.anonSalt, userId),
  };
}
