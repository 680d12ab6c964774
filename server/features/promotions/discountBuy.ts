import type { DiscountBuyResult } from '../../../features/promotions/contract/promotionsApi';
import { PAY_COIN, PAY_DECIMALS, TOKEN_DECIMALS, costOf, discountPriceOf, feeOf } from '../../../features/promotions/contract/promotionsRules';
import { RECORD_TYPES } from '../../../features/cloudWallet/contract/walletRules';
import { parseAmount } from '../../../lib/wallet/amount/parseAmount';
import type { AccountDeps } from '../../core/accounts/accountDeps';
import { accountErrors } from '../../core/accounts/accountErrors';
import { loadCoin } from '../../core/coins/loadCoin';
import { parseCoinAmount } from '../../core/coins/parseCoinAmount';
import { kycLevelOf } from '../../core/investors/kycLevelOf';
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
import { discountState } from './discountState';
import { openDiscountEventName } from './openDiscountEventName';
import type { PromotionCoins } from './promotionCoins';
import { promotionsErrors } from './promotionsErrors';
import type { DiscountSettings } from './promotionsSettings';
import './promotionsEntryKinds';

export type DiscountBuyInput = { amount: string; price: string; payPassword: string; googleCode?: string; idempotencyKey: string };
export type DiscountBuyDeps = AccountDeps & { prices: PriceSource; coins: PromotionCoins; discount: DiscountSettings };

/**
 * Buys the platform token at a discount (/discount-buy, record type 14) in one journal entry, as
 * buyToken.ts does at the full price. Checks, cheapest first, so no pay-password attempt is spent
 * on a purchase that cannot happen:
 * 1. the amount in the token's 8 decimals (zero, a negative or too many decimals refused);
 * 2. a retry with a used idempotency key answers the first result (another request → conflict);
 * 3. a discount event is open (discountClosed; the operator's switch, openDiscountEvent.ts), the
 *    user's KYC level is high enough (discountKycTooLow), they bought in no other event (discountAlreadyParticipated) and the amount fits in what is left
 *    of their cap (discountCapExceeded);
 * 4. a price, and the discounted price the same as the screen showed (priceChanged);
 * 5. the USDT balance covers cost and fee (insufficientBalance), checked again by the ledger;
 * 6. a pay password set, then checked, then the Google code when it is on.
 * Step 3's event and cap rules are decided again inside the entry's transaction: the open event is
 * read under its row's lock (an operator closing it waits), then one conditional upsert of the
 * person's row (promotion_discount_buyers) adds the amount only in the same event and within the
 * cap: concurrent purchases by one person queue on that row, so their total never passes the cap.
 *
 * @example await discountBuy(deps, userId, { amount: '10', price: '2.25', payPassword, idempotencyKey })
 */
export async function discountBuy(deps: DiscountBuyDeps, userId: bigint, input: DiscountBuyInput): Promise<DiscountBuyResult> {
  const { db, coins, discount } = deps;
  const token = await loadCoin(db, coins.token);
  const usdt = await loadCoin(db, PAY_COIN);
  const units = parseCoinAmount('amount', input.amount, token);
  const seen = parseAmount(input.price, PAY_DECIMALS);

  const createdBy = `user:${userId}`;
  const fingerprint = requestFingerprint({ kind: 'promotions_discount_buy', coin: token.symbol, amount: units, price: seen });
  const prior = await findEntryByKey(db, createdBy, input.idempotencyKey);
  if (prior) {
    if (prior.fingerprint !== fingerprint) throw walletErrors.idempotencyConflict();
    return { ...(await resultOf(db, userId, prior.id, coins.token, discount)), replayed: true };
  }

  const seenEvent = await openDiscountEventName(db);
  if (seenEvent === null) throw promotionsErrors.discountClosed();
  const { level } = await kycLevelOf(db, userId);
  if (level < discount.kycLevel) throw promotionsErrors.discountKycTooLow(level, discount.kycLevel);
  const capUnits = BigInt(discount.cap) * 10n ** BigInt(token.decimals);
  const capExceeded = (bought: bigint) =>
    promotionsErrors.discountCapExceeded(String(discount.cap), formatBaseUnits(capUnits - bought > 0n ? capUnits - bought : 0n, token.decimals), token.symbol);
  const refuseBy = (state: Awaited<ReturnType<typeof discountState>>, event: string) => {
    if (state && state.event !== event) return promotionsErrors.discountAlreadyParticipated(state.event);
    const bought = state?.bought ?? 0n;
    return bought + units > capUnits ? capExceeded(bought) : null;
  };
  const early = refuseBy(await discountState(db, userId), seenEvent);
  if (early) throw early;

  const current = await currentPrice(db, deps.prices, token.symbol);
  if (!current) throw promotionsErrors.priceUnavailable(token.symbol);
  const price = discountPriceOf(current.units, discount.percent);
  if (price !== seen) throw promotionsErrors.priceChanged(formatBaseUnits(price, PAY_DECIMALS), token.symbol);
  const cost = costOf(units, price);
  const fee = feeOf(cost, discount.feeBp);
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
  // The event the purchase counts in, read again under its row's lock inside the transaction.
  let event = seenEvent;
  const rate = formatBaseUnits((10n ** BigInt(PAY_DECIMALS + token.decimals)) / price, token.decimals);
  try {
    const { entryId } = await postEntry(db, {
      kind: 'promotions_discount_buy',
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
        const open = await openDiscountEventName(q, true);
        if (open === null) throw promotionsErrors.discountClosed();
        event = open;
        // The person's row, taken or created in one statement: the update applies only in the
        // same event and within the cap; a concurrent purchase waits on the row's lock and then
        // sees this one's total.
        const [taken] = await q.query<{ bought: string }>(
          `INSERT INTO promotion_discount_buyers AS b (user_id, event, bought, first_at, last_at) VALUES ($1, $2, $3, $4, $4)
           ON CONFLICT (user_id) DO UPDATE SET bought = b.bought + EXCLUDED.bought, last_at = EXCLUDED.last_at
             WHERE b.event = EXCLUDED.event AND b.bought + EXCLUDED.bought <= $5
           RETURNING bought::text AS bought`,
          [userId, event, String(units), now, String(capUnits)],
        );
        if (!taken) throw refuseBy(await discountState(q, userId), event) ?? capExceeded(capUnits);
        if (google && !(await useTotpCode(q, google))) throw accountErrors.googleCodeInvalid();
      },
      afterPost: async (q, entryId) => {
        const common = { entryId, userId, type: RECORD_TYPES.discountPurchaseFee, kind: 'discountPurchase', memo: null, status: 'success', at: now } as const;
        await insertRecords(q, usdt.decimals, [
          { ...common, coin: usdt.symbol, direction: 'out', amount: cost, fee, from: user.accid, to: 'platform', swap: { coin: token.symbol, amount: units, rate } },
        ]);
        await insertRecords(q, token.decimals, [
          { ...common, coin: token.symbol, direction: 'in', amount: units, fee: 0n, from: 'platform', to: user.accid, swap: { coin: usdt.symbol, amount: cost + fee, rate } },
        ]);
        await q.query(
          `INSERT INTO promotion_discount_purchases (entry_id, user_id, event, coin, amount, price, normal_price, price_source, cost, fee, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [entryId, userId, event, token.symbol, String(units), String(price), String(current.units), current.source, String(cost), String(fee), now],
        );
      },
    });
    return { ...(await resultOf(db, userId, entryId, coins.token, discount)), replayed: false };
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw short();
    if (error instanceof IdempotencyConflictError) throw walletErrors.idempotencyConflict();
    throw error;
  }
}

async function resultOf(q: Queryable, userId: bigint, entryId: bigint, tokenSymbol: string, discount: DiscountSettings): Promise<Omit<DiscountBuyResult, 'replayed'>> {
  const paid = await findRecord(q, userId, entryId, PAY_COIN);
  const received = await findRecord(q, userId, entryId, tokenSymbol);
  const [purchase] = await q.query<{ price: string; normal_price: string }>(
    'SELECT price::text, normal_price::text FROM promotion_discount_purchases WHERE entry_id = $1 AND user_id = $2',
    [entryId, userId],
  );
  if (!paid || !received || !purchase) throw new Error(`discounted purchase ${entryId} has no records for user ${userId}`);
  const state = await discountState(q, userId);
  const decimals = TOKEN_DECIMALS;
  const capUnits = BigInt(discount.cap) * 10n ** BigInt(decimals);
  const left = state && state.event === (await openDiscountEventName(q)) ? capUnits - state.bought : 0n;
  return {
    paid,
    received,
    price: formatBaseUnits(BigInt(purchase.price), PAY_DECIMALS),
    normalPrice: formatBaseUnits(BigInt(purchase.normal_price), PAY_DECIMALS),
    left: formatBaseUnits(left > 0n ? left : 0n, decimals),
  };
}
