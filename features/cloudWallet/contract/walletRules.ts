/**
 * Input rules and fixed facts of the cloud wallet's money (SPEC §2 send/receive/address book, §3
 * transaction record and types, §9), as plain data so a screen can check a field as the user
 * types without loading a schema library, and the server enforces the same rules.
 */

/** An amount on the wire: a plain decimal string in coin units ("1.5"), never a JS number. */
export const AMOUNT_PATTERN = /^\d{1,40}(\.\d{1,40})?$/;
/** An amount that moves or asks for money is more than 0: some digit of it is not a zero ("0.00" is refused). */
export const POSITIVE_AMOUNT_PATTERN = /^[0.]{0,81}[1-9][\d.]{0,80}$/;
/** Phone number or account id of a recipient: the longer of the two is an E.164 number, 16 characters. */
export const RECIPIENT_MAX = 16;
/** Public account id (user info `accid`): 8 to 10 digits, no leading zero. */
export const ACCID_PATTERN = /^[1-9]\d{7,9}$/;
/** Coin symbols as the coin list has them: upper-case letters and digits. */
export const COIN_SYMBOL_PATTERN = /^[A-Z0-9]{2,10}$/;
/** Internal-transfer memo (the record's memo/remark): at most 100 characters, no control, text-direction or invisible characters (textRules.ts). */
export const MEMO_MAX = 100;
/**
 * A client-made key per money-moving request: a retry with the same key returns the first result
 * and moves nothing again. A UUID fits. Sent as the `Idempotency-Key` header or an `idempotencyKey` field.
 */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
export const HEADER_IDEMPOTENCY_KEY = 'idempotency-key';

/**
 * Address book: name up to 32 characters (no control, text-direction or invisible characters: textRules.ts),
 * address up to 128, at most 200 entries per account.
 */
export const ADDRESS_NAME_MAX = 32;
export const ADDRESS_MAX = 128;
export const ADDRESS_BOOK_MAX = 200;

/** The largest database id (PostgreSQL int8), as ids travel: a decimal string. */
export const DB_ID_MAX = '9223372036854775807';

/**
 * A database id or paging cursor as the API takes it: a decimal string from 1 to DB_ID_MAX.
 * Compared as text (equal-length digit strings sort as numbers), so no BigInt is needed.
 *
 * @example isDbId('42') // true; isDbId('9223372036854775808') // false: past int8
 */
export function isDbId(value: string): boolean {
  return /^[1-9]\d{0,18}$/.test(value) && (value.length < DB_ID_MAX.length || value <= DB_ID_MAX);
}

/** Records and notices come in pages of at most 50 (default 20), newest first. */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 50;

/**
 * Transaction record types (SPEC §3). 5 and 6 are not named by the spec and never appear.
 * An internal transfer is type 1 (cloud out) for the sender and type 2 (cloud in) for the
 * receiver; a platform credit is type 2 for the receiver. `direction` on a record says the same
 * without the number.
 */
export const RECORD_TYPES = {
  cloudOut: 1,
  cloudIn: 2,
  swap: 3,
  financialProduct: 4,
  hdOut: 7,
  hdIn: 8,
  redEnvelopeSent: 9,
  redEnvelopeReceived: 10,
  exchangeOut: 11,
  exchangeIn: 12,
  chainPurchaseFee: 13,
  discountPurchaseFee: 14,
  withdrawal: 15,
  kycFee: 16,
} as const;
export type RecordType = (typeof RECORD_TYPES)[keyof typeof RECORD_TYPES];
export const RECORD_TYPE_NUMBERS: readonly RecordType[] = Object.values(RECORD_TYPES);

/** Transaction status (SPEC §4). Internal transfers and credits are final at once: success. */
export const RECORD_STATUSES = ['failed', 'waiting', 'success', 'pending'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];

/** The local coin icon set (SPEC §3); a coin outside it shows UNKNOWN. */
export const COIN_ICONS = [
  'UNKNOWN', 'ADA', 'AISI', 'BCH', 'BNB', 'BTC', 'EOS', 'ETC', 'ETH', 'HT', 'IOTA', 'LTC', 'USDT', 'XRP', 'TRX', 'TRON', 'TRC', 'BSC',
] as const;
export type CoinIcon = (typeof COIN_ICONS)[number];

/**
 * How an address-book address is checked for a coin: `evm` (EIP-55 checksum; the add-address
 * note says the address receives ERC20 tokens, so an entry without a coin is `evm` too), `btc`
 * (base58 1…/3… or bech32 bc1…), `trx` (base58 T…), `xrp` (base58 r…), `other` (any 10 to 128
 * visible characters without spaces).
 */
export const ADDRESS_FORMATS = ['evm', 'btc', 'trx', 'xrp', 'other'] as const;
export type AddressFormat = (typeof ADDRESS_FORMATS)[number];

/** What a notice is about; the screen words it from `kind` and `params` (messages `notices.<kind>`). */
export const NOTICE_KINDS = [
  'transferReceived',
  'credited',
  'securityChanged',
  'envelopeClaimed',
  'envelopeRefunded',
  'kycApproved',
  'kycRejected',
  'stockReviewed',
  'feedbackAnswered',
  'depositCredited',
  'withdrawalConfirmed',
  'withdrawalFailed',
  'wealthMatured',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
/** `params.change` of a securityChanged notice. */
export const SECURITY_CHANGES = ['payPasswordSet', 'payPasswordChanged', 'payPasswordReset', 'googleEnabled', 'passwordChanged'] as const;
export type SecurityChange = (typeof SECURITY_CHANGES)[number];
