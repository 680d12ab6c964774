import type { z } from 'zod';
import type * as schemas from './redEnvelope';

/**
 * The zod-free half of the red envelope contract: paths, response types and failure codes. Every
 * path but `preview` needs the login token and answers about the session's own account.
 */
export const RED_ENVELOPE_PATHS = {
  /** POST { coin, kind, quantity, amount, wishes?, payPassword, googleCode?, idempotencyKey }: sends an envelope. */
  create: '/api/redEnvelope/create',
  /** POST { linkId } or { code }: takes one share. */
  claim: '/api/redEnvelope/claim',
  /** GET ?cursor&limit: envelopes I sent, newest first, with totals per coin. */
  sent: '/api/redEnvelope/sent',
  /** GET ?cursor&limit: shares I claimed, newest first, with totals per coin. */
  received: '/api/redEnvelope/received',
  /** GET ?id or ?linkId: one envelope, for its sender or one of its claimers (anyone else: envelopeUnknown). */
  detail: '/api/redEnvelope/detail',
  /** GET ?linkId, public: what the claim screen shows before a claim (no code, no shares). */
  preview: '/api/redEnvelope/preview',
  /** GET: the sending rules (coins, limits, expiry) and what is left of today's limit. */
  info: '/api/redEnvelope/info',
  /** POST { id } (DEV_ROUTES only): expires an envelope now and refunds its rest as the job does. */
  devExpire: '/api/dev/envelope/expire',
} as const;

export type EnvelopeCreated = z.output<typeof schemas.createResult>;
export type EnvelopeClaimed = z.output<typeof schemas.claimResult>;
export type SentEnvelope = z.output<typeof schemas.sentEnvelope>;
export type SentPage = z.output<typeof schemas.sentPage>;
export type ReceivedClaim = z.output<typeof schemas.receivedClaim>;
export type ReceivedPage = z.output<typeof schemas.receivedPage>;
export type EnvelopeDetail = z.output<typeof schemas.envelopeDetail>;
export type EnvelopePreview = z.output<typeof schemas.envelopePreview>;
export type EnvelopeInfo = z.output<typeof schemas.envelopeInfo>;
export type DevExpireResult = z.output<typeof schemas.devExpireResult>;

/** Failure codes beyond envelope.ts, USER_ERRORS and WALLET_ERRORS (32001-32099). */
export const RED_ENVELOPE_ERRORS = {
  quantityTooLarge: 32001,
  totalTooSmall: 32002,
  wishesTooLong: 32003,
  noPrice: 32004,
  dailyLimit: 32005,
  envelopeUnknown: 32006,
  codeWrong: 32007,
  codeLocked: 32008,
  expired: 32009,
  fullyClaimed: 32010,
  alreadyClaimed: 32011,
  ownEnvelope: 32012,
} as const;
