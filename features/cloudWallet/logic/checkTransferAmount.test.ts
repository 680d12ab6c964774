import { checkTransferAmount, maxTransfer, type TransferLimits } from './checkTransferAmount';

const limits: TransferLimits = { decimals: 6, balance: '100', fee: '1', minimum: '0.5', dailyRemaining: '50' };

describe('checkTransferAmount', () => {
  it('accepts an amount within every rule', () => {
    expect(checkTransferAmount(10_500_000n, limits)).toEqual({ ok: true });
    expect(checkTransferAmount(500_000n, limits)).toEqual({ ok: true });
    expect(checkTransferAmount(50_000_000n, limits)).toEqual({ ok: true });
  });
  it.each([
    [0n, 'zero'],
    [-1n, 'zero'],
    [400_000n, 'belowMinimum'],
    [50_000_001n, 'dailyLimit'],
  ])('%s → %s', (units, problem) => expect(checkTransferAmount(units, limits)).toEqual({ ok: false, problem }));
  it('counts the fee against the balance', () => {
    const low = { ...limits, balance: '10' };
    expect(checkTransferAmount(9_000_000n, low).ok).toBe(true);
    expect(checkTransferAmount(9_000_001n, low)).toEqual({ ok: false, problem: 'insufficient' });
  });
});

describe('maxTransfer', () => {
  it('is the balance less the fee, capped by the daily limit left', () => {
    expect(maxTransfer({ ...limits, balance: '10' })).toBe(9_000_000n);
    expect(maxTransfer(limits)).toBe(50_000_000n);
  });
  it('is zero when the fee takes everything', () => expect(maxTransfer({ ...limits, balance: '0.5' })).toBe(0n));
});
