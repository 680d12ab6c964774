import { ConfigError } from '../../configError';
import { parseSwapSettings } from './swapSettings';

const from = (env: Record<string, string>) => (name: string) => env[name] ?? null;

describe('parseSwapSettings', () => {
  it('reads every variable', () => {
    expect(
      parseSwapSettings(from({ SWAP_QUOTE_SECONDS: '10', SWAP_SPREAD_BPS: '25', SWAP_MIN_USD: '5', SWAP_MAX_USD: '20000', SWAP_DAILY_LIMIT_USD: '30000' })),
    ).toEqual({ quoteSeconds: 10, spreadBps: 25, minUsdMicros: 5_000_000n, maxUsdMicros: 20_000_000_000n, dailyLimitUsdMicros: 30_000_000_000n });
  });

  it.each([
    ['SWAP_QUOTE_SECONDS', '4'],
    ['SWAP_QUOTE_SECONDS', '121'],
    ['SWAP_QUOTE_SECONDS', '1.5'],
    ['SWAP_SPREAD_BPS', '1001'],
    ['SWAP_MIN_USD', '-1'],
    ['SWAP_DAILY_LIMIT_USD', '1e6'],
  ])('stops at a bad %s=%s, naming it', (name, value) => {
    expect(() => parseSwapSettings(from({ [name]: value }))).toThrow(expect.objectContaining({ variable: name }));
  });

  it('refuses a maximum below the minimum', () => {
    expect(() => parseSwapSettings(from({ SWAP_MIN_USD: '100', SWAP_MAX_USD: '50' }))).toThrow(ConfigError);
  });
});
