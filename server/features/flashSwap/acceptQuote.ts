import type { SwapAcceptResult } from '../../../features/flashSwap/contract/flashSwapApi';
import { RECORD_TYPES } from '../../../features/cloudWallet/contract/walletRules';
import type { AccountDeps } from '../../core/accounts/accountDeps';
import { accountErrors } from '../../core/accounts/accountErrors';
import { findUserById } from '../../core/accounts/userRow';
import { loadCoin } from '../../core/coins/loadCoin';
import type { Config } from '../../config';
import type { Db, Queryable } from '../../db/db';
import { useTotpCode } from '../../core/payment/verifyUserTotp';
import { formatBaseUnits } from '../../ledger/baseUnits';
import { ensurePlatformAccount, ensureUserAccount } from '../../ledger/ensureAccount';
import { requestFingerprint } from '../../ledger/fingerprint';
import { IdempotencyConflictError, InsufficientFundsError } from '../../ledger/ledgerErrors';
import { findEntryByKey, postEntry } from '../../ledger/postEntry';
import { walletErrors } from '../../ledger/walletErrors';
import { checkPaymentAuth } from '../../core/payment/checkPaymentAuth';
import { insertRecords } from '../../core/records/insertRecord';
import { findRecord } from '../../core/records/recordRow';
import type { QuoteRow } from './quoteRow';
import { refuseUsdtNotMultiple } from './refuseUsdtNotMultiple';
import { swapErrors } from './swapErrors';
import { swappedToday } from './swappedToday';
import { usdText } from '../../core/prices/usdText';
import './swapEntryKinds';

export type AcceptInput = { quoteId: string; payPassword: string; googleCode?: string; idempotencyKey: string };

/**
 * Executes a quote at its locked amounts, at most once: in one journal entry the user's
 * coin paid goes to the swap treasury and the treasury's coin received to the user; two records of
 * type 3 (paid, received) carry the rate. The order of checks:
 * 1. a retry with a used idempotency key answers the first result (another request under it → conflict);
 * 2. the quote is the user's (someone else's is "unknown", as a missing one), unused and unexpired —
 *    and its USDT side, paid or received, is a multiple of 100 (SPEC §5) — before a pay-password
 *    attempt is spent on a quote that cannot run;
 * 3. pay password (with its lockout), then the Google code when it is on;
 * 4. in the posting transaction, with the accounts and the user's row locked: the quote is taken by
 *    one conditional UPDATE of an open, unexpired quote of this user (so of many concurrent accepts
 *    exactly one moves money), the Google code is used up, today's limit is checked; the ledger
 *    refuses an overdraft of the user or the treasury.
 * An expired quote is never executed: expiry is checked against the clock inside that UPDATE.
 *
 * @example await acceptQuote(deps, userId, { quoteId: '12', payPassword: '123456', idempotencyKey })
 */
export async function acceptQuote(deps: AccountDeps & { config: Config }, userId: bigint, input: AcceptInput): Promise<SwapAcceptResult> {
  const { db } = deps;
  const createdBy = `user:${userId}`;
  const fingerprint = requestFingerprint({ kind: 'swap', quoteId: input.quoteId });
  const prior = await findEntryByKey(db, createdBy, input.idempotencyKey);
  if (prior) {
    if (prior.fingerprint !== fingerprint) throw walletErrors.idempotencyConflict();
    return { ...(await recordsOf(db, userId, prior.id)), replayed: true };
  }

  const quote = await findQuote(db, userId, input.quoteId);
  if (!quote) throw swapErrors.quoteUnknown();
  refuseClosed(quote, deps.clock());

  const [from, to] = [await loadCoin(db, quote.from_coin), await loadCoin(db, quote.to_coin)];
  const fromUnits = BigInt(quote.from_amount);
  const toUnits = BigInt(quote.to_amount);
  refuseUsdtNotMultiple([
    { coin: from.symbol, units: fromUnits, decimals: from.decimals },
    { coin: to.symbol, units: toUnits, decimals: to.decimals },
  ]);

  const { user, google } = await checkPaymentAuth(deps, userId, input);
  const accounts = {
    userFrom: await ensureUserAccount(db, userId, from.symbol),
    userTo: await ensureUserAccount(db, userId, to.symbol),
    treasuryFrom: await ensurePlatformAccount(db, 'swap_treasury', from.symbol),
    treasuryTo: await ensurePlatformAccount(db, 'swap_treasury', to.symbol),
  };

  let result: Omit<SwapAcceptResult, 'replayed'> | undefined;
  try {
    const { entryId, replayed } = await postEntry(db, {
      kind: 'swap',
      createdBy,
      idempotencyKey: input.idempotencyKey,
      fingerprint,
      memo: null,
      at: deps.clock(),
      legs: [
        { accountId: accounts.userFrom, amount: -fromUnits },
        { accountId: accounts.treasuryFrom, amount: fromUnits },
        { accountId: accounts.treasuryTo, amount: -toUnits },
        { accountId: accounts.userTo, amount: toUnits },
      ],
      beforePost: async (q) => {
        const now = deps.clock();
        // The user's row serialises their swaps, so two swaps of different coins cannot both pass the daily limit.
        await findUserById(q, userId, true);
        const [taken] = await q.query<{ id: bigint }>(
          'UPDATE swap_quotes SET used_at = $3 WHERE id = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > $3 RETURNING id',
          [quote.id, userId, now],
        );
        if (!taken) {
          const current = await findQuote(q, userId, String(quote.id));
          refuseClosed(current ?? quote, now);
          throw swapErrors.quoteUsed();
        }
        if (google && !(await useTotpCode(q, google))) throw accountErrors.googleCodeInvalid();
        const used = await swappedToday(q, userId, now);
        const limit = deps.config.swap.dailyLimitUsdMicros;
        if (used > limit) throw swapErrors.dailyLimit(usdText(limit), usdText(limit - (used - BigInt(quote.usd_micros))));
      },
      afterPost: async (q, entryId) => {
        const at = deps.clock();
        await q.query('UPDATE swap_quotes SET entry_id = $2 WHERE id = $1', [quote.id, entryId]);
        const shared = { entryId, userId, type: RECORD_TYPES.swap, kind: 'swap', from: user.accid, to: user.accid, memo: null, status: 'success', at, fee: 0n } as const;
        const [paid] = await insertRecords(q, from.decimals, [
          { ...shared, coin: from.symbol, direction: 'out', amount: fromUnits, swap: { coin: to.symbol, amount: toUnits, rate: quote.rate } },
        ]);
        const [received] = await insertRecords(q, to.decimals, [
          { ...shared, coin: to.symbol, direction: 'in', amount: toUnits, swap: { coin: from.symbol, amount: fromUnits, rate: quote.rate } },
        ]);
        result = { paid, received };
      },
    });
    return { ...(replayed || !result ? await recordsOf(db, userId, entryId) : result), replayed };
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      if (error.accountId === accounts.treasuryTo) throw swapErrors.treasuryShort(to.symbol);
      throw walletErrors.insufficientBalance(from.symbol, formatBaseUnits(error.balance, from.decimals));
    }
    if (error instanceof IdempotencyConflictError) throw walletErrors.idempotencyConflict();
    throw error;
  }
}

async function findQuote(q: Queryable, userId: bigint, id: string): Promise<QuoteRow | null> {
  const [row] = await q.query<QuoteRow>('SELECT * FROM swap_quotes WHERE id = $1 AND user_id = $2', [id, userId]);
  return row ?? null;
}

/** Used or expired (the quote lives until expires_at, excluded). */
function refuseClosed(quote: QuoteRow, now: Date): void {
  if (quote.used_at) throw swapErrors.quoteUsed();
  if (now.getTime() >= quote.expires_at.getTime()) throw swapErrors.quoteExpired();
}

async function recordsOf(db: Db, userId: bigint, entryId: bigint): Promise<Omit<SwapAcceptResult, 'replayed'>> {
  const [quote] = await db.query<{ from_coin: string; to_coin: string }>('SELECT from_coin, to_coin FROM swap_quotes WHERE entry_id = $1', [entryId]);
  const paid = quote ? await findRecord(db, userId, entryId, quote.from_coin) : null;
  const received = quote ? await findRecord(db, userId, entryId, quote.to_coin) : null;
  if (!paid || !received) throw new Error(`swap entry ${entryId} has no records for user ${userId}`);
  return { paid, received };
}
