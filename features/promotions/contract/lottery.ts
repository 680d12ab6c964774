import { z } from 'zod';
import { walletFields } from '../../cloudWallet/contract/wallet';
import { IDEMPOTENCY_KEY_PATTERN } from '../../cloudWallet/contract/walletRules';
import { LOTTERY_COST_PATTERN, LOTTERY_MAX_DAILY_LIMIT, LOTTERY_MAX_PRIZES, LOTTERY_WEIGHT_TOTAL } from './lotteryRules';

/**
 * The lottery API (/lottery): request schemas the server validates, response schemas its answers are
 * checked against, and the operator's prize table (scripts/promotions.ts lottery-set-prizes). Paths,
 * types and failure codes the screen uses are in lotteryApi.ts (no zod).
 */
const { coin, decimalText, isoTime } = walletFields;

// ---- the operator's prize table ----
/** One prize: a coin and amount, or nothing (coin "nothing" or left out); its weight in basis points; its stock (left out: no limit). */
export const lotteryPrizeInput = z
  .strictObject({
    coin: z.union([z.literal('nothing'), coin]).optional().describe('The prize coin, such as USDT or AU; "nothing" (or no coin) for a draw that wins nothing.'),
    amount: walletFields.amount.optional().describe('How much of the coin the prize is, above 0; none for nothing.'),
    weight: z.number().int('must be whole basis points').min(0).max(LOTTERY_WEIGHT_TOTAL).describe('The chance in basis points: 100 = 1 %.'),
    stock: z.number().int('must be a whole number').min(0).max(1e12).nullable().optional().describe('How many times the prize can be won; none: no limit. Nothing has no stock.'),
    enabled: z.boolean().default(true).describe('false: the prize is kept in the table but not drawn (its chance passes to nothing).'),
  })
  .superRefine((p, ctx) => {
    const nothing = p.coin === undefined || p.coin === 'nothing';
    if (nothing && p.amount !== undefined) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'nothing has no amount' });
    if (nothing && p.stock !== undefined && p.stock !== null) ctx.addIssue({ code: 'custom', path: ['stock'], message: 'nothing has no stock' });
    if (!nothing && p.amount === undefined) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'a coin prize needs an amount above 0' });
  });
export const lotteryTableInput = z
  .strictObject({
    cost: z.string().trim().regex(LOTTERY_COST_PATTERN, 'must be whole points from 1, such as 10').describe('Activated points one draw takes.'),
    dailyLimit: z.number().int().min(1).max(LOTTERY_MAX_DAILY_LIMIT).describe('Draws per user per UTC day.'),
    prizes: z.array(lotteryPrizeInput).min(1).max(LOTTERY_MAX_PRIZES),
  })
  .superRefine((t, ctx) => {
    const sum = t.prizes.reduce((s, p) => s + p.weight, 0);
    if (sum !== LOTTERY_WEIGHT_TOTAL) {
      ctx.addIssue({ code: 'custom', path: ['prizes'], message: `the weights must sum to ${LOTTERY_WEIGHT_TOTAL} basis points (100 %), not ${sum}: give the rest to a "nothing" prize` });
    }
  });

// ---- requests ----
/** `idempotencyKey` in the body or the Idempotency-Key header: a retried draw answers the first one. */
export const lotteryDrawRequest = z.object({
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN, 'must be 8 to 64 letters, digits, - or _ (a UUID fits)').optional(),
});
export const lotteryDrawsQuery = z.object({
  before: z.string().regex(/^[1-9]\d{0,18}$/, 'must be a nextBefore from an earlier page').optional(),
});

// ---- responses ----
const prizeWon = z.strictObject({ coin: z.string(), amount: decimalText }).nullable().describe('What the draw won; null: nothing.');
export const lotteryPrize = z.strictObject({
  id: z.string(),
  coin: z.string().nullable().describe('null: nothing.'),
  amount: decimalText,
  weight: z.number().int().describe('Basis points of the draws.'),
  percent: decimalText.describe('The chance in percent, as the weight reads.'),
  stock: z.string().nullable().describe('What is left of the prize; null: no limit.'),
  available: z.boolean().describe('false: off or out of stock; a draw that picks it wins nothing.'),
});
export const lotteryInfo = z
  .strictObject({
    enabled: z.boolean().describe('false: the operator switched the lottery off (draws refused).'),
    configured: z.boolean().describe('false: no prize table was set yet (draws refused).'),
    pointsCoin: z.string(),
    cost: decimalText.describe('Activated points one draw takes.'),
    dailyLimit: z.number().int().describe('Draws per user per day; the day is the UTC calendar day.'),
    dayZone: z.literal('UTC'),
    prizes: z.array(lotteryPrize),
  })
  .meta({ id: 'LotteryInfo' });
export const lotteryDraw = z.strictObject({
  id: z.string(),
  at: isoTime,
  cost: decimalText,
  prize: prizeWon,
  outOfStock: z.boolean().describe('The prize picked had no stock left (or was off): the draw won nothing instead.'),
});
export const lotteryMine = z
  .strictObject({
    points: decimalText.describe("The user's activated points."),
    drawsToday: z.number().int(),
    drawsLeft: z.number().int().describe('Draws left today under the daily limit.'),
    resetAt: isoTime.describe('When the day ends and the draws left count afresh (00:00 UTC).'),
    draws: z.array(lotteryDraw).describe('The newest draws, at most one page.'),
    nextBefore: z.string().nullable().describe('Pass as `before` for the next page; null: no more.'),
  })
  .meta({ id: 'LotteryMine' });
export const lotteryDrawsPage = z.strictObject({ draws: z.array(lotteryDraw), nextBefore: z.string().nullable() });
export const lotteryDrawResult = z.strictObject({
  draw: lotteryDraw,
  points: decimalText.describe("The user's points after the draw."),
  prizeBalance: decimalText.nullable().describe("The user's balance of the prize coin after the draw; null when nothing was won."),
  drawsLeft: z.number().int(),
  replayed: z.boolean().describe('The idempotency key had been used: nothing was drawn again; this is the first result.'),
});
/** Development and tests only: what lottery-set-prizes does. */
export const devLotteryRequest = z.object({ table: lotteryTableInput, enabled: z.boolean().optional() });
