import { QUOTE_SECONDS_DEFAULT, SPREAD_BPS_MAX } from '../../../features/flashSwap/contract/flashSwapRules';
import { ConfigError } from '../../configError';

/** The flash swap's server settings (README configuration table); USD amounts in micro-dollars. */
export type SwapSettings = {
  /** SWAP_QUOTE_SECONDS (default 15, 5-120): how long a quote holds its rate. */
  quoteSeconds: number;
  /** SWAP_SPREAD_BPS (default 50 = 0.50 %, 0-1000): the spread of a pair without its own setting. */
  spreadBps: number;
  /** SWAP_MIN_USD (default 10) and SWAP_MAX_USD (default 100000): one swap's value, for a pair without its own. */
  minUsdMicros: bigint;
  maxUsdMicros: bigint;
  /** SWAP_DAILY_LIMIT_USD (default 200000): what one user may swap per UTC day, in USD of the coins paid. */
  dailyLimitUsdMicros: bigint;
};

/**
 * Reads the flash swap's variables; a bad value stops the server naming the variable.
 *
 * @example parseSwapSettings((name) => process.env[name] ?? null)
 */
export function parseSwapSettings(get: (name: string) => string | null): SwapSettings {
  const minUsdMicros = usd('SWAP_MIN_USD', get('SWAP_MIN_USD'), 10n);
  const maxUsdMicros = usd('SWAP_MAX_USD', get('SWAP_MAX_USD'), 100_000n);
  if (maxUsdMicros < minUsdMicros) throw new ConfigError('SWAP_MAX_USD', 'must not be below SWAP_MIN_USD');
  return {
    quoteSeconds: whole('SWAP_QUOTE_SECONDS', get('SWAP_QUOTE_SECONDS'), QUOTE_SECONDS_DEFAULT, 5, 120),
    spreadBps: whole('SWAP_SPREAD_BPS', get('SWAP_SPREAD_BPS'), 50, 0, SPREAD_BPS_MAX),
    minUsdMicros,
    maxUsdMicros,
    dailyLimitUsdMicros: usd('SWAP_DAILY_LIMIT_USD', get('SWAP_DAILY_LIMIT_USD'), 200_000n),
  };
}

function whole(name: string, value: string | null, fallback: number, min: number, max: number): number {
  if (value === null) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) throw new ConfigError(name, `expected a whole number ${min}-${max}, got "${value}"`);
  return n;
}

/** Whole US dollars (at most 10^12) → micro-dollars. */
function usd(name: string, value: string | null, fallback: bigint): bigint {
  if (value === null) return fallback * 1_000_000n;
  if (!/^\d{1,12}$/.test(value)) throw new ConfigError(name, `expected whole US dollars, got "${value}"`);
  return BigInt(value) * 1_000_000n;
}
