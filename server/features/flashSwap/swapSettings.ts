import { QUOTE_SECONDS_DEFAULT, SPREAD_BPS_MAX } from '../../../features/flashSwap/contract/flashSwapRules';
import { ConfigError } from '../../configError';
import { declareSetting } from '../../core/settings/declareSetting';
import type { SettingGroup, SettingReader } from '../../core/settings/settingTypes';
import { wholeNumberSetting } from '../../core/settings/wholeNumberSetting';

/** The flash swap's server settings (SWAP_SETTINGS); USD amounts in micro-dollars. */
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

const QUOTE_SECONDS = wholeNumberSetting({
  name: 'SWAP_QUOTE_SECONDS',
  fallback: QUOTE_SECONDS_DEFAULT,
  min: 5,
  max: 120,
  unit: 's',
  description: 'How long a flash swap quote holds its rate; an expired quote is never executed',
});
const SPREAD_BPS = wholeNumberSetting({
  name: 'SWAP_SPREAD_BPS',
  fallback: 50,
  min: 0,
  max: SPREAD_BPS_MAX,
  unit: 'basis points',
  description: 'The spread (basis points of the output) of a pair without its own setting (`scripts/swap.ts pair`)',
});
const USD_RANGE = 'whole US dollars, up to 12 digits';

/** The flash swap's variables, for the configuration reference. */
export const SWAP_SETTINGS: SettingGroup = {
  title: 'Flash swap',
  settings: [
    QUOTE_SECONDS,
    SPREAD_BPS,
    declareSetting({ name: 'SWAP_MIN_USD', default: '10', range: USD_RANGE, description: "One swap's smallest USD value (of the coin paid), for a pair without its own limits" }),
    declareSetting({ name: 'SWAP_MAX_USD', default: '100000', range: `${USD_RANGE}; not below SWAP_MIN_USD`, description: "One swap's largest USD value (of the coin paid), for a pair without its own limits" }),
    declareSetting({ name: 'SWAP_DAILY_LIMIT_USD', default: '200000', range: USD_RANGE, description: 'What one user may swap per UTC day, in USD of the coins paid' }),
  ],
};

/**
 * Reads the flash swap's variables; a bad value stops the server naming the variable.
 *
 * @example parseSwapSettings((name) => process.env[name] ?? null)
 */
export function parseSwapSettings(get: SettingReader): SwapSettings {
  const minUsdMicros = usd('SWAP_MIN_USD', get('SWAP_MIN_USD'), 10n);
  const maxUsdMicros = usd('SWAP_MAX_USD', get('SWAP_MAX_USD'), 100_000n);
  if (maxUsdMicros < minUsdMicros) throw new ConfigError('SWAP_MAX_USD', 'must not be below SWAP_MIN_USD');
  return {
    quoteSeconds: QUOTE_SECONDS.read(get),
    spreadBps: SPREAD_BPS.read(get),
    minUsdMicros,
    maxUsdMicros,
    dailyLimitUsdMicros: usd('SWAP_DAILY_LIMIT_USD', get('SWAP_DAILY_LIMIT_USD'), 200_000n),
  };
}

/** Whole US dollars (at most 10^12) → micro-dollars. */
function usd(name: string, value: string | null, fallback: bigint): bigint {
  if (value === null) return fallback * 1_000_000n;
  if (!/^\d{1,12}$/.test(value)) throw new ConfigError(name, `expected whole US dollars, got "${value}"`);
  return BigInt(value) * 1_000_000n;
}
