import type { z } from 'zod';
import type * as schemas from './lottery';

/** The lottery's paths, response types and failure codes (zod-free: the screen imports this). */
export const LOTTERY_PATHS = {
  /** GET, public: the rules (on or off, cost, daily limit) and the prize table with each chance and stock. */
  info: '/api/promotions/lottery',
  /** GET: the user's points, draws today and left, and the newest draws. */
  mine: '/api/promotions/lottery/me',
  /** GET ?before=: older draws of the user, a page at a time. */
  draws: '/api/promotions/lottery/draws',
  /** POST { idempotencyKey }: one draw. */
  draw: '/api/promotions/lottery/draw',
  /** POST, development only: sets the prize table (operators use scripts/promotions.ts lottery-set-prizes). */
  devTable: '/api/dev/promotions/lottery',
} as const;

export type LotteryInfo = z.output<typeof schemas.lotteryInfo>;
export type LotteryPrize = z.output<typeof schemas.lotteryPrize>;
export type LotteryMine = z.output<typeof schemas.lotteryMine>;
export type LotteryDraw = z.output<typeof schemas.lotteryDraw>;
export type LotteryDrawsPage = z.output<typeof schemas.lotteryDrawsPage>;
export type LotteryDrawResult = z.output<typeof schemas.lotteryDrawResult>;
export type LotteryTableInput = z.input<typeof schemas.lotteryTableInput>;

/** The lottery's failure codes (promotionsApi.ts spreads them into PROMOTIONS_ERRORS). */
export const LOTTERY_ERRORS = {
  lotteryNotEnoughPoints: 38401,
  lotteryDailyLimit: 38402,
  lotteryOff: 38403,
  lotteryNoPrizeTable: 38404,
} as const;

/**
 * Message keys of the lottery's failures (texts in features/promotions/messages, namespace
 * `promotions.lottery.errors`); promotionsErrorKeys.ts spreads them into the feature's keys (the
 * feature has one error-key object, so this one lives here rather than in a file of its own).
 */
export const LOTTERY_ERROR_KEYS = {
  /** The points do not cover a draw. params: { cost, balance } */
  lotteryNotEnoughPoints: 'promotions.lottery.errors.notEnoughPoints',
  /** The user drew as often as the daily limit allows today. params: { limit, resetAt } */
  lotteryDailyLimit: 'promotions.lottery.errors.dailyLimit',
  /** The operator switched the lottery off. */
  lotteryOff: 'promotions.lottery.errors.off',
  /** No prize table was ever set. */
  lotteryNoPrizeTable: 'promotions.lottery.errors.noPrizeTable',
} as const;
