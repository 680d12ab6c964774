import { z } from 'zod';
import { refuseHiddenCharacters } from '../../../lib/contract/refuseHiddenCharacters';
import { PAY_PASSWORD_PATTERN, PHONE_PATTERN, TOTP_CODE_PATTERN } from '../../../lib/contract/userRules';
import { POINTS_RECORD_KINDS } from '../../promotions/contract/pointsRecordKinds';
import {
  ACCID_PATTERN,
  ADDRESS_FORMATS,
  ADDRESS_MAX,
  ADDRESS_NAME_MAX,
  AMOUNT_PATTERN,
  COIN_ICONS,
  POSITIVE_AMOUNT_PATTERN,
  RECIPIENT_MAX,
  COIN_SYMBOL_PATTERN,
  IDEMPOTENCY_KEY_PATTERN,
  MEMO_MAX,
  NOTICE_KINDS,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  RECORD_STATUSES,
  RECORD_TYPE_NUMBERS,
  isDbId,
} from './walletRules';

/**
 * The cloud wallet's money API (issue "The cloud wallet's money"; SPEC §2 home, coin detail, send,
 * receive, address book, notices): the request schemas the server validates and the response
 * schemas its answers are checked against and described by (GET /api/openapi.json). Paths, the
 * response types (derived from these schemas by type-only imports) and failure codes are in
 * walletApi.ts, which screens import (with the rules in walletRules.ts) without pulling in zod.
 */
// ---- field schemas ----
const coin = z
  .string()
  .trim()
  .toUpperCase()
  .regex(COIN_SYMBOL_PATTERN, 'must be a coin symbol such as USDT');
const amount = z
  .string()
  .trim()
  .regex(AMOUNT_PATTERN, 'must be a decimal number such as 1.5')
  .regex(POSITIVE_AMOUNT_PATTERN, 'must be greater than 0');
const accid = z.string().trim().regex(ACCID_PATTERN, 'must be an account id of 8 to 10 digits');
const phone = z.string().trim().regex(PHONE_PATTERN, 'must be an international number such as +8613800138000');
const recipient = z
  .string()
  .trim()
  .max(RECIPIENT_MAX, `must be at most ${RECIPIENT_MAX} characters`)
  .refine((value) => PHONE_PATTERN.test(value) || ACCID_PATTERN.test(value), 'must be a phone number such as +8613800138000 or an account id')
  .describe('E.164 phone number or accid of the receiving account.');
const memo = z
  .string()
  .trim()
  .max(MEMO_MAX, `must be at most ${MEMO_MAX} characters`)
  .regex(/^[^\p{Cc}]*$/u, 'must not contain control characters')
  .superRefine(refuseHiddenCharacters);
const idempotencyKey = z.string().regex(IDEMPOTENCY_KEY_PATTERN, 'must be 8 to 64 letters, digits, - or _ (a UUID fits)');
/** Database ids and cursors travel as decimal strings within int8 (a larger one would fail in PostgreSQL). */
// The meta shows the API description what the refinement checks in code (isDbId: 1 to 9223372036854775807).
const DB_ID_META = { pattern: '^[1-9][0-9]{0,18}$', description: 'A decimal id from an earlier answer (at most 9223372036854775807).' };
const id = z.string().refine(isDbId, 'must be an id from an earlier answer').meta(DB_ID_META);
const limit = z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(PAGE_SIZE_MAX, `must be at most ${PAGE_SIZE_MAX}`).default(PAGE_SIZE_DEFAULT);
const cursor = z.string().refine(isDbId, 'must be a nextCursor from an earlier page').meta({ ...DB_ID_META, description: 'The nextCursor of the previous page.' });

// ---- requests ----
export const coinQuery = z.object({ coin });
/**
 * `idempotencyKey` may come in the body or in the `Idempotency-Key` header (HEADER_IDEMPOTENCY_KEY);
 * one of them is required. `googleCode` is required once Google verification is on.
 */
export const internalTransferRequest = z.object({
  coin,
  /** E.164 phone number or accid of the receiving account. */
  to: recipient,
  amount,
  memo: memo.optional(),
  payPassword: z.string().regex(PAY_PASSWORD_PATTERN, 'must be 6 digits'),
  googleCode: z.string().trim().regex(TOTP_CODE_PATTERN, 'must be 6 digits').optional(),
  idempotencyKey: idempotencyKey.optional(),
});
export const recipientQuery = z.object({ to: recipient });
export const recordsQuery = z.object({
  coin: coin.optional(),
  type: z.coerce
    .number()
    .int('must be a whole number')
    .refine((n) => (RECORD_TYPE_NUMBERS as readonly number[]).includes(n), `must be one of ${RECORD_TYPE_NUMBERS.join(', ')}`)
    .meta({ enum: [...RECORD_TYPE_NUMBERS], description: 'SPEC §3 record type (walletRules.ts RECORD_TYPES).' })
    .optional(),
  cursor: cursor.optional(),
  limit,
});
export const recordDetailQuery = z.object({
  id,
  coin: coin.optional().describe('Which coin’s record of the entry: a swap has two records under one id (the coin paid and the coin received). Without it, the coin paid.'),
});
export const receiveCodeQuery = z.object({ coin, amount: amount.optional() });
const addressName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(ADDRESS_NAME_MAX, `must be at most ${ADDRESS_NAME_MAX} characters`)
  .regex(/^[^\p{Cc}]+$/u, 'must not contain control characters')
  .superRefine(refuseHiddenCharacters);
const address = z.string().trim().min(1, 'must not be empty').max(ADDRESS_MAX, `must be at most ${ADDRESS_MAX} characters`);
/** `coin` decides how the address is checked (CoinInfo.addressFormat); without one it must be an EVM (ERC20) address. */
export const addressBookAddRequest = z.object({ name: addressName, address, coin: coin.optional() });
export const addressBookUpdateRequest = z.object({ id, name: addressName, address, coin: coin.optional() });
export const addressBookDeleteRequest = z.object({ id });
export const addressBookListQuery = z.object({ coin: coin.optional() });
export const noticesQuery = z.object({ cursor: cursor.optional(), limit });
export const noticesReadRequest = z
  .object({ ids: z.array(id).min(1, 'must list at least one id').max(100, 'must list at most 100 ids').optional(), all: z.literal(true).optional() })
  .refine((body) => body.ids !== undefined || body.all === true, { message: 'give ids or all: true', path: ['ids'] });
/** Exactly one of `accid` and `phone`. Without `idempotencyKey` a random one is used. */
export const devCreditRequest = z
  .object({ accid: accid.optional(), phone: phone.optional(), coin, amount, memo: memo.optional(), idempotencyKey: idempotencyKey.optional() })
  .superRefine((body, ctx) => {
    if ((body.accid === undefined) === (body.phone === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'give exactly one of accid and phone', path: body.accid === undefined ? ['accid'] : ['phone'] });
    }
  });

export type InternalTransferRequest = z.input<typeof internalTransferRequest>;
export type AddressBookAddRequest = z.input<typeof addressBookAddRequest>;
export type AddressBookUpdateRequest = z.input<typeof addressBookUpdateRequest>;
export type NoticesReadRequest = z.input<typeof noticesReadRequest>;
export type DevCreditRequest = z.input<typeof devCreditRequest>;


// ---- responses (the `data` of each answer; walletApi.ts names their types) ----
// Strict objects: a field the server sends but does not declare fails the test-mode response check.
/** A non-negative decimal string in coin units or USD ("1.5"); never a JSON number. */
const decimalText = z.string().regex(/^\d+(\.\d+)?$/, 'must be a decimal string such as 1.5');
const isoTime = z.iso.datetime();

export const priceInfo = z
  .strictObject({
    source: z.enum(['feed', 'sample']).describe('A configured feed, or the built-in, clearly labelled sample.'),
    asOf: isoTime.nullable().describe('When the prices are from; null when the feed has not answered yet (then every price is null).'),
    stale: z.boolean().describe('The feed has not refreshed for 3 intervals; prices are the last ones known.'),
  })
  .meta({ id: 'PriceInfo', description: 'Where the USD prices come from.' });

const coinInfoShape = {
  symbol: z.string(),
  name: z.string(),
  decimals: z.number().int().min(0),
  icon: z.enum(COIN_ICONS),
  addressFormat: z.enum(ADDRESS_FORMATS),
  depositEnabled: z.boolean(),
  withdrawEnabled: z.boolean(),
  swapEnabled: z.boolean(),
  internalTransferEnabled: z.boolean(),
  internalFee: decimalText.describe('Fee of an internal transfer, paid by the sender on top of the amount ("0" today: SPEC §1 charges no service fee).'),
  internalMinimum: decimalText.describe('Smallest internal transfer.'),
  dailyLimit: decimalText.describe('Most a user may send by internal transfer per UTC day (fees not counted).'),
  usdPrice: decimalText.nullable().describe('USD per coin; null when unknown.'),
};
export const coinInfo = z.strictObject(coinInfoShape).meta({ id: 'CoinInfo' });
export const coinBalance = z
  .strictObject({
    ...coinInfoShape,
    balance: decimalText,
    usdValue: decimalText.nullable().describe('balance × usdPrice, 8 decimals at most; null when the price is unknown.'),
  })
  .meta({ id: 'CoinBalance' });

export const coinList = z.strictObject({ coins: z.array(coinInfo), prices: priceInfo });
const signedDecimalText = z.string().regex(/^-?\d+(\.\d+)?$/, 'must be a decimal string such as -1.5');
export const walletBalances = z.strictObject({
  coins: z.array(coinBalance),
  totalUsd: decimalText.describe('Sum of the known USD values.'),
  change24h: z
    .strictObject({
      usd: signedDecimalText.describe('totalUsd minus the same balances at the prices of 24 hours before (a coin without one counts unchanged).'),
      percent: signedDecimalText.describe('That change as a percentage of the earlier value, 2 decimals.'),
    })
    .nullable()
    .describe("The total's 24-hour change at today's balances; null when the price source gives no earlier prices or the total was 0."),
  prices: priceInfo,
});
export const coinDetail = z.strictObject({
  coin: coinBalance,
  dailyUsed: decimalText.describe('Sent by internal transfer today (UTC).'),
  dailyRemaining: decimalText.describe('What is left of the daily limit.'),
  prices: priceInfo,
});

export const walletRecord = z
  .strictObject({
    id: z.string().describe("The transaction's number, the same for sender and receiver."),
    type: z.literal(RECORD_TYPE_NUMBERS).describe('SPEC §3 record type (walletRules.ts RECORD_TYPES).'),
    kind: z.enum(['internalTransfer', 'credit', 'swap', 'redEnvelope', 'redEnvelopeRefund', 'kycFee', 'deposit', 'withdrawal', 'wealthOrder', 'wealthPayout', ...POINTS_RECORD_KINDS]).describe('wealthOrder: money into a wealth product (type 4, out, to "wealth"); wealthPayout: a wealth order redeemed or matured, principal and interest (type 4, in, from "wealth"); redEnvelope: sent (type 9, out) or a share received (type 10, in); redEnvelopeRefund: the unclaimed rest back to the sender (type 10, in, from "redEnvelope"); kycFee: the KYC certification fee (type 16, out, to "platform"); deposit: on chain (type 2, or 12 from an exchange address; from = the sending address); withdrawal: on chain (type 15, or 11 to an exchange address; fee = the network fee; pending until confirmed, failed when rejected or reverted).'),
    direction: z.enum(['in', 'out']),
    coin: z.string(),
    amount: decimalText,
    fee: decimalText.describe('Paid by this account on top of the amount ("0" for the receiver).'),
    gasFee: decimalText.nullable().describe("Network fee: always null for the cloud's own transfers."),
    from: z.string().describe('accid of the sending account, or "platform" for a platform credit.'),
    to: z.string().describe('accid of the receiving account.'),
    memo: z.string().nullable(),
    status: z.enum(RECORD_STATUSES),
    time: isoTime,
    swap: z
      .strictObject({
        coin: z.string().describe('The other coin of the swap: received for an "out" record, paid for an "in" record.'),
        amount: decimalText.describe('Its amount, in that coin.'),
        rate: decimalText.describe('Coin received per 1 coin paid, as quoted.'),
      })
      .nullable()
      .describe('A flash swap (type 3): the other side and the rate; null for every other record.'),
  })
  .meta({ id: 'WalletRecord', description: 'A transaction record (SPEC §3).' });
export const recordPage = z.strictObject({ items: z.array(walletRecord), nextCursor: z.string().nullable() });

/** `replayed` is true when the idempotency key had been used: nothing moved again, this is the first result. */
export const internalTransferResult = z.strictObject({ record: walletRecord, replayed: z.boolean() });
export const recipientPreview = z
  .strictObject({
    accid: z.string(),
    accountName: z.string(),
    phoneMasked: z.string().nullable().describe('The phone with its middle hidden (+86 138****8000), or null.'),
  })
  .meta({ id: 'RecipientPreview', description: 'Who an internal transfer would reach, shown before it is confirmed.' });
export const devCreditResult = z.strictObject({ record: walletRecord, replayed: z.boolean() });

export const receiveCode = z.strictObject({
  accid: z.string(),
  accountName: z.string(),
  coin: z.string(),
  amount: decimalText.nullable(),
  paymentCode: z.string().describe('walletpay:<accid>?coin=…&amount=… (walletPaymentCode.ts); show as QR and text.'),
});

export const addressBookEntry = z
  .strictObject({
    id: z.string(),
    name: z.string(),
    address: z.string().describe('As stored: EVM addresses in their EIP-55 checksum form.'),
    coin: z.string().nullable(),
    createdAt: isoTime,
  })
  .meta({ id: 'AddressBookEntry' });
export const addressBookList = z.strictObject({ items: z.array(addressBookEntry) });

export const notice = z
  .strictObject({
    id: z.string(),
    kind: z.enum(NOTICE_KINDS),
    params: z
      .record(z.string(), z.string())
      .describe('transferReceived: { coin, amount, from (accid), id (record id) }; credited: { coin, amount, id }; securityChanged: { change }; envelopeClaimed: { coin, amount, name (masked), envelopeId, claimed, quantity }; envelopeRefunded: { coin, amount, envelopeId }; kycApproved: { level, qualified (yes|no) }; kycRejected: { level, reason }; stockReviewed: { review (accepted|declined) }; feedbackAnswered: { id }; depositCredited: { coin, amount, chainId, txHash }; withdrawalConfirmed / withdrawalFailed: { coin, amount, chainId, withdrawalId }; wealthMatured: { coin, amount (principal and interest paid), orderId }.'),
    text: z.string().describe('English text, for clients without the message keys.'),
    createdAt: isoTime,
    read: z.boolean(),
  })
  .meta({ id: 'Notice' });
export const noticePage = z.strictObject({ items: z.array(notice), unreadCount: z.number().int().min(0), nextCursor: z.string().nullable() });
export const unreadCount = z.strictObject({ unreadCount: z.number().int().min(0) });

/**
 * Field schemas other features' contracts reuse (flash swap, red envelope), so a coin, an amount,
 * an id or a page reads the same everywhere.
 */
export const walletFields = { coin, amount, memo, idempotencyKey, id, limit, cursor, decimalText, isoTime };
