import { z } from 'zod';
import { refuseHiddenCharacters } from './refuseHiddenCharacters';
import { PAY_PASSWORD_PATTERN, PHONE_PATTERN, TOTP_CODE_PATTERN } from './userRules';
import {
  ACCID_PATTERN,
  ADDRESS_MAX,
  ADDRESS_NAME_MAX,
  AMOUNT_PATTERN,
  COIN_SYMBOL_PATTERN,
  IDEMPOTENCY_KEY_PATTERN,
  MEMO_MAX,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  RECORD_TYPE_NUMBERS,
  isDbId,
} from './walletRules';

/**
 * The cloud wallet's money API (issue "The cloud wallet's money"; SPEC §2 home, coin detail, send,
 * receive, address book, notices): the request schemas the server validates. Paths, response
 * types and failure codes are in walletApi.ts, which screens import (with the rules in
 * walletRules.ts) without pulling in zod.
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
  .refine((value) => /[1-9]/.test(value), 'must be greater than 0');
const accid = z.string().trim().regex(ACCID_PATTERN, 'must be an account id of 8 to 10 digits');
const phone = z.string().trim().regex(PHONE_PATTERN, 'must be an international number such as +8613800138000');
const recipient = z
  .string()
  .trim()
  .refine((value) => PHONE_PATTERN.test(value) || ACCID_PATTERN.test(value), 'must be a phone number such as +8613800138000 or an account id');
const memo = z
  .string()
  .trim()
  .max(MEMO_MAX, `must be at most ${MEMO_MAX} characters`)
  .regex(/^[^\p{Cc}]*$/u, 'must not contain control characters')
  .superRefine(refuseHiddenCharacters);
const idempotencyKey = z.string().regex(IDEMPOTENCY_KEY_PATTERN, 'must be 8 to 64 letters, digits, - or _ (a UUID fits)');
/** Database ids and cursors travel as decimal strings within int8 (a larger one would fail in PostgreSQL). */
const id = z.string().refine(isDbId, 'must be an id from an earlier answer');
const limit = z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(PAGE_SIZE_MAX, `must be at most ${PAGE_SIZE_MAX}`).default(PAGE_SIZE_DEFAULT);
const cursor = z.string().refine(isDbId, 'must be a nextCursor from an earlier page');

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
export const recordsQuery = z.object({
  coin: coin.optional(),
  type: z.coerce
    .number()
    .int('must be a whole number')
    .refine((n) => (RECORD_TYPE_NUMBERS as readonly number[]).includes(n), `must be one of ${RECORD_TYPE_NUMBERS.join(', ')}`)
    .optional(),
  cursor: cursor.optional(),
  limit,
});
export const recordDetailQuery = z.object({ id });
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

