import { parseConfig } from '../../config';
import { parseWealthSettings } from './wealthSettings';

const from = (env: Record<string, string>) => (name: string) => env[name] ?? null;

describe('parseWealthSettings', () => {
  it('runs the maturity job every minute by default, reads WEALTH_JOB_SECONDS, and 0 runs none here', () => {
    expect(parseWealthSettings(from({}))).toEqual({ jobIntervalMs: 60_000 });
    expect(parseWealthSettings(from({ WEALTH_JOB_SECONDS: '5' }))).toEqual({ jobIntervalMs: 5_000 });
    expect(parseWealthSettings(from({ WEALTH_JOB_SECONDS: '3600' }))).toEqual({ jobIntervalMs: 3_600_000 });
    expect(parseWealthSettings(from({ WEALTH_JOB_SECONDS: '0' }))).toEqual({ jobIntervalMs: 0 });
    expect(parseConfig({ WEALTH_JOB_SECONDS: '30' }, '/srv/wallet').wealth).toEqual({ jobIntervalMs: 30_000 });
  });

  it.each(['4', '3601', '1.5', 'soon', '-1', ''])('stops at a bad WEALTH_JOB_SECONDS=%s, naming it', (value) => {
    expect(() => parseWealthSettings(from({ WEALTH_JOB_SECONDS: value }))).toThrow(expect.objectContaining({ variable: 'WEALTH_JOB_SECONDS' }));
  });
});
