import type { z } from 'zod';
import type * as schemas from './wallet';

/**
 * The zod-free half of the cloud wallet's money contract (see wallet.ts for the request and
 * response schemas): paths, response types and failure codes, which the client bundles, so it must
 * not pull in the schema library (its imports of zod and wallet.ts are type-only). The paths live in
 * lib/contract/walletPaths.ts, where the shared balance reads (lib/api/walletReads.ts) take them too.
 */
export { WALLET_PATHS } from '../../../lib/contract/walletPaths';

// ---- responses ----
// The shapes are the zod schemas in wallet.ts (the server checks its answers against them and
// describes them in GET /api/openapi.json); these type-only imports compile away, so the client
// bundles no zod.
/** Where USD prices come from: a configured feed, or the built-in, clearly labelled sample. */
export type PriceInfo = z.output<typeof schemas.priceInfo>;
export type CoinInfo = z.output<typeof schemas.coinInfo>;
export type CoinBalance = z.output<typeof schemas.coinBalance>;
export type CoinList = z.output<typeof schemas.coinList>;
export type WalletBalances = z.output<typeof schemas.walletBalances>;
export type CoinDetail = z.output<typeof schemas.coinDetail>;
/** A transaction record (SPEC §3). */
export type WalletRecord = z.output<typeof schemas.walletRecord>;
export type RecordPage = z.output<typeof schemas.recordPage>;
/** `replayed` is true when the idempotency key had been used: nothing moved again, this is the first result. */
export type InternalTransferResult = z.output<typeof schemas.internalTransferResult>;
/** Who a transfer would reach: the account's name and masked phone (null when it has none). */
export type RecipientPreview = z.output<typeof schemas.recipientPreview>;
export type DevCreditResult = z.output<typeof schemas.devCreditResult>;
export type ReceiveCode = z.output<typeof schemas.receiveCode>;
export type AddressBookEntry = z.output<typeof schemas.addressBookEntry>;
export type AddressBookList = z.output<typeof schemas.addressBookList>;
export type Notice = z.output<typeof schemas.notice>;
export type NoticePage = z.output<typeof schemas.noticePage>;
export type UnreadCount = z.output<typeof schemas.unreadCount>;

// ---- failure codes beyond envelope.ts and USER_ERRORS (the msg is English; the key is for translation) ----
export const WALLET_ERRORS = {
  insufficientBalance: 30001,
  belowMinimum: 30002,
  dailyLimitExceeded: 30003,
  recipientUnknown: 30004,
  selfTransfer: 30005,
  coinUnknown: 30006,
  transferDisabled: 30007,
  idempotencyConflict: 30008,
  amountDecimals: 30009,
  addressInvalid: 30010,
  addressDuplicate: 30011,
  addressBookFull: 30012,
} as const;
