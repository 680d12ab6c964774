import { ENVELOPE_EXPIRY_HOURS_DEFAULT } from '../../../features/redEnvelope/contract/redEnvelopeRules';
import { ConfigError } from '../../configError';
import { declareSetting } from '../../core/settings/declareSetting';
import type { SettingGroup, SettingReader } from '../../core/settings/settingTypes';
import { wholeNumberSetting } from '../../core/settings/wholeNumberSetting';

/** The red envelope's server settings (ENVELOPE_SETTINGS). */
export type EnvelopeSettings = {
  /** ENVELOPE_EXPIRY_HOURS (default 24, 1-168): how long an envelope can be claimed. */
  expiryMs: number;
  /** ENVELOPE_DAILY_LIMIT_USD (default 10000): what one sender may put in envelopes per UTC day, in USD at the price store's prices; micro-dollars. */
  dailyLimitUsdMicros: bigint;
  /** ENVELOPE_JOB_SECONDS (default 60, 5-3600; 0 = this process runs no job): how often the expiry job looks for envelopes to refund. */
  jobIntervalMs: number;
};

const EXPIRY_HOURS = wholeNumberSetting({
  name: 'ENVELOPE_EXPIRY_HOURS',
  fallback: ENVELOPE_EXPIRY_HOURS_DEFAULT,
  min: 1,
  max: 168,
  unit: 'h',
  description: 'How long a red envelope can be claimed; then the expiry job refunds the rest',
});
const JOB_SECONDS = wholeNumberSetting({
  name: 'ENVELOPE_JOB_SECONDS',
  fallback: 60,
  min: 5,
  max: 3600,
  zeroTurnsOff: true,
  unit: 's',
  description: 'How often the red envelope expiry job runs; `0`: this process runs no job (another instance, or `scripts/envelope.ts refund-due` from cron, must)',
});

/** The red envelope's variables, for the configuration reference. */
export const ENVELOPE_SETTINGS: SettingGroup = {
  title: 'Red envelopes',
  settings: [
    EXPIRY_HOURS,
    declareSetting({
      name: 'ENVELOPE_DAILY_LIMIT_USD',
      default: '10000',
      range: 'whole US dollars, up to 12 digits',
      description: "What one sender may put into red envelopes per UTC day, in USD at the price store's prices when each was sent",
    }),
    JOB_SECONDS,
  ],
};

/**
 * Reads the red envelope's variables; a bad value stops the server naming the variable.
 *
 * @example parseEnvelopeSettings((name) => process.env[name] ?? null)
 */
export function parseEnvelopeSettings(get: SettingReader): EnvelopeSettings {
  const limit = get('ENVELOPE_DAILY_LIMIT_USD');
  if (limit !== null && !/^\d{1,12}$/.test(limit)) throw new ConfigError('ENVELOPE_DAILY_LIMIT_USD', `expected whole US dollars, got "${limit}"`);
  return {
    expiryMs: EXPIRY_HOURS.read(get) * 3_600_000,
    dailyLimitUsdMicros: BigInt(limit ?? '10000') * 1_000_000n,
    jobIntervalMs: JOB_SECONDS.read(get) * 1000,
  };
}
