import type { CandleInterval } from '../../../features/market/contract/marketRules';
import type { MarketProvider } from '../../config';

/**
 * One asset's 24-hour figures as an adapter reads them and the store keeps them: prices, volumes
 * and caps are exact decimal strings in USD (never floats); the sparkline is chart points (numbers
 * by contract). `sourceId` is the source's own id of the asset (BTCUSDT, bitcoin) for its candles.
 */
export type TickerRecord = {
  symbol: string;
  name: string;
  provider: MarketProvider | 'sample';
  sourceId: string;
  priceUsd: string;
  open24hUsd: string | null;
  high24hUsd: string | null;
  low24hUsd: string | null;
  volume24hUsd: string | null;
  change24hPercent: string | null;
  marketCapUsd: string | null;
  rank: number | null;
  sparkline: number[];
  description: string | null;
};

/** A candle as an adapter reads it: open time (Unix ms, the start of the interval) and prices as decimal strings. */
export type CandleRecord = {
  openTime: number;
  open: string | null;
  high: string | null;
  low: string | null;
  close: string;
};

/** Milliseconds per candle granularity. */
export const INTERVAL_MS: Record<CandleInterval, number> = { '5m': 300_000, '1h': 3_600_000, '1d': 86_400_000 };

/** How long the job keeps each granularity (null: for ever): 5-minute candles 2 days, hourly 90 days, daily for ever. */
export const RETENTION_MS: Record<CandleInterval, number | null> = { '5m': 2 * 86_400_000, '1h': 90 * 86_400_000, '1d': null };
