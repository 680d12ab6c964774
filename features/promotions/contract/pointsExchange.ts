import { z } from 'zod';
import { PAY_PASSWORD_PATTERN, TOTP_CODE_PATTERN } from '../../../lib/contract/userRules';
import { walletFields, walletRecord } from '../../cloudWallet/contract/wallet';
import { IDEMPOTENCY_KEY_PATTERN } from '../../cloudWallet/contract/walletRules';

/**
 * The points exchanges (SPEC §9): activated points into the platform token (10 points for 1 token,
 * in whole lots of 10) and the platform token into the second token (1 for 1). Request schemas the
 * server validates and response schemas its answers are checked against; paths and types are in
 * promotionsApi.ts.
 */
const { amount, decimalText } = walletFields;
const auth = {
  payPassword: z.string().regex(PAY_PASSWORD_PATTERN, 'must be 6 digits'),
  googleCode: z.string().trim().regex(TOTP_CODE_PATTERN, 'must be 6 digits').optional(),
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY_PATTERN, 'must be 8 to 64 letters, digits, - or _ (a UUID fits)').optional(),
};

// ---- requests ----
/** `idempotencyKey` in the body or the Idempotency-Key header; `googleCode` once Google verification is on. */
export const pointsExchangeRequest = z.object({
  points: amount.describe('How many activated points to exchange: whole points, a multiple of 10 (10 points give 1 token).'),
  ...auth,
});
export const tokenExchangeRequest = z.object({
  amount: amount.describe('How much of the platform token to exchange for the second token, 1 for 1 (at most 8 decimals).'),
  ...auth,
});

// ---- responses ----
const issuedCoin = z.strictObject({ symbol: z.string(), name: z.string(), decimals: z.number().int() });
export const exchangeInfo = z
  .strictObject({
    token: issuedCoin.describe('The platform token.'),
    second: issuedCoin.describe('The second token.'),
    points: issuedCoin.describe('Activated points.'),
    pointsPerToken: z.number().int().describe('How many points give 1 token (10).'),
    pointsLot: z.number().int().describe('Points are exchanged in whole multiples of this (10).'),
    balances: z.strictObject({ points: decimalText, token: decimalText, second: decimalText }).describe("The user's points, token and second-token balances."),
  })
  .meta({ id: 'PointsExchangeInfo' });
export const exchangeResult = z.strictObject({
  paid: walletRecord.describe('The record of what was given (type 3, out): points, or the platform token.'),
  received: walletRecord.describe('The record of what was received (type 3, in): the platform token, or the second token.'),
  replayed: z.boolean().describe('The idempotency key had been used: nothing moved again; this is the first result.'),
});
