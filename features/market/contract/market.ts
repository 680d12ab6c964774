import { z } from 'zod';
import { CHART_RANGES, CANDLE_INTERVALS, FAVOURITES_MAX, MARKET_SYMBOL_PATTERN } from './marketRules';

/**
 * The market API (SPEC §2 market, /hangqing, /coinDetail token overview): the request
 * schemas the server validates and the response schemas its answers are checked against and
 * described by (GET /api/openapi.json). Paths and the response types, which screens import without
 * pulling in zod, are in marketApi.ts. Prices, volumes and caps are decimal strings in USD; the
 * client converts to the user's currency.
 */
const decimalText = z.string().regex(/^\d+(\.\d+)?$/, 'must be a decimal string such as 1.5');
const signedDecimalText = z.string().regex(/^-?\d+(\.\d+)?$/, 'must be a decimal string such as -1.5');
const isoTime = z.iso.datetime();
const symbol = z
  .string()
  .trim()
  .toUpperCase()
  .regex(MARKET_SYMBOL_PATTERN, 'must be an asset symbol such as BTC');

// ---- requests ----
export const marketCoinQuery = z.object({ symbol });
export const candlesQuery = z.object({ symbol, range: z.enum(CHART_RANGES) });
export const favouritesRequest = z.object({
  symbols: z
    .array(symbol)
    .max(FAVOURITES_MAX, `must be at most ${FAVOURITES_MAX} assets`)
    .refine((list) => new Set(list).size === list.length, 'must not list an asset twice')
    .describe('The whole list in the order to show it; replaces the stored one.'),
});

// ---- responses ----
export const marketSource = z
  .strictObject({
    kind: z.enum(['live', 'sample']).describe('A configured source, or the built-in, clearly labelled sample.'),
    provider: z.enum(['binance', 'coingecko', 'priceFeed', 'sample']).describe('Where these figures come from.'),
    attribution: z.string().nullable().describe('Text the screen must show beside the data, e.g. "Data provided by CoinGecko".'),
    asOf: isoTime.nullable().describe('When the data was fetched; null when no fetch has succeeded yet.'),
    stale: z.boolean().describe('Older than 3 fetch intervals: the last known figures.'),
  })
  .meta({ id: 'MarketSource' });

export const marketTicker = z
  .strictObject({
    symbol: z.string(),
    name: z.string().describe('The asset name where the source gives one, else the symbol.'),
    priceUsd: decimalText,
    change24hPercent: signedDecimalText.nullable().describe('Change over 24 hours in percent, 2 decimals; null when unknown.'),
    high24hUsd: decimalText.nullable(),
    low24hUsd: decimalText.nullable(),
    volume24hUsd: decimalText.nullable().describe('Traded value over 24 hours in USD.'),
    marketCapUsd: decimalText.nullable().describe('Where the source knows it (CoinGecko).'),
    rank: z.number().int().min(1).nullable().describe('Market-cap rank where known, else by volume.'),
    sparkline: z.array(z.number()).describe('Up to 24 closing prices over the last 24 hours in USD, oldest first; empty when unknown.'),
  })
  .meta({ id: 'MarketTicker' });

export const marketTickers = z.strictObject({ tickers: z.array(marketTicker), source: marketSource });

export const marketCoin = z.strictObject({
  ticker: marketTicker,
  description: z.string().nullable().describe('A plain-text description of the asset (English), where known.'),
  source: marketSource,
});

export const candles = z.strictObject({
  symbol: z.string(),
  range: z.enum(CHART_RANGES),
  interval: z.enum(CANDLE_INTERVALS),
  points: z
    .array(z.tuple([z.number().int().describe('Open time, Unix milliseconds'), z.number().describe('Close in USD')]))
    .describe('Oldest first; empty when nothing is stored yet for this asset (the job fetches it next).'),
  source: marketSource,
});

export const favourites = z.strictObject({ symbols: z.array(z.string()) });
