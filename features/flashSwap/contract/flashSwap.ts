import { z } from 'zod';
import { PAY_PASSWORD_PATTERN, TOTP_CODE_PATTERN } from '../../../lib/contract/userRules';
import { IDEMPOTENCY_KEY_PATTERN, isDbId } from '../../cloudWallet/contract/walletRules';
import { walletFields, walletRecord } from '../../cloudWallet/contract/wallet';
import { SWAP_SIDES } from './flashSwapRules';

/**
 * The flash swap API (SPEC §4 "the rate is locked for a limited time", §5 USDT multiples
 * of 100): request schemas the server validates and response schemas its answers are checked
 * against. Paths, types and failure codes the screens use are in flashSwapApi.ts (no zod).
 */
const { coin, amount, decimalText, isoTime } = walletFields;
const DB_ID_META = { pattern: '^[1-9][0-9]{0,18}$', description: 'A decimal id from an earlier answer (at most 9223372036854775807).' };

// ---- requests ----
export const quoteRequest = z.object({
  from: coin.describe('The coin paid.'),
  to: coin.describe('The coin received.'),
  side: z.enum(SWAP_SIDES).describe('Which amount the user typed: what they pay (from) or what they get (to).'),
  amount: amount.describe('The typed amount, in the coin of `side`.'),
});
/** `idempotencyKey` in the body or the Idempotency-Key header; `googleCode` once Google verification is on. */
export const acceptRequest = z.object({
  quoteId: z.string().refine(isDbId, 'must be a quote id from an earlier answer').meta(DB_ID_META),
  payPassword: z.string().regex(PAY_PASSWORD_PATTERN, 'must be 6 digits'),
  googleCode: z.string().trim().regex(TOTP_CODE_PATTERN, 'must be 6 digits').optional(),
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN, 'must be 8 to 64 letters, digits, - or _ (a UUID fits)').optional(),
});

// ---- responses ----
export const swapInfo = z.strictObject({
  coins: z.array(z.string()).describe('Coins that can be swapped now, in list order.'),
  quoteSeconds: z.number().int().describe('How long a quote holds its rate.'),
  paused: z.boolean().describe('Prices are stale or missing: no quote is given until they are fresh.'),
  dailyLimitUsd: decimalText.describe('What one user may swap per UTC day, in USD of the coins paid.'),
  dailyRemainingUsd: decimalText.describe("What is left of today's limit for this user."),
});
export const quote = z
  .strictObject({
    id: z.string(),
    from: z.strictObject({ coin: z.string(), amount: decimalText }),
    to: z.strictObject({ coin: z.string(), amount: decimalText }),
    side: z.enum(SWAP_SIDES).describe('Which amount the user typed.'),
    typed: z.strictObject({ coin: z.string(), amount: decimalText }).describe('The amount the user typed, in the coin of `side`.'),
    adjusted: z
      .boolean()
      .describe(
        'The USDT amount of a swap is a multiple of 100 whichever side is typed: when the user typed the other coin, the USDT it came to was moved to the nearest multiple of 100 (at least 100, within the balance when it can be) and the typed side solved again, so `typed` differs from the quote’s amount of that coin.',
      ),
    rate: decimalText.describe('Coin received per 1 coin paid, after the spread (8 decimals, rounded down).'),
    inverseRate: decimalText.describe('Coin paid per 1 coin received (8 decimals, rounded down).'),
    spreadPercent: decimalText.describe('The spread taken from the output, in percent.'),
    spreadAmount: decimalText.describe('What the spread is in the coin received.'),
    usdValue: decimalText.describe('The USD value of the coin paid at the quoted price (6 decimals, rounded down; the screen rounds it in the user’s currency).'),
    expiresAt: isoTime.describe('The rate holds until this instant (excluded).'),
    quoteSeconds: z.number().int(),
  })
  .meta({ id: 'SwapQuote' });
export const acceptResult = z.strictObject({
  paid: walletRecord.describe('The record of the coin paid (type 3, out).'),
  received: walletRecord.describe('The record of the coin received (type 3, in).'),
  replayed: z.boolean().describe('The idempotency key had been used: nothing moved again; this is the first result.'),
});

/** Development and tests only (POST /api/dev/swap/fund): platform treasury → swap treasury. */
export const devFundRequest = z.object({ coin, amount });
export const devFundResult = z.strictObject({
  entryId: z.string(),
  replayed: z.boolean(),
  key: z.string(),
  coin: z.string(),
  swapTreasury: decimalText.describe('What the swap treasury now holds of the coin.'),
});
