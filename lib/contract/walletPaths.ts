/**
 * The cloud wallet's API paths (the zod-free contract, features/cloudWallet/contract/walletApi.ts, re-exports them):
 * here in the shared layer because other features read balances, coins and the address book through
 * lib/api/walletReads.ts, and the shared layers take no code from a feature.
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
  /**
   * GET ?to=: who an internal transfer to `to` (phone or accid) would reach, shown before the pay
   * password; counted against the same 30-recipients-an-hour limit as transfers.
   */
  recipient: '/api/wallet/recipient',
  /** GET ?coin=&type=&cursor=&limit=: transaction records, newest first. */
  records: '/api/wallet/transactions',
  /** GET ?id=&coin=: one record of the user's (id as in a record; `coin` picks a swap's side). */
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
