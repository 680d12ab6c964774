import { z } from 'zod';
import { PAY_PASSWORD_PATTERN, TOTP_CODE_PATTERN } from '../../../lib/contract/userRules';
import { walletFields, walletRecord } from '../../cloudWallet/contract/wallet';
import { ORDER_STATES, PRODUCT_STATUSES, SETTLEMENTS, WEALTH_CATEGORIES } from './wealthRules';

/**
 * The wealth API (SPEC §1, §3, §4, §6; record type 4): request schemas the server validates and
 * response schemas its answers are checked against. Paths, types and failure codes the screens
 * use are in wealthApi.ts (no zod); the rules and the interest arithmetic in wealthRules.ts.
 */
const { amount, id, limit, cursor, decimalText, isoTime, idempotencyKey } = walletFields;

// ---- requests ----
export const productsQuery = z.object({ category: z.enum(WEALTH_CATEGORIES).optional() });
export const productQuery = z.object({ id });
/** `idempotencyKey` in the body or the Idempotency-Key header; `googleCode` once Google verification is on. */
export const buyRequest = z.object({
  productId: id,
  amount: amount.describe('Principal in coin units: at least the product minimum, within its remaining quota and the per-user maximum.'),
  payPassword: z.string().regex(PAY_PASSWORD_PATTERN, 'must be 6 digits'),
  googleCode: z.string().trim().regex(TOTP_CODE_PATTERN, 'must be 6 digits').optional(),
  idempotencyKey: idempotencyKey.optional(),
});
export const ordersQuery = z.object({ state: z.enum(ORDER_STATES).default('unexpired'), cursor: cursor.optional(), limit });
export const orderQuery = z.object({ id });
/**
 * `acceptNoInterest` must be true to redeem a fixed order before its expiry (the screen shows the
 * warning first; SPEC §4): without it an early redemption is refused (earlyNeedsConsent).
 */
export const redeemRequest = z.object({
  orderId: id,
  acceptNoInterest: z.boolean().optional(),
  idempotencyKey: idempotencyKey.optional(),
});

// ---- responses ----
const rate = decimalText.describe('Annualised rate in percent ("5.5" is 5.5 % a year).');
export const product = z
  .strictObject({
    id: z.string(),
    category: z.enum(WEALTH_CATEGORIES).describe('pos: PoS mining; coinplan: a coin plan.'),
    coin: z.string(),
    annualRate: rate,
    termDays: z.number().int().nullable().describe('Fixed term in days; null: on demand (redeem any day with the interest earned).'),
    minAmount: decimalText.describe('The smallest order.'),
    maxPerUser: decimalText.nullable().describe('The most one user may hold in it at once; null: no limit but the quota.'),
    quota: decimalText.describe('The total the product takes.'),
    remainingQuota: decimalText.describe('What is left of the quota: the quota less the principal of its unexpired orders.'),
    qualifiedOnly: z.boolean().describe('Sold only to qualified investors (SPEC §6).'),
    status: z.enum(PRODUCT_STATUSES),
    valueDate: isoTime.describe('The value date of an order placed now: the next UTC midnight.'),
    expiryDate: isoTime.nullable().describe('The expiry of an order placed now; null on demand.'),
  })
  .meta({ id: 'WealthProduct' });
export const productList = z.strictObject({ items: z.array(product) });
export const productDetail = z.strictObject({
  product,
  held: decimalText.describe("The principal the session user holds in this product's unexpired orders."),
  available: decimalText.describe("The session user's balance of the product's coin."),
  qualified: z.boolean().describe('The session user may buy products marked qualifiedOnly.'),
});
export const order = z
  .strictObject({
    id: z.string(),
    productId: z.string(),
    category: z.enum(WEALTH_CATEGORIES),
    coin: z.string(),
    annualRate: rate,
    termDays: z.number().int().nullable(),
    amount: decimalText.describe('The principal.'),
    orderTime: isoTime,
    valueDate: isoTime,
    expiryDate: isoTime.nullable(),
    state: z.enum(ORDER_STATES),
    settlement: z.enum(SETTLEMENTS).nullable().describe('How a redeemed order was paid out; null while unexpired.'),
    yesterdayEarnings: decimalText.describe("The last whole day's interest (0 once redeemed)."),
    totalEarnings: decimalText.describe('Interest earned so far; once redeemed, the interest paid.'),
    redeemNow: z
      .strictObject({ early: z.boolean().describe('A fixed order before expiry: redeeming now pays no interest.'), interest: decimalText.describe('The interest a redemption now pays.') })
      .nullable()
      .describe('What a redemption now pays; null once redeemed.'),
    redeemedAt: isoTime.nullable(),
  })
  .meta({ id: 'WealthOrder' });
export const orderPage = z.strictObject({ items: z.array(order), nextCursor: z.string().nullable() });
export const summary = z.strictObject({
  holdings: z
    .array(
      z.strictObject({
        coin: z.string(),
        principal: decimalText.describe('Principal of the unexpired orders.'),
        yesterdayEarnings: decimalText,
        totalEarnings: decimalText.describe('Interest earned by the unexpired orders so far and paid by the redeemed ones.'),
        orders: z.number().int().describe('Unexpired orders.'),
      }),
    )
    .describe('Per coin, coins with any order, alphabetical.'),
});
export const buyResult = z.strictObject({
  order,
  record: walletRecord.describe('The type-4 record of the principal leaving the balance.'),
  replayed: z.boolean().describe('The idempotency key had been used: nothing moved again; this is the first result.'),
});
export const redeemResult = z.strictObject({
  order,
  record: walletRecord.describe('The type-4 record of the payout.'),
  replayed: z.boolean(),
});

// ---- development routes (DEV_ROUTES only; e2e) ----
export const devProductRequest = z.object({
  category: z.enum(WEALTH_CATEGORIES),
  coin: z.string().trim().min(1).max(10),
  annualRate: z.string().trim().max(8).describe('Percent a year, more than 0 and at most 100, at most 2 decimals ("5.5").'),
  termDays: z.number().int().nullable().optional().describe('Fixed term in days (1-3650); absent or null: on demand.'),
  minAmount: amount,
  maxPerUser: amount.nullable().optional(),
  quota: amount,
  qualifiedOnly: z.boolean().optional(),
});
export const devProductResult = z.strictObject({ id: z.string() });
export const devMatureRequest = z.object({ orderId: id });
export const devMatureResult = z.strictObject({
  outcome: z.enum(['matured', 'replayed', 'nothingDue']).describe('matured: paid now; replayed: the job had paid it; nothingDue: already redeemed.'),
});
