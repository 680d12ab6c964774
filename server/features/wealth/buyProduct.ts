import type { BuyResult } from '../../../features/wealth/contract/wealthApi';
import { expiryOf, valueDateOf } from '../../../features/wealth/contract/wealthRules';
import { RECORD_TYPES } from '../../../features/cloudWallet/contract/walletRules';
import type { AccountDeps } from '../../core/accounts/accountDeps';
import { accountErrors } from '../../core/accounts/accountErrors';
import { loadCoin } from '../../core/coins/loadCoin';
import { parseCoinAmount } from '../../core/coins/parseCoinAmount';
import type { Queryable } from '../../db/db';
import { useTotpCode } from '../../core/payment/verifyUserTotp';
import { requireQualifiedInvestor } from '../../core/investors/requireQualifiedInvestor';
import { formatBaseUnits } from '../../ledger/baseUnits';
import { ensurePlatformAccount, ensureUserAccount } from '../../ledger/ensureAccount';
import { requestFingerprint } from '../../ledger/fingerprint';
import { IdempotencyConflictError, InsufficientFundsError } from '../../ledger/ledgerErrors';
import { findEntryByKey, postEntry } from '../../ledger/postEntry';
import { walletErrors } from '../../ledger/walletErrors';
import { checkPaymentAuth } from '../../core/payment/checkPaymentAuth';
import { insertRecords } from '../../core/records/insertRecord';
import { findRecord } from '../../core/records/recordRow';
import { heldBy } from './heldBy';
import { ORDER_SELECT, type OrderRow, toOrder } from './orderRow';
import { type ProductRow, findProduct, remainingQuota } from './productRow';
import { wealthErrors } from './wealthErrors';
import './wealthEntryKinds';

export type BuyInput = { productId: string; amount: string; payPassword: string; googleCode?: string; idempotencyKey: string };

/**
 * Places a wealth order (SPEC §4, record type 4): the principal leaves the user's balance into the
 * wealth custody in one journal entry, with the order (the product's rate and term copied into it)
 * and a type-4 record of kind `wealthOrder`. The order of checks, as a red envelope's:
 * 1. the product (productUnknown) and the amount's shape in its coin — no pay-password attempt is
 *    spent on a typo;
 * 2. a retry with a used idempotency key answers the first result (another request → conflict);
 * 3. the product on sale (productClosed), qualified investors only (KYC notQualified), the minimum,
 *    the quota and the per-user maximum as they stand;
 * 4. a pay password set, then checked (with its lockout), then the Google code when it is on;
 * 5. in the posting transaction, with the product row locked FOR UPDATE (before the ledger
 *    accounts, as a payout takes it): still on sale, the quota and the per-user maximum again (so
 *    parallel buys never pass them together), the Google code used up; the ledger refuses an overdraft.
 *
 * @example await buyProduct(deps, userId, { productId: '3', amount: '100', payPassword, idempotencyKey })
 */
export async function buyProduct(deps: AccountDeps, userId: bigint, input: BuyInput): Promise<BuyResult> {
  const { db } = deps;
  const product = await findProduct(db, input.productId);
  if (!product) throw wealthErrors.productUnknown();
  const coin = await loadCoin(db, product.coin);
  const principal = parseCoinAmount('amount', input.amount, coin);

  const createdBy = `user:${userId}`;
  const fingerprint = requestFingerprint({ kind: 'wealth_buy', product: product.id, amount: principal });
  const prior = await findEntryByKey(db, createdBy, input.idempotencyKey);
  if (prior) {
    if (prior.fingerprint !== fingerprint) throw walletErrors.idempotencyConflict();
    return { ...(await resultOf(db, userId, prior.id, deps.clock())), replayed: true };
  }

  const format = (units: bigint) => formatBaseUnits(units, coin.decimals);
  if (product.status !== 'open') throw wealthErrors.productClosed();
  if (product.qualified_only) await requireQualifiedInvestor(db, userId);
  if (principal < BigInt(product.min_amount)) throw wealthErrors.belowMinimum(format(BigInt(product.min_amount)), coin.symbol);
  const checkLimits = async (q: Queryable, row: ProductRow) => {
    const remaining = remainingQuota(row);
    if (principal > remaining) throw wealthErrors.quotaExceeded(format(remaining), coin.symbol);
    if (row.max_per_user !== null) {
      const max = BigInt(row.max_per_user);
      const left = max - (await heldBy(q, row.id, userId));
      if (principal > left) throw wealthErrors.perUserExceeded(format(max), format(left > 0n ? left : 0n), coin.symbol);
    }
  };
  await checkLimits(db, product);

  const { user, google } = await checkPaymentAuth(deps, userId, input);

  const accounts = { user: await ensureUserAccount(db, userId, coin.symbol), custody: await ensurePlatformAccount(db, 'wealth_custody', coin.symbol) };
  const now = deps.clock();
  let locked: ProductRow | undefined;
  try {
    const { entryId } = await postEntry(db, {
      kind: 'wealth_buy',
      createdBy,
      idempotencyKey: input.idempotencyKey,
      fingerprint,
      memo: null,
      at: now,
      legs: async (q) => {
        locked = (await findProduct(q, product.id, true))!;
        if (locked.status !== 'open') throw wealthErrors.productClosed();
        await checkLimits(q, locked);
        if (google && !(await useTotpCode(q, google))) throw accountErrors.googleCodeInvalid();
        return [
          { accountId: accounts.user, amount: -principal },
          { accountId: accounts.custody, amount: principal },
        ];
      },
      afterPost: async (q, entryId) => {
        const valueDate = valueDateOf(now);
        // The product's rate and term as they are now: a later change by the operator does not touch this order.
        await q.query(
          `INSERT INTO wealth_orders (user_id, product_id, coin, rate_bp, term_days, principal, order_time, value_date, expiry_date, buy_entry_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [userId, product.id, coin.symbol, locked!.rate_bp, locked!.term_days, String(principal), now, valueDate, expiryOf(valueDate, locked!.term_days), entryId],
        );
        await q.query('UPDATE wealth_products SET held = held + $2 WHERE id = $1', [product.id, String(principal)]);
        await insertRecords(q, coin.decimals, [
          {
            entryId,
            userId,
            coin: coin.symbol,
            type: RECORD_TYPES.financialProduct,
            kind: 'wealthOrder',
            direction: 'out',
            amount: principal,
            fee: 0n,
            from: user.accid,
            to: 'wealth',
            memo: null,
            status: 'success',
            at: now,
          },
        ]);
      },
    });
    return { ...(await resultOf(db, userId, entryId, deps.clock())), replayed: false };
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw walletErrors.insufficientBalance(coin.symbol, format(error.balance));
    if (error instanceof IdempotencyConflictError) throw walletErrors.idempotencyConflict();
    throw error;
  }
}

async function resultOf(q: Queryable, userId: bigint, entryId: bigint, now: Date): Promise<Omit<BuyResult, 'replayed'>> {
  const [order] = await q.query<OrderRow>(`${ORDER_SELECT} WHERE o.buy_entry_id = $1 AND o.user_id = $2`, [entryId, userId]);
  const record = await findRecord(q, userId, entryId);
  if (!order || !record) throw new Error(`wealth entry ${entryId} has no order or record for user ${userId}`);
  return { order: toOrder(order, now), record };
}
