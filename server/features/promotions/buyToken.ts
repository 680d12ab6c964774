import type { TokenBuyResult } from '../../../features/promotions/contract/promotionsApi';
import { PAY_COIN, PAY_DECIMALS, costOf, feeOf } from '../../../features/promotions/contract/promotionsRules';
import { RECORD_TYPES } from '../../../features/cloudWallet/contract/walletRules';
import { parseAmount } from '../../../lib/wallet/amount/parseAmount';
import type { AccountDeps } from '../../core/accounts/accountDeps';
import { accountErrors } from '../../core/accounts/accountErrors';
import { loadCoin } from '../../core/coins/loadCoin';
import { parseCoinAmount } from '../../core/coins/parseCoinAmount';
import { checkPaymentAuth } from '../../core/payment/checkPaymentAuth';
import { useTotpCode } from '../../core/payment/verifyUserTotp';
import type { PriceSource } from '../../core/prices/priceSource';
import { insertRecords } from '../../core/records/insertRecord';
import { findRecord } from '../../core/records/recordRow';
import type { Queryable } from '../../db/db';
import { formatBaseUnits } from '../../ledger/baseUnits';
import { ensurePlatformAccount, ensureUserAccount } from '../../ledger/ensureAccount';
import { requestFingerprint } from '../../ledger/fingerprint';
import { IdempotencyConflictError, InsufficientFundsError } from '../../ledger/ledgerErrors';
import { findEntryByKey, postEntry } from '../../ledger/postEntry';
import { userBalances } from '../../ledger/userBalances';
import { walletErrors } from '../../ledger/walletErrors';
import { currentPrice } from './currentPrice';
import type { PromotionCoins } from './promotionCoins';
import { promotionsErrors } from './promotionsErrors';
import './promotionsEntryKinds';

export type BuyTokenInput = { amount: string; price: string; payPassword: string; googleCode?: string; idempotencyKey: string };
export type BuyTokenDeps = AccountDeps & { prices: PriceSource; coins: PromotionCoins; feeBp: number };

/**
 * Buys the platform token with USDT at the current price (/buyAU, record type 13), in one journal
 * entry: the cost to the platform treasury, the service fee to the platform fees, the tokens from
 * the platform treasury (their issuer, which goes below zero by what it issued). Two type-13
 * records of kind `swap` (USDT out with the fee in its `fee`; the token in), each naming the other
 * side and the price, and a purchase row. Checks, cheapest first, so no pay-password attempt is
 * spent on a typo:
 * 1. the amount in the token's 8 decimals (zero, a negative or too many decimals refused);
 * 2. a retry with a used idempotency key answers the first result (another request → conflict);
 * 3. a price (priceUnavailable), the same as the screen showed (priceChanged: nothing is bought at
 *    a price the user did not see); the cost is rounded up, so any amount costs at least 0.000001 USDT;
 * 4. the USDT balance covers cost and fee (insufficientBalance), checked again by the ledger;
 * 5. a pay password set, then checked (with its lockout), then the Google code when it is on.
 *
 * @example await buyToken(deps, userId, { amount: '10', price: '2.5', payPassword, idempotencyKey })
 */
export async function buyToken(deps: BuyTokenDeps, userId: bigint, input: BuyTokenInput): Promise<TokenBuyResult> {
  const { db, coins } = deps;
  const token = await loadCoin(db, coins.token);
  const usdt = await loadCoin(db, PAY_COIN);
  const units = parseCoinAmount('amount', input.amount, token);
  const seen = parseAmount(input.price, PAY_DECIMALS);

  const createdBy = `user:${userId}`;
  const fingerprint = requestFingerprint({ kind: 'promotions_token_buy', coin: token.symbol, amount: units, price: seen });
  const prior = await findEntryByKey(db, createdBy, input.idempotencyKey);
  if (prior) {
    if (prior.fingerprint !== fingerprint) throw walletErrors.idempotencyConflict();
    return { ...(await resultOf(db, userId, prior.id, coins.token)), replayed: true };
  }

  const price = await currentPrice(db, deps.prices, token.symbol);
  if (!price) throw promotionsErrors.priceUnavailable(token.symbol);
  if (price.units !== seen) throw promotionsErrors.priceChanged(formatBaseUnits(price.units, PAY_DECIMALS), token.symbol);
  const cost = costOf(units, price.units);
  const fee = feeOf(cost, deps.feeBp);
  const balance = (await userBalances(db, userId, usdt.symbol)).get(usdt.symbol) ?? 0n;
  const short = () => walletErrors.insufficientBalance(usdt.symbol, formatBaseUnits(balance, usdt.decimals));
  if (balance < cost + fee) throw short();

  const { user, google } = await checkPaymentAuth(deps, userId, input);

  const accounts = {
    userPay: await ensureUserAccount(db, userId, usdt.symbol),
    userToken: await ensureUserAccount(db, userId, token.symbol),
    treasuryPay: await ensurePlatformAccount(db, 'platform_treasury', usdt.symbol),
    feesPay: await ensurePlatformAccount(db, 'platform_fees', usdt.symbol),
    treasuryToken: await ensurePlatformAccount(db, 'platform_treasury', token.symbol),
  };
  const now = deps.clock();
  // A swap record's rate is coin received per coin paid: tokens per 1 USDT (8 decimals, rounded down).
  const rate = formatBaseUnits((10n ** BigInt(PAY_DECIMALS + token.decimals)) / price.units, token.decimals);
  try {
    const { entryId } = await postEntry(db, {
      kind: 'promotions_token_buy',
      createdBy,
      idempotencyKey: input.idempotencyKey,
      fingerprint,
      memo: null,
      at: now,
      legs: [
        { accountId: accounts.userPay, amount: -(cost + fee) },
        { accountId: accounts.treasuryPay, amount: cost },
        ...(fee > 0n ? [{ accountId: accounts.feesPay, amount: fee }] : []),
        { accountId: accounts.treasuryToken, amount: -units },
        { accountId: accounts.userToken, amount: units },
      ],
      beforePost: async (q) => {
        if (google && !(await useTotpCode(q, google))) throw accountErrors.googleCodeInvalid();
      },
      afterPost: async (q, entryId) => {
        const common = { entryId, userId, type: RECORD_TYPES.chainPurchaseFee, kind: 'tokenPurchase', memo: null, status: 'success', at: now } as const;
        await insertRecords(q, usdt.decimals, [
          { ...common, coin: usdt.symbol, direction: 'out', amount: cost, fee, from: user.accid, to: 'platform', swap: { coin: token.symbol, amount: units, rate } },
        ]);
        await insertRecords(q, token.decimals, [
          { ...common, coin: token.symbol, direction: 'in', amount: units, fee: 0n, from: 'platform', to: user.accid, swap: { coin: usdt.symbol, amount: cost + fee, rate } },
        ]);
        await q.query(
          'INSERT INTO promotion_purchases (entry_id, user_id, coin, amount, price, price_source, cost, fee, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
          [entryId, userId, token.symbol, String(units), String(price.units), price.source, String(cost), String(fee), now],
        );
      },
    });
    return { ...(await resultOf(db, userId, entryId, coins.token)), replayed: false };
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw short();
    if (error instanceof IdempotencyConflictError) throw walletErrors.idempotencyConflict();
    throw error;
  }
}

async function resultOf(q: Queryable, userId: bigint, entryId: bigint, tokenSymbol: string): Promise<Omit<TokenBuyResult, 'replayed'>> {
  const paid = await findRecord(q, userId, entryId, PAY_COIN);
  const received = await findRecord(q, userId, entryId, tokenSymbol);
  const [purchase] = await q.query<{ price: string }>('SELECT price FROM promotion_purchases WHERE entry_id = $1 AND user_id = $2', [entryId, userId]);
  if (!paid || !received || !purchase) throw new Error(`token purchase ${entryId} has no records for user ${userId}`);
  return { paid, received, price: formatBaseUnits(BigInt(purchase.price), PAY_DECIMALS) };
}
