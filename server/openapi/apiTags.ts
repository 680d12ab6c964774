/**
 * The domains the API is grouped by in GET /api/openapi.json; every route declares one (apiRoute.ts).
 * The order here is the order of the document's tag list.
 */
export const API_TAGS = {
  app: 'Start-up facts and runtime configuration, loaded before the first navigation (SPEC §7).',
  account: 'Logged-out account calls: SMS code, captcha, register, login by phone or chat account, forgotten password.',
  profile: 'The logged-in account: user info, account name, login password, PIN flag, wallet init, logout.',
  payPassword: 'The 6-digit pay password: set, change, reset by SMS code, check (SPEC §4, §5).',
  google: 'Google two-step verification (RFC 6238 TOTP).',
  wallet: 'Coins with USD prices, balances and the receive code.',
  transfers: 'Internal transfers between cloud accounts (idempotent: send an idempotency key).',
  records: 'Transaction records (SPEC §3), the session user’s own.',
  addressBook: 'The cloud address book: names and addresses, checked for the coin’s format.',
  notices: 'Account notices and their unread state.',
  content: 'Operator content: news, discover entries and home banners (public, cacheable).',
  swap: 'Flash swap at a locked rate: quote, then accept once (idempotent: send an idempotency key).',
  redEnvelope: 'Red envelopes: send (idempotent: send an idempotency key), claim by link or code, sent and received lists, detail, the public preview of a link.',
  custody: 'On-chain deposits and withdrawals: a deposit address per user (from the operator xpub), deposits with their confirmations, withdrawal requests (idempotent) signed by a separate process.',
  wealth: 'Wealth products (PoS mining, coin plans), under /wtcenter (success code 0): the public list, one product, buying (idempotent: send an idempotency key), orders with their earnings, redeeming, holdings per coin.',
  market: 'Market data: every listed asset’s 24-hour figures, one asset, its chart, and the user’s favourites.',
  kyc: 'Identity verification (KYC levels 1-3, documents, review state, investor qualification) and the stock pre-purchase and feedback forms.',
  dev: 'Development helpers: exist only with DEV_ROUTES=true, never in production.',
} as const;

export type ApiTag = keyof typeof API_TAGS;
