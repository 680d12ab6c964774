import { parseEnvelopeSettings } from './envelopeSettings';

const from = (env: Record<string, string>) => (name: string) => env[name] ?? null;

describe('parseEnvelopeSettings', () => {
  it('has defaults and reads every variable', () => {
    expect(parseEnvelopeSettings(from({}))).toEqual({ expiryMs: 24 * 3_600_000, dailyLimitUsdMicros: 10_000_000_000n, jobIntervalMs: 60_000 });
    expect(parseEnvelopeSettings(from({ ENVELOPE_EXPIRY_HOURS: '48', ENVELOPE_DAILY_LIMIT_USD: '500', ENVELOPE_JOB_SECONDS: '30' }))).toEqual({
      expiryMs: 48 * 3_600_000,
      dailyLimitUsdMicros: 500_000_000n,
      jobIntervalMs: 30_000,
    });
    expect(parseEnvelopeSettings(from({ ENVELOPE_JOB_SECONDS: '0' })).jobIntervalMs).toBe(0);
  });

  it.each([
    ['ENVELOPE_EXPIRY_HOURS', '0'],
    ['ENVELOPE_EXPIRY_HOURS', '169'],
    ['ENVELOPE_EXPIRY_HOURS', '1.5'],
    ['ENVELOPE_DAILY_LIMIT_USD', '-1'],
    ['ENVELOPE_DAILY_LIMIT_USD', '1e6'],
    ['ENVELOPE_JOB_SECONDS', '4'],
    ['ENVELOPE_JOB_SECONDS', 'soon'],
  ])('stops at a bad %s=%s, naming it', (name, value) => {
    expect(() => parseEnvelopeSettings(from({ [name]: value }))).toThrow(expect.objectContaining({ variable: name }));
  });
});
