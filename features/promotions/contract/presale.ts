import { z } from 'zod';
import { PAY_PASSWORD_PATTERN, TOTP_CODE_PATTERN } from '../../../lib/contract/userRules';
import { walletFields, walletRecord } from '../../cloudWallet/contract/wallet';
import { IDEMPOTENCY_KEY_PATTERN } from '../../cloudWallet/contract/walletRules';
import { PRESALE_ANON_PATTERN, PRESALE_PHASES, PRESALE_SEED_PATTERN, PRESALE_STATES } from './presaleRules';
import { PRICE_PATTERN } from './promotionsRules';

/**
 * The pre-sale rounds' API (/index/premmt, its history and prize history): request schemas the
 * server validates and response schemas its answers are checked against; paths and types the
 * screens use are in presaleApi.ts (no zod).
 */
const { amount, decimalText, isoTime } = walletFields;
const roundId = z.string().regex(/^[1-9]\d{0,17}$/, 'must be a round number such as 3');

// ---- requests ----
export const presaleCommitRequest = z.object({
  roundId,
  amount: amount.describe('USDT to commit: whole lots of the round, at most 6 decimals.'),
  payPassword: z.string().regex(PAY_PASSWORD_PATTERN, 'must be 6 digits'),
  googleCode: z.string().trim().regex(TOTP_CODE_PATTERN, 'must be 6 digits').optional(),
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN, 'must be 8 to 64 letters, digits, - or _ (a UUID fits)').optional(),
});
export const presaleRoundQuery = z.object({ id: roundId.optional().describe('A round by number; without it, the current round.') });
export const presaleRoundParams = z.object({ id: roundId });

// ---- responses ----
const round = z.strictObject({
  id: z.string(),
  token: z.string().describe('The token on sale.'),
  tokenDecimals: z.number().int(),
  payCoin: z.string().describe('USDT.'),
  price: decimalText.describe('USDT per token.'),
  allocation: decimalText.describe('Tokens on sale in the round.'),
  lot: decimalText.describe('USDT per lot: a commitment is whole lots; each lot is one ticket in the draw.'),
  lotTokens: decimalText.describe('Tokens one winning lot receives (the lot at the price, rounded down to the token unit).'),
  lotsOnSale: z.number().int().describe('How many lots can win: the allocation divided by the lot tokens, rounded down.'),
  cap: decimalText.describe('The most one person may commit to the round, in USDT.'),
  opensAt: isoTime,
  closesAt: isoTime.describe('Commitments are taken from opensAt up to, not including, closesAt.'),
  phase: z.enum(PRESALE_PHASES),
  seedHash: z.string().regex(PRESALE_SEED_PATTERN).describe('SHA-256 of the seed, published when the round was created.'),
  seed: z.string().regex(PRESALE_SEED_PATTERN).nullable().describe('The seed, published by the draw; null before it.'),
  drawnAt: isoTime.nullable(),
  subscribers: z.number().int(),
  committed: decimalText.describe('USDT committed to the round by everyone.'),
});
export const presaleRound = round.meta({ id: 'PresaleRound' });

const mine = z.strictObject({
  anonId: z.string().regex(PRESALE_ANON_PATTERN).nullable().describe('My id in the published list; null until I commit.'),
  committed: decimalText,
  left: decimalText.describe('What I may still commit (the cap less what I committed).'),
  state: z.enum(PRESALE_STATES),
  wonLots: z.number().int().nullable(),
  tokens: decimalText.nullable().describe('Tokens I won; null before the draw.'),
  cost: decimalText.nullable(),
  refund: decimalText.nullable(),
});
export const presaleCurrent = z
  .strictObject({
    round: presaleRound.nullable().describe('null: the operator has set up no round.'),
    mine: mine.nullable(),
    balances: z.strictObject({ pay: decimalText, token: decimalText }).describe("The user's USDT and token balances."),
    now: isoTime.describe("The server's time, for the countdown."),
  })
  .meta({ id: 'PresaleCurrent' });

export const presalePublic = z
  .strictObject({
    round: presaleRound,
    subscriptions: z
      .array(
        z.strictObject({
          id: z.string().regex(PRESALE_ANON_PATTERN).describe('Anonymised: 16 hex digits keyed by a secret of the round, never the user.'),
          committed: decimalText.describe('USDT committed.'),
          wonLots: z.number().int().nullable().describe('Lots won in the draw; null before it.'),
        }),
      )
      .describe('Every subscription, ordered by id: with the seed, the input of the draw anyone can recompute.'),
  })
  .meta({ id: 'PresalePublic' });

export const presaleCommitResult = z.strictObject({
  paid: walletRecord.describe('The USDT record (type 13, out, kind presaleCommit).'),
  committed: decimalText.describe('My commitment to the round after this one.'),
  left: decimalText,
  anonId: z.string().regex(PRESALE_ANON_PATTERN),
  replayed: z.boolean(),
});

const historyItem = z.strictObject({
  roundId: z.string(),
  token: z.string(),
  price: decimalText,
  opensAt: isoTime,
  closesAt: isoTime,
  phase: z.enum(PRESALE_PHASES),
  committed: decimalText,
  state: z.enum(PRESALE_STATES),
  wonLots: z.number().int().nullable(),
  tokens: decimalText.nullable(),
  cost: decimalText.nullable(),
  refund: decimalText.nullable(),
  drawnAt: isoTime.nullable(),
});
export const presaleHistory = z.strictObject({ items: z.array(historyItem) }).meta({ id: 'PresaleHistory' });

/** Development and tests only: what the operator commands do (scripts/promotions.ts presale-add, presale-draw). */
export const devPresaleRoundRequest = z.object({
  token: z.string().max(10).optional(),
  price: z.string().trim().regex(PRICE_PATTERN),
  allocation: amount,
  lot: amount.optional(),
  cap: amount,
  opensAt: isoTime.max(40),
  closesAt: isoTime.max(40),
});
export const devPresaleDrawRequest = z.object({ roundId });
export const presaleDrawResult = z.strictObject({
  roundId: z.string(),
  drawn: z.boolean().describe('false: an earlier run drew it; this run only settled what was left.'),
  subscribers: z.number().int(),
  lotsOnSale: z.number().int(),
  lotsWon: z.number().int(),
  settled: z.number().int().describe('Settlements posted by this run.'),
  seed: z.string(),
  seedHash: z.string(),
});
