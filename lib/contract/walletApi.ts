import type { AddressFormat, CoinIcon, NoticeKind, RecordStatus, RecordType } from './walletRules';

/**
 * The zod-free half of the cloud wallet's money contract (see wallet.ts for the request schemas):
 * paths, response types and failure codes, which the client bundles, so it must not pull in the
 * schema library.
 *
 * Every path is under `/api` (success code 1) and needs the login token, except `coinList` and the
 * development-only `devCredit`; each acts only on the session's own account. Amounts are decimal
 * strings in coin units ("1.5") both ways; the coin's `decimals` says how many fraction digits it
 * allows. USD prices and values are decimal strings too.
 */
export const WALLET_PATHS = {
  /** GET, no login: the coin list with USD prices, for /coinList and /search. */
  coinList: '/api/wallet/coinList',
  /** GET: every coin with the user's balance and USD value, and the total (home, /coinPurse). */
  balances: '/api/wallet/getBalance',
  /** GET ?coin=: one coin's balance, fees, minimum and what is left of today's limit (/coinDetail, /send). */
  coinBalance: '/api/wallet/getTokenBalance',
  /** POST: internal transfer to another account by phone or accid (/send, internal). */
  internalTransfer: '/api/wallet/transfer/internal',
  /** GET ?coin=&type=&cursor=&limit=: transaction records, newest first. */
  records: '/api/wallet/transactions',
  /** GET ?id=: one record of the user's (id as in a record). */
  recordDetail: '/api/wallet/transactions/detail',
  /** GET ?coin=&amount=: the payment code to receive an internal transfer (/receive). */
  receiveCode: '/api/wallet/receiveCode',
  addressBookList: '/api/wallet/addressBook/list',
  addressBookAdd: '/api/wallet/addressBook/add',
  addressBookUpdate: '/api/wallet/addressBook/update',
  addressBookDelete: '/api/wallet/addressBook/delete',
  /** GET ?cursor=&limit=: account notices, newest first, with the unread count (/historyNotice). */
  notices: '/api/user/notices/list',
  /** GET: the unread count alone (a badge). */
  noticesUnread: '/api/user/notices/unread',
  /** POST { ids } or { all: true }: marks notices read. */
  noticesRead: '/api/user/notices/read',
  /** POST, development only (NODE_ENV ≠ production): credit an account from the platform treasury. */
  devCredit: '/api/dev/credit',
} as const;

// ---- responses ----
/** Where USD prices come from: a configured feed, or the built-in, clearly labelled sample. */
export type PriceInfo = {
  source: 'feed' | 'sample';
  /** ISO time the prices are from; null when the feed has not answered yet (then every price is null). */
  asOf: string | null;
  /** The feed has not refreshed for a while (3 intervals); prices are the last ones known. */
  stale: boolean;
};

export type CoinInfo = {
  symbol: string;
  name: string;
  decimals: number;
  icon: CoinIcon;
  addressFormat: AddressFormat;
  depositEnabled: boolean;
  withdrawEnabled: boolean;
  swapEnabled: boolean;
  internalTransferEnabled: boolean;
  /** Fee of an internal transfer, paid by the sender on top of the amount ("0" today: SPEC §1 charges no service fee). */
  internalFee: string;
  /** Smallest internal transfer. */
  internalMinimum: string;
  /** Most a user may send by internal transfer per UTC day (fees not counted). */
  dailyLimit: string;
  /** USD per coin; null when unknown. */
  usdPrice: string | null;
};

export type CoinBalance = CoinInfo & {
  balance: string;
  /** balance × usdPrice, 8 decimals at most; null when the price is unknown. */
  usdValue: string | null;
};

export type CoinList = { coins: CoinInfo[]; prices: PriceInfo };
export type WalletBalances = {
  coins: CoinBalance[];
  /** Sum of the known USD values. */
  totalUsd: string;
  prices: PriceInfo;
};
export type CoinDetail = {
  coin: CoinBalance;
  /** Sent by internal transfer today (UTC) and what is left of the daily limit. */
  dailyUsed: string;
  dailyRemaining: string;
  prices: PriceInfo;
};

/** A transaction record (SPEC §3). */
export type WalletRecord = {
  /** The transaction's number, the same for sender and receiver. */
  id: string;
  type: RecordType;
  kind: 'internalTransfer' | 'credit';
  direction: 'in' | 'out';
  coin: string;
  amount: string;
  /** Paid by this account on top of the amount ("0" for the receiver). */
  fee: string;
  /** Network fee: always null for the cloud's own transfers. */
  gasFee: string | null;
  /** accid of the sending account, or "platform" for a platform credit. */
  from: string;
  /** accid of the receiving account. */
  to: string;
  memo: string | null;
  status: RecordStatus;
  /** ISO time. */
  time: string;
};
export type RecordPage = { items: WalletRecord[]; nextCursor: string | null };

/** `replayed` is true when the idempotency key had been used: nothing moved again, this is the first result. */
export type InternalTransferResult = { record: WalletRecord; replayed: boolean };
export type DevCreditResult = { record: WalletRecord; replayed: boolean };

export type ReceiveCode = {
  accid: string;
  accountName: string;
  coin: string;
  amount: string | null;
  /** walletpay:<accid>?coin=…&amount=… (walletPaymentCode.ts); show as QR and text. */
  paymentCode: string;
};

export type AddressBookEntry = {
  id: string;
  name: string;
  /** As stored: EVM addresses in their EIP-55 checksum form. */
  address: string;
  coin: string | null;
  createdAt: string;
};
export type AddressBookList = { items: AddressBookEntry[] };

export type Notice = {
  id: string;
  kind: NoticeKind;
  /**
   * transferReceived: { coin, amount, from (accid), id (record id) }; credited: { coin, amount, id };
   * securityChanged: { change: SecurityChange }.
   */
  params: Record<string, string>;
  /** English text, for clients without the message keys. */
  text: string;
  createdAt: string;
  read: boolean;
};
export type NoticePage = { items: Notice[]; unreadCount: number; nextCursor: string | null };
export type UnreadCount = { unreadCount: number };

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
