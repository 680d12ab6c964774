import { checkSwapAmount } from './checkSwapAmount';

const base = { from: 'USDT', to: 'BTC', side: 'from' as const, units: 200_000000n, decimals: 6, balance: 500_000000n };

describe('checkSwapAmount', () => {
  it('accepts USDT typed in multiples of 100 within the balance', () => {
    expect(checkSwapAmount(base)).toEqual({ ok: true });
    expect(checkSwapAmount({ ...base, units: 500_000000n })).toEqual({ ok: true });
  });

  it('refuses the same coin on both sides', () => {
    expect(checkSwapAmount({ ...base, to: 'USDT' })).toEqual({ ok: false, problem: 'sameCoin' });
  });

  it('refuses USDT that is not a whole multiple of 100, on whichever side is typed', () => {
    expect(checkSwapAmount({ ...base, units: 150_000000n })).toEqual({ ok: false, problem: 'usdtMultiple' });
    expect(checkSwapAmount({ ...base, units: 100_000001n })).toEqual({ ok: false, problem: 'usdtMultiple' });
    expect(checkSwapAmount({ from: 'BTC', to: 'USDT', side: 'to', units: 250_000000n, decimals: 6, balance: 1n })).toEqual({ ok: false, problem: 'usdtMultiple' });
  });

  it('leaves other coins free of the multiple rule', () => {
    expect(checkSwapAmount({ from: 'BTC', to: 'USDT', side: 'from', units: 12345n, decimals: 8, balance: 100000n })).toEqual({ ok: true });
  });

  it('refuses more than the balance when the amount paid is typed, and not otherwise', () => {
    expect(checkSwapAmount({ ...base, units: 600_000000n })).toEqual({ ok: false, problem: 'overBalance' });
    expect(checkSwapAmount({ ...base, balance: null, units: 600_000000n })).toEqual({ ok: true });
    expect(checkSwapAmount({ from: 'BTC', to: 'ETH', side: 'to', units: 10n ** 20n, decimals: 18, balance: 0n })).toEqual({ ok: true });
  });
});
