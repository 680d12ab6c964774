/**
 * A sample of USD prices around 1 July 2025 (the date of the currency sample in
 * currencies/migrations/…_currencies_init.sql), so the app shows values without a feed. Served
 * labelled `source: 'sample'` with this date, never passed off as live. AISI has no public market and so no price.
 */
export const SAMPLE_PRICES_AS_OF = new Date('2025-07-01T00:00:00Z');

export const SAMPLE_USD_PRICES: Readonly<Record<string, string>> = {
  BTC: '107100',
  ETH: '2485',
  USDT: '1',
  USDC: '1',
  BNB: '656',
  XRP: '2.21',
  ADA: '0.576',
  SOL: '151.3',
  DOGE: '0.1642',
  TRX: '0.2772',
  DOT: '3.39',
  POL: '0.1845',
  LTC: '86.9',
  BCH: '503',
  LINK: '13.28',
  XLM: '0.2405',
  ATOM: '4.03',
  ETC: '16.35',
  FIL: '2.29',
  EOS: '0.52',
  HT: '0.31',
  IOTA: '0.162',
  AVAX: '17.85',
  UNI: '7.28',
  SHIB: '0.00001152',
  TON: '2.88',
  NEAR: '2.14',
  APT: '4.61',
  ARB: '0.331',
  OP: '0.552',
  DAI: '1',
};

/**
 * The sample's prices a day earlier (30 June 2025), for the 24-hour change, for the larger coins.
 * The sample market's walks pass through them a day back (server/features/market/sampleMarket.ts); a coin
 * not listed takes its walk's point a day back. Sample data like the prices above, labelled the same way.
 */
export const SAMPLE_USD_OPEN_24H: Readonly<Record<string, string>> = {
  BTC: '105800',
  ETH: '2431',
  USDT: '1',
  USDC: '1',
  BNB: '652',
  XRP: '2.25',
  ADA: '0.581',
  SOL: '148.2',
  DOGE: '0.168',
  TRX: '0.2751',
  LTC: '87.6',
  LINK: '13.05',
};
