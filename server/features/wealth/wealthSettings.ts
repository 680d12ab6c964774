import { ConfigError } from '../../configError';

/** The wealth feature's server settings (README configuration table). */
export type WealthSettings = {
  /** WEALTH_JOB_SECONDS (default 60, 5-3600; 0 = this process runs no job): how often the maturity job looks for fixed-term orders to pay. */
  jobIntervalMs: number;
};

/**
 * Reads the wealth feature's variables; a bad value stops the server naming the variable.
 *
 * @example parseWealthSettings((name) => process.env[name] ?? null)
 */
export function parseWealthSettings(get: (name: string) => string | null): WealthSettings {
  const seconds = get('WEALTH_JOB_SECONDS');
  if (seconds === '0') return { jobIntervalMs: 0 };
  if (seconds === null) return { jobIntervalMs: 60_000 };
  const n = Number(seconds);
  if (!/^\d+$/.test(seconds) || n < 5 || n > 3600) throw new ConfigError('WEALTH_JOB_SECONDS', `expected a whole number 5-3600 or 0, got "${seconds}"`);
  return { jobIntervalMs: n * 1000 };
}
