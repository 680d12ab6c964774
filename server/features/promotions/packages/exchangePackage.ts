import type { PackageExchangeResult } from '../../../../features/promotions/contract/packagesApi';
import { parsePackageQuantity } from '../../../../features/promotions/contract/packagesRules';
import { RECORD_TYPES } from '../../../../features/cloudWallet/contract/walletRules';
import type { AccountDeps } from '../../../core/accounts/accountDeps';
import { accountErrors } from '../../../core/accounts/accountErrors';
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
import type { PromotionCoins } from '../promotionCoins';
import '../promotionsEntryKinds';
import { findPackage, type PackageRow } from './packageRow';
import { packageOrders } from './packageOrderRow';
import { packagesErrors } from './packagesErrors';

export type ExchangePackageInput = { packageId: string; quantity: string | number; payPassword: string; googleCode?: string; idempotencyKey: string };
export type ExchangePackageDeps = AccountDeps & { coins: PromotionCoins };

/**
 * Exchanges `quantity` packages (/index/package) in one journal entry: the price times the
 * quantity leaves the user's points or token balance for the platform treasury, and the package's
 * coin times the quantity comes from the platform treasury (record type 3, kind packageExchange:
 * one record out, one in, each naming the other side). Checks, cheapest first, so no pay-password
 * attempt is spent on an exchange that cannot happen:
 * 1. the package exists (packageNotFound) and the quantity is a whole number from 1 (packageQuantityInvalid);
 * 2. a retry with a used idempotency key answers the first result (another request → conflict);
 * 3. the package is on (packageOff), has packages left (packageSoldOut, packageStockShort) and the
 *    user's limit allows the quantity (packageLimitExceeded);
 * 4. the points or token balance covers the price (packagePointsShort, packageBalanceShort);
 * 5. a pay password set, then checked, then the Google code when it is on.
 * Step 3 is decided again inside the entry's transaction: one conditional UPDATE takes the stock
 * from the package's row only while it is on and enough is left, and one conditional upsert adds
 * to the user's count only within the limit; concurrent exchanges queue on those rows, so the
 * stock is never oversold and no one passes the limit.
 *
 * @example await exchangePackage(deps, userId, { packageId: '3', quantity: '2', payPassword, idempotencyKey })
 */
export async function exchangePackage(deps: ExchangePackageDeps, userId: bigint, input: ExchangePackageInput): Promise<PackageExchangeResult> {
  const { db } = deps;
  const pkg = await findPackage(db, input.packageId);
  if (!pkg) throw packagesErrors.notFound(input.packageId);
  const quantity = parsePackageQuantity(input.quantity);
  if (quantity === null) throw packagesErrors.quantityInvalid();
  const n = BigInt(quantity);

  const createdBy = `user:${userId}`;
  const fingerprint = requestFingerprint({ kind: 'promotions_package_exchange', packageId: pkg.id, quantity: n });
  const prior = await findEntryByKey(db, createdBy, input.idempotencyKey);
  if (prior) {
    if (prior.fingerprint !== fingerprint) throw walletErrors.idempotencyConflict();
    return { ...(await resultOf(db, userId, prior.id, pkg)), replayed: true };
  }

  const refuseBy = async (q: Queryable) => {
    const now = (await findPackage(q, pkg.id))!;
    if (!now.enabled) return packagesErrors.off(now.name);
    const stock = BigInt(now.stock);
    if (stock === 0n) return packagesErrors.soldOut(now.name);
    if (stock < n) return packagesErrors.stockShort(now.name, now.stock);
    if (now.per_user_limit !== null) {
      const [row] = await q.query<{ bought: string }>('SELECT bought::text AS bought FROM promotion_package_buyers WHERE package_id = $1 AND user_id = $2', [pkg.id, userId]);
      const left = BigInt(now.per_user_limit) - BigInt(row?.bought ?? '0');
      if (left < n) return packagesErrors.limitExceeded(now.per_user_limit, String(left > 0n ? left : 0n));
    }
    return null;
  };
  const early = await refuseBy(db);
  if (early) throw early;

  const price = BigInt(pkg.price) * n;
  const amount = BigInt(pkg.amount) * n;
  const balance = (await userBalances(db, userId, pkg.pay_coin)).get(pkg.pay_coin) ?? 0n;
  const short = () =>
    (pkg.pay_type === 'points' ? packagesErrors.pointsShort : packagesErrors.balanceShort)(
      formatBaseUnits(price, pkg.pay_decimals),
      formatBaseUnits(balance, pkg.pay_decimals),
      pkg.pay_coin,
    );
  if (balance < price) throw short();

  const { user, google } = await checkPaymentAuth(deps, userId, input);

  const accounts = {
    userPay: await ensureUserAccount(db, userId, pkg.pay_coin),
    userCoin: await ensureUserAccount(db, userId, pkg.coin),
    treasuryPay: await ensurePlatformAccount(db, 'platform_treasury', pkg.pay_coin),
    treasuryCoin: await ensurePlatformAccount(db, 'platform_treasury', pkg.coin),
  };
  const now = deps.clock();
  // A record's rate is coin received per 1 coin paid, in the received coin's decimals (rounded down).
  const rateOut = formatBaseUnits((amount * 10n ** BigInt(pkg.pay_decimals)) / price, pkg.coin_decimals);
  const rateIn = formatBaseUnits((price * 10n ** BigInt(pkg.coin_decimals)) / amount, pkg.pay_decimals);
  try {
    const { entryId } = await postEntry(db, {
      kind: 'promotions_package_exchange',
      createdBy,
      idempotencyKey: input.idempotencyKey,
      fingerprint,
      memo: null,
      at: now,
      legs: [
        { accountId: accounts.userPay, amount: -price },
        { accountId: accounts.treasuryPay, amount: price },
        { accountId: accounts.treasuryCoin, amount: -amount },
        { accountId: accounts.userCoin, amount },
      ],
      beforePost: async (q) => {
        // The stock, taken only while the package is on and enough is left: a concurrent exchange
        // waits on the row's lock and then sees what this one took.
        const [taken] = await q.query('UPDATE promotion_packages SET stock = stock - $2, sold = sold + $2 WHERE id = $1 AND enabled AND stock >= $2 RETURNING id', [pkg.id, String(n)]);
        if (!taken) throw (await refuseBy(q)) ?? packagesErrors.soldOut(pkg.name);
        const [counted] = await q.query(
          `INSERT INTO promotion_package_buyers AS b (package_id, user_id, bought) VALUES ($1, $2, $3)
           ON CONFLICT (package_id, user_id) DO UPDATE SET bought = b.bought + EXCLUDED.bought
             WHERE $4::bigint IS NULL OR b.bought + EXCLUDED.bought <= $4::bigint
           RETURNING bought`,
          [pkg.id, userId, String(n), pkg.per_user_limit],
        );
        if (!counted || (pkg.per_user_limit !== null && n > BigInt(pkg.per_user_limit))) throw (await refuseBy(q)) ?? packagesErrors.limitExceeded(pkg.per_user_limit ?? '0', '0');
        if (google && !(await useTotpCode(q, google))) throw accountErrors.googleCodeInvalid();
      },
      afterPost: async (q, entryId) => {
        const common = { entryId, userId, type: RECORD_TYPES.swap, kind: 'packageExchange', memo: pkg.name, status: 'success', at: now } as const;
        await insertRecords(q, pkg.pay_decimals, [
          { ...common, coin: pkg.pay_coin, direction: 'out', amount: price, fee: 0n, from: user.accid, to: 'platform', swap: { coin: pkg.coin, amount, rate: rateOut } },
        ]);
        await insertRecords(q, pkg.coin_decimals, [
          { ...common, coin: pkg.coin, direction: 'in', amount, fee: 0n, from: 'platform', to: user.accid, swap: { coin: pkg.pay_coin, amount: price, rate: rateIn } },
        ]);
        await q.query(
          `INSERT INTO promotion_package_orders (entry_id, user_id, package_id, name, coin, package_amount, pay_type, pay_coin, price, quantity, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [entryId, userId, pkg.id, pkg.name, pkg.coin, pkg.amount, pkg.pay_type, pkg.pay_coin, pkg.price, String(n), now],
        );
      },
    });
    return { ...(await resultOf(db, userId, entryId, pkg)), replayed: false };
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw short();
    if (error instanceof IdempotencyConflictError) throw walletErrors.idempotencyConflict();
    throw error;
  }
}

async function resultOf(q: Queryable, userId: bigint, entryId: bigint, pkg: PackageRow): Promise<Omit<PackageExchangeResult, 'replayed'>> {
  const [order] = (await packageOrders(q, userId, { id: String(entryId), limit: 1 })).items;
  const paid = await findRecord(q, userId, entryId, pkg.pay_coin);
  const received = await findRecord(q, userId, entryId, pkg.coin);
  if (!order || !paid || !received) throw new Error(`package exchange ${entryId} has no order or records for user ${userId}`);
  return { order, paid, received };
}
