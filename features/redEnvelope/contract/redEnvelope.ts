import { z } from 'zod';
import { refuseHiddenCharacters } from '../../../lib/contract/refuseHiddenCharacters';
import { PAY_PASSWORD_PATTERN, TOTP_CODE_PATTERN } from '../../../lib/contract/userRules';
import { walletFields, walletRecord } from '../../cloudWallet/contract/wallet';
import { CLAIM_CODE_PATTERN, ENVELOPE_KINDS, ENVELOPE_STATES, LINK_ID_PATTERN, normaliseClaimCode } from './redEnvelopeRules';

/**
 * The red envelope API (SPEC §1, §3, §5, record types 9 and 10): request schemas the
 * server validates and response schemas its answers are checked against. Paths, types and
 * failure codes the screens use are in redEnvelopeApi.ts (no zod).
 */
const { coin, amount, id, limit, cursor, decimalText, isoTime, idempotencyKey } = walletFields;
const linkId = z.string().regex(LINK_ID_PATTERN, 'must be the link id of a shared envelope');
// Wishes: the memo's text rules; the length limit (WISHES_MAX) is the service's own failure, with its message.
const wishes = z
  .string()
  .trim()
  .max(400, 'must be at most 400 characters')
  .regex(/^[^\p{Cc}]*$/u, 'must not contain control characters')
  .superRefine(refuseHiddenCharacters);

// ---- requests ----
/** `idempotencyKey` in the body or the Idempotency-Key header; `googleCode` once Google verification is on. */
export const createRequest = z.object({
  coin,
  kind: z.enum(ENVELOPE_KINDS).describe('lucky: `amount` is the total, split at random; fixed: `amount` is each share, the total is amount × quantity.'),
  quantity: z.number().int('must be a whole number').min(1, 'must be at least 1').max(1_000_000, 'is too large').describe('Number of shares (at most ENVELOPE_QUANTITY_MAX).'),
  amount: amount.describe('lucky: the total; fixed: the amount of each share.'),
  wishes: wishes.optional().describe('Shown to claimers (at most WISHES_MAX characters).'),
  payPassword: z.string().regex(PAY_PASSWORD_PATTERN, 'must be 6 digits'),
  googleCode: z.string().trim().regex(TOTP_CODE_PATTERN, 'must be 6 digits').optional(),
  idempotencyKey: idempotencyKey.optional(),
});
/** One of `linkId` (from a shared link) or `code` (typed; spaces and dashes ignored, any case). */
export const claimRequest = z
  .object({
    linkId: linkId.optional(),
    code: z
      .string()
      .max(40, 'is too long')
      .transform(normaliseClaimCode)
      .pipe(z.string().regex(CLAIM_CODE_PATTERN, 'must be a claim code of 10 letters and digits'))
      .optional(),
  })
  .refine((body) => (body.linkId === undefined) !== (body.code === undefined), 'give either linkId or code');
export const pageQuery = z.object({ cursor: cursor.optional(), limit });
// By id (the records) or by the shared link's id (the sender or a claimer opening the link).
export const detailQuery = z
  .object({ id: id.optional(), linkId: linkId.optional() })
  .refine((query) => (query.id === undefined) !== (query.linkId === undefined), 'give either id or linkId');
export const previewQuery = z.object({ linkId });

// ---- responses ----
const coinTotal = z.strictObject({ coin: z.string(), amount: decimalText, count: z.number().int() });
const state = z.enum(ENVELOPE_STATES).describe('open: claimable; finished: every share claimed; expired: past expiry, refund pending; refunded: the rest went back.');

export const sentEnvelope = z
  .strictObject({
    id: z.string(),
    linkId: z.string().describe('The public link id a share link carries to the claim screen (never guessable: 128 random bits).'),
    code: z.string().describe('The claim code to share by voice or text.'),
    coin: z.string(),
    kind: z.enum(ENVELOPE_KINDS),
    quantity: z.number().int(),
    total: decimalText,
    shareAmount: decimalText.nullable().describe('fixed: each share; null for lucky.'),
    wishes: z.string(),
    claimedCount: z.number().int(),
    claimedAmount: decimalText,
    refundedAmount: decimalText.nullable().describe('What went back to the sender at expiry; null until refunded.'),
    state,
    createdAt: isoTime,
    expiresAt: isoTime,
    refundedAt: isoTime.nullable(),
  })
  .meta({ id: 'SentEnvelope' });
export const createResult = z.strictObject({
  envelope: sentEnvelope,
  record: walletRecord.describe('The type-9 record of the total leaving the balance.'),
  replayed: z.boolean().describe('The idempotency key had been used: nothing moved again; this is the first result.'),
});
export const claimResult = z.strictObject({
  envelopeId: z.string(),
  coin: z.string(),
  amount: decimalText.describe('The share this claim took.'),
  record: walletRecord.describe('The type-10 record of the share received.'),
});
export const sentPage = z.strictObject({
  items: z.array(sentEnvelope),
  totals: z.array(coinTotal).describe('Every envelope sent, per coin: the sum of totals and the count (all pages).'),
  nextCursor: z.string().nullable(),
});
export const receivedClaim = z
  .strictObject({
    envelopeId: z.string(),
    senderName: z.string().describe("The sender's account name, masked."),
    coin: z.string(),
    amount: decimalText,
    wishes: z.string(),
    claimedAt: isoTime,
  })
  .meta({ id: 'ReceivedClaim' });
export const receivedPage = z.strictObject({
  items: z.array(receivedClaim),
  totals: z.array(coinTotal).describe('Every share received, per coin: the sum and the count (all pages).'),
  nextCursor: z.string().nullable(),
});
export const envelopeDetail = z
  .strictObject({
    id: z.string(),
    mine: z.boolean().describe('The session user sent it (then linkId and code are given).'),
    linkId: z.string().nullable(),
    code: z.string().nullable(),
    senderName: z.string().describe("The sender's account name, masked."),
    coin: z.string(),
    kind: z.enum(ENVELOPE_KINDS),
    quantity: z.number().int(),
    total: decimalText,
    wishes: z.string(),
    claimedCount: z.number().int(),
    claimedAmount: decimalText,
    refundedAmount: decimalText.nullable(),
    state,
    createdAt: isoTime,
    expiresAt: isoTime,
    refundedAt: isoTime.nullable(),
    claims: z.array(
      z.strictObject({
        name: z.string().describe("The claimer's account name, masked."),
        amount: decimalText,
        claimedAt: isoTime,
        you: z.boolean(),
        bestLuck: z.boolean().describe('lucky only, once every share is claimed or the envelope expired: the largest share (the earliest on a tie).'),
      }),
    ),
  })
  .meta({ id: 'EnvelopeDetail' });
export const envelopePreview = z
  .strictObject({
    senderName: z.string().describe("The sender's account name, masked."),
    coin: z.string(),
    kind: z.enum(ENVELOPE_KINDS),
    wishes: z.string(),
    claimable: z.boolean().describe('Open: not expired and shares left.'),
    state,
    expiresAt: isoTime,
  })
  .meta({ id: 'EnvelopePreview' });
export const envelopeInfo = z
  .strictObject({
    coins: z.array(z.string()).describe('Coins that can be sent in an envelope now (internal moves on, a USD price known), in list order.'),
    quantityMax: z.number().int().describe('ENVELOPE_QUANTITY_MAX: shares in one envelope at most.'),
    wishesMax: z.number().int().describe('WISHES_MAX: characters of wishes at most.'),
    expiryHours: z.number().int().describe('ENVELOPE_EXPIRY_HOURS: how long an envelope can be claimed; then the rest is refunded.'),
    dailyLimitUsd: decimalText.describe('ENVELOPE_DAILY_LIMIT_USD: what one sender may put in envelopes per UTC day, in USD.'),
    dailyRemainingUsd: decimalText.describe("What is left of today's limit for this user."),
  })
  .meta({ id: 'EnvelopeInfo' });
export const devExpireRequest = z.object({ id });
export const devExpireResult = z.strictObject({ outcome: z.enum(['refunded', 'replayed', 'nothingLeft']) });
