import { z } from 'zod';
import { PAY_PASSWORD_PATTERN, TOTP_CODE_PATTERN } from '../../../lib/contract/userRules';
import { walletFields, walletRecord } from '../../cloudWallet/contract/wallet';
import { DEPOSIT_STATES, EVM_ADDRESS_PATTERN, MEMO_TAG_PATTERN, WITHDRAWAL_STATES } from './custodyRules';

/**
 * The custody API: request schemas the server validates and response schemas its
 * answers are checked against. Paths and types the screens use are in custodyApi.ts (no zod).
 */
const { coin, amount, decimalText, isoTime, idempotencyKey, id } = walletFields;
const chainId = z.coerce.number().int('must be a whole number').min(1, 'must be a chain id').max(2 ** 53 - 1, 'must be a chain id');
const address = z.string().trim().regex(EVM_ADDRESS_PATTERN, 'must be 0x and 40 hexadecimal digits');

// ---- requests ----
export const infoQuery = z.object({ coin });
export const depositAddressRequest = z.object({ coin, chainId });
export const listQuery = z.object({ coin: coin.optional() });
/** `idempotencyKey` in the body or the Idempotency-Key header; `googleCode` once Google verification is on. */
export const withdrawRequest = z.object({
  coin,
  chainId,
  to: address,
  amount: amount.describe('What the address receives, in coin units; the network fee is added on top.'),
  memo: z.string().trim().regex(MEMO_TAG_PATTERN, 'must be 1 to 64 visible characters').optional().describe('The memo or tag an exchange address needs.'),
  payPassword: z.string().regex(PAY_PASSWORD_PATTERN, 'must be 6 digits'),
  googleCode: z.string().trim().regex(TOTP_CODE_PATTERN, 'must be 6 digits').optional(),
  idempotencyKey: idempotencyKey.optional(),
});

// ---- responses ----
export const custodyNetwork = z
  .strictObject({
    chainId: z.number().int(),
    name: z.string().describe('The network as the screens name it (Ethereum, BNB Smart Chain, …).'),
    confirmations: z.number().int().describe('Blocks before a deposit is credited.'),
    minDeposit: decimalText.describe('Deposits below this are recorded and never credited.'),
    withdrawFee: decimalText.describe('The network fee a withdrawal pays, in the coin, on top of the amount.'),
    token: z.string().nullable().describe('The token contract on this network; null for the native coin.'),
  })
  .meta({ id: 'CustodyNetwork' });
export const custodyInfo = z.strictObject({
  configured: z.boolean().describe('false: this server has no on-chain transfers (no CUSTODY_XPUB or no RPC_URL_<chainId>); networks is empty.'),
  coin: z.string(),
  networks: z.array(custodyNetwork).describe('Where this coin can be deposited and withdrawn; empty when none.'),
  securityLevel: z.number().int(),
  limits: z.strictObject({
    dayUsd: decimalText,
    monthUsd: decimalText,
    dayLeftUsd: decimalText,
    monthLeftUsd: decimalText,
  }),
  approvalUsd: decimalText.describe('Withdrawals worth more wait for an operator.'),
});
export const depositAddress = z.strictObject({
  coin: z.string(),
  chainId: z.number().int(),
  address: z.string().describe('EIP-55 checksummed; derived from the operator key, one per user (the same on every EVM network).'),
});
export const deposit = z
  .strictObject({
    id: z.string(),
    coin: z.string(),
    chainId: z.number().int(),
    txHash: z.string(),
    from: z.string(),
    amount: decimalText,
    state: z.enum(DEPOSIT_STATES),
    confirmations: z.number().int().describe('Blocks on top of the deposit’s block, itself included; 0 once orphaned.'),
    required: z.number().int(),
    seenAt: isoTime,
    creditedAt: isoTime.nullable(),
  })
  .meta({ id: 'Deposit' });
export const depositList = z.strictObject({ deposits: z.array(deposit) });
export const withdrawal = z
  .strictObject({
    id: z.string(),
    coin: z.string(),
    chainId: z.number().int(),
    to: z.string(),
    memo: z.string().nullable(),
    exchange: z.string().nullable().describe('The exchange the address is flagged as (record type 11); null otherwise.'),
    amount: decimalText,
    fee: decimalText,
    state: z.enum(WITHDRAWAL_STATES),
    txHash: z.string().nullable(),
    createdAt: isoTime,
    updatedAt: isoTime,
  })
  .meta({ id: 'Withdrawal' });
export const withdrawalList = z.strictObject({ withdrawals: z.array(withdrawal) });
export const withdrawResult = z.strictObject({
  withdrawal,
  record: walletRecord.describe('The type-15 (or 11, to an exchange) record, pending until confirmed.'),
  replayed: z.boolean(),
});
export const idQuery = z.object({ id });
