import { ENVELOPE_EXPIRY_HOURS_DEFAULT } from '../../../features/redEnvelope/contract/redEnvelopeRules';
import { ConfigError } from '../../configError';

/** The red envelope's server settings (README configuration table). */
export type EnvelopeSettings = {
  /** ENVELOPE_EXPIRY_HOURS (default 24, 1-168): how long an envelope can be claimed. */
  expiryMs: number;
  /** ENVELOPE_DAILY_LIMIT_USD (default 10000): what one sender may put in envelopes per UTC day, in USD at the price store's prices; micro-dollars. */
  dailyLimitUsdMicros: bigint;
  /** ENVELOPE_JOB_SECONDS (default 60, 5-3600; 0 = this process runs no job): how often the expiry job looks for envelopes to refund. */
  jobIntervalMs: number;
};

/**
 * Reads the red envelope's variables; a bad value stops the server naming the variable.
 *
 * @example parseEnvelopeSettings((name) => process.env[name] ?? null)
 */
export function parseEnvelopeSettings(get: (name: string) => string | null): EnvelopeSettings {
  const limit = get('ENVELOPE_DAILY_LIMIT_USD');
  if (limit !== null && !/^\d{1,12}$/.test(limit)) throw new ConfigError('ENVELOPE_DAILY_LIMIT_USD', `expected whole US dollars, got "${limit}"`);
  return {
    expiryMs: whole('ENVELOPE_EXPIRY_HOURS', get('ENVELOPE_EXPIRY_HOURS'), ENVELOPE_EXPIRY_HOURS_DEFAULT, 1, 168) * 3_600_000,
    dailyLimitUsdMicros: BigInt(limit ?? '10000') * 1_000_000n,
    jobIntervalMs: get('ENVELOPE_JOB_SECONDS') === '0' ? 0 : whole('ENVELOPE_JOB_SECONDS', get('ENVELOPE_JOB_SECONDS'), 60, 5, 3600) * 1000,
  };
}

function whole(name: string, value: string | null, fallback: number, min: number, max: number): number {
  if (value === null) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) throw new ConfigError(name, `expected a whole number ${min}-${max}, got "${value}"`);
  return n;
}
