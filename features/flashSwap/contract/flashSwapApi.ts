import type { z } from 'zod';
import type * as schemas from './flashSwap';

/**
 * The zod-free half of the flash swap contract: paths, response types and failure codes. All paths
 * need the login token and act on the session's own account.
 */
export const FLASH_SWAP_PATHS = {
  /** GET: the swappable coins, the quote time, whether swaps are paused, today's limit left. */
  info: '/api/swap/info',
  /** POST { from, to, side, amount }: a quote that holds its rate for quoteSeconds. */
  quote: '/api/swap/quote',
  /** POST { quoteId, payPassword, googleCode?, idempotencyKey }: executes the quote once. */
  accept: '/api/swap/accept',
  /** POST { coin, amount }, development only (DEV_ROUTES=true): funds the swap treasury (operators use scripts/swap.ts). */
  devFund: '/api/dev/swap/fund',
} as const;

export type SwapInfo = z.output<typeof schemas.swapInfo>;
export type SwapQuote = z.output<typeof schemas.quote>;
export type SwapAcceptResult = z.output<typeof schemas.acceptResult>;

/** Failure codes beyond envelope.ts, USER_ERRORS and WALLET_ERRORS. */
export const FLASH_SWAP_ERRORS = {
  sameCoin: 31001,
  swapDisabled: 31002,
  pairDisabled: 31003,
  pricesPaused: 31004,
  belowPairMinimum: 31005,
  abovePairMaximum: 31006,
  dailyLimit: 31007,
  usdtMultiple: 31008,
  treasuryShort: 31009,
  quoteExpired: 31010,
  quoteUsed: 31011,
  quoteUnknown: 31012,
  amountTooSmall: 31013,
} as const;
