import type { z } from 'zod';
import type * as schemas from './presale';

/**
 * The zod-free half of the pre-sale contract: paths and response types. The user paths need the
 * login token and act on the session's own account; the public one is the verification data.
 */
export const PRESALE_PATHS = {
  /** GET ?id=: the current round (or one by number), my commitment and result, my USDT and token balances. */
  current: '/api/promotions/presale/current',
  /** GET, no login: a round with its seed hash, its seed after the draw and the anonymised subscription list. */
  publicRound: (id: string) => `/api/promotions/presale/rounds/${encodeURIComponent(id)}`,
  /** The same path as the server routes it. */
  publicRoundRoute: '/api/promotions/presale/rounds/:id',
  /** POST { roundId, amount, payPassword, googleCode?, idempotencyKey }: commits USDT to a round once. */
  commit: '/api/promotions/presale/commit',
  /** GET: every round that has opened, with my commitment and state (notApplied, applied, won, refunded). */
  history: '/api/promotions/presale/history',
  /** GET: the rounds in which I won tokens. */
  prizes: '/api/promotions/presale/prizes',
  /** POST, development only: adds a round (operators use scripts/promotions.ts presale-add). */
  devRound: '/api/dev/promotions/presale/round',
  /** POST { roundId }, development only: draws and settles a closed round (operators: presale-draw). */
  devDraw: '/api/dev/promotions/presale/draw',
} as const;

export type PresaleRound = z.output<typeof schemas.presaleRound>;
export type PresaleCurrent = z.output<typeof schemas.presaleCurrent>;
export type PresalePublic = z.output<typeof schemas.presalePublic>;
export type PresaleCommitResult = z.output<typeof schemas.presaleCommitResult>;
export type PresaleHistory = z.output<typeof schemas.presaleHistory>;
export type PresaleDrawResult = z.output<typeof schemas.presaleDrawResult>;
