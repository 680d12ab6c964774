import { checkTransferAmount, maxTransfer, type TransferLimits } from './checkTransferAmount';

const limits: TransferLimits = { decimals: 6, balance: '100', fee: '1', minimum: '0.5', dailyRemaining: '50' };

describe('checkTransferAmount', () => {
  it('accepts an amount within every rule, with a decimal comma', () => {
    expect(checkTransferAmount('10,5', limits)).toEqual({ ok: true, units: 10_500_000n });
  });
  it.each([
    ['', 'empty'],
    ['abc', 'invalid'],
    ['-1', 'invalid'],
    ['1e3', 'invalid'],
    ['1.0000001', 'tooManyDecimals'],
    ['0', 'zero'],
    ['0.000', 'zero'],
    ['0.4', 'belowMinimum'],
    ['50.000001', 'dailyLimit'],
  ])('%j → %s', (text, problem) => expect(checkTransferAmount(text, limits)).toEqual({ ok: false, problem }));
  it('counts the fee against the balance', () => {
    const low = { ...limits, balance: '10' };
    expect(checkTransferAmount('9', low).ok).toBe(true);
    expect(checkTransferAmount('9.000001', low)).toEqual({ ok: false, problem: 'insufficient' });
  });
});

describe('maxTransfer', () => {
  it('is the balance less the fee, capped by the daily limit left', () => {
    expect(maxTransfer({ ...limits, balance: '10' })).toBe(9_000_000n);
    expect(maxTransfer(limits)).toBe(50_000_000n);
  });
  it('is zero when the fee takes everything', () => expect(maxTransfer({ ...limits, balance: '0.5' })).toBe(0n));
});
