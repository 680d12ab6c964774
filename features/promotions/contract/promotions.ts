import { z } from 'zod';
import { PAY_PASSWORD_PATTERN, TOTP_CODE_PATTERN } from '../../../lib/contract/userRules';
import { walletFields, walletRecord } from '../../cloudWallet/contract/wallet';
import { ACCID_PATTERN, IDEMPOTENCY_KEY_PATTERN } from '../../cloudWallet/contract/walletRules';
import { PRICE_PATTERN } from './promotionsRules';

/**
 * The promotions API, first slice (SPEC §1, §6 /buyAU, record type 13): buying the platform token
 * with USDT. Request schemas the server validates and response schemas its answers are checked
 * against; paths, types and failure codes the screens use are in promotionsApi.ts (no zod).
 */
const { coin, amount, decimalText, isoTime } = walletFields;
const price = z.string().trim().regex(PRICE_PATTERN, 'must be a price in USDT such as 2.5 (at most 6 decimals)');

// ---- requests ----
/** `idempotencyKey` in the body or the Idempotency-Key header; `googleCode` once Google verification is on. */
export const buyRequest = z.object({
  amount: amount.describe('How much of the platform token to buy, in the token (at most 8 decimals).'),
  price: price.describe('The price the screen showed, USDT per token: a purchase at another price is refused (priceChanged), never made.'),
  payPassword: z.string().regex(PAY_PASSWORD_PATTERN, 'must be 6 digits'),
  googleCode: z.string().trim().regex(TOTP_CODE_PATTERN, 'must be 6 digits').optional(),
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN, 'must be 8 to 64 letters, digits, - or _ (a UUID fits)').optional(),
});

// ---- responses ----
const issuedCoin = z.strictObject({ symbol: z.string(), name: z.string(), decimals: z.number().int() });
export const buyInfo = z
  .strictObject({
    token: issuedCoin.describe('The platform token (PROMOTIONS_TOKEN_SYMBOL).'),
    second: issuedCoin.describe('The second token, for which the platform token exchanges 1:1.'),
    points: issuedCoin.describe('Activated points: a balance that cannot be sent, withdrawn or swapped.'),
    payCoin: z.string().describe('The coin the token is bought with (USDT).'),
    price: decimalText.nullable().describe('USDT per token now; null when neither a market nor the operator prices it (no purchase then).'),
    priceSource: z.enum(['market', 'operator']).nullable().describe('market: the price store; operator: the price the operator set, where no market lists the token.'),
    priceAt: isoTime.nullable().describe('When the price was taken or set.'),
    feePercent: decimalText.describe('The service fee in percent of the cost, paid in USDT on top (record type 13).'),
    balances: z.strictObject({ pay: decimalText, token: decimalText, points: decimalText }).describe("The user's USDT, token and points balances."),
  })
  .meta({ id: 'TokenBuyInfo' });
export const buyResult = z.strictObject({
  paid: walletRecord.describe('The USDT record (type 13, out): `amount` is the cost, `fee` the service fee.'),
  received: walletRecord.describe('The token record (type 13, in).'),
  price: decimalText.describe('USDT per token, as bought.'),
  replayed: z.boolean().describe('The idempotency key had been used: nothing moved again; this is the first result.'),
});

export const discountBuyRequest = buyRequest.extend({
  amount: amount.describe('How much of the platform token to buy at the discount, in the token (at most 8 decimals).'),
  price: price.describe('The discounted price the screen showed, USDT per token: a purchase at another price is refused (priceChanged), never made.'),
});
export const discountInfo = z
  .strictObject({
    token: issuedCoin.describe('The platform token.'),
    payCoin: z.string().describe('The coin the token is paid with (USDT).'),
    event: z.string().nullable().describe('The discount event open now (the operator opens and closes events); null: the sale is closed.'),
    discountPercent: z.number().int().describe('How much below the current price the sale sells (10: 90 % of the price).'),
    price: decimalText.nullable().describe('The discounted price, USDT per token; null when the token has no price.'),
    normalPrice: decimalText.nullable().describe('The current price the discount is taken from.'),
    priceSource: z.enum(['market', 'operator']).nullable(),
    feePercent: decimalText.describe('The service fee in percent of the cost, paid in USDT on top (record type 14).'),
    cap: decimalText.describe('The most one person may buy in the sale, in tokens, in total.'),
    bought: decimalText.describe('What this user bought in the sale so far.'),
    left: decimalText.describe('What this user may still buy (the cap less what they bought; 0 after an earlier event).'),
    kycLevel: z.number().int().describe("The user's approved KYC level."),
    kycRequired: z.number().int().describe('The KYC level the sale needs.'),
    earlierEvent: z.string().nullable().describe('The earlier discount event this user took part in (they cannot take part again), or null.'),
    balances: z.strictObject({ pay: decimalText, token: decimalText }).describe("The user's USDT and token balances."),
  })
  .meta({ id: 'DiscountInfo' });
export const discountBuyResult = z.strictObject({
  paid: walletRecord.describe('The USDT record (type 14, out): `amount` is the cost, `fee` the service fee.'),
  received: walletRecord.describe('The token record (type 14, in).'),
  price: decimalText.describe('The discounted price, USDT per token, as bought.'),
  normalPrice: decimalText.describe('The current price it was discounted from.'),
  left: decimalText.describe('What this user may still buy in the sale after this purchase.'),
  replayed: z.boolean().describe('The idempotency key had been used: nothing moved again; this is the first result.'),
});

/** Development and tests only: what the operator commands do (scripts/promotions.ts). */
export const devPriceRequest = z.object({ coin, price });
export const devPriceResult = z.strictObject({ coin: z.string(), price: decimalText, setAt: isoTime });
export const devPointsRequest = z.object({
  accid: z.string().trim().regex(ACCID_PATTERN, 'must be an account id of 8 to 10 digits'),
  amount: amount.describe('Whole points.'),
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN).optional(),
});
export const pointsCreditResult = z.strictObject({
  accid: z.string(),
  points: decimalText.describe('What was credited.'),
  balance: decimalText.describe('The balance of points after the credit.'),
  entryId: z.string(),
  replayed: z.boolean(),
});
