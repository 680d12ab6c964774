import type { SettingGroup, SettingReader } from '../../core/settings/settingTypes';
import { wholeNumberSetting } from '../../core/settings/wholeNumberSetting';

/** The wealth feature's server settings (WEALTH_SETTINGS). */
export type WealthSettings = {
  /** WEALTH_JOB_SECONDS (default 60, 5-3600; 0 = this process runs no job): how often the maturity job looks for fixed-term orders to pay. */
  jobIntervalMs: number;
};

const JOB_SECONDS = wholeNumberSetting({
  name: 'WEALTH_JOB_SECONDS',
  fallback: 60,
  min: 5,
  max: 3600,
  zeroTurnsOff: true,
  tail: 'or 0',
  unit: 's',
  description: 'How often the wealth maturity job pays fixed-term orders whose expiry has come; `0`: this process runs no job (another instance, or `scripts/wealth.ts run-job` from cron, must)',
});

/** The wealth feature's variables, for the configuration reference. */
export const WEALTH_SETTINGS: SettingGroup = { title: 'Wealth products', settings: [JOB_SECONDS] };

/**
 * Reads the wealth feature's variables; a bad value stops the server naming the variable.
 *
 * @example parseWealthSettings((name) => process.env[name] ?? null)
 */
export function parseWealthSettings(get: SettingReader): WealthSettings {
  return { jobIntervalMs: JOB_SECONDS.read(get) * 1000 };
}
