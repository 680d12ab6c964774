import { InvalidDecimalError } from './decimal';
import { amountInUsd } from './amountInUsd';

describe('amountInUsd', () => {
  it('multiplies base units by the price exactly', () => {
    expect(amountInUsd(1_500_000_000_000_000_000n, 18, '2485')).toBe('3727.5');
    expect(amountInUsd(1_000_000_000n, 6, '1')).toBe('1000');
    expect(amountInUsd(1000n * 10n ** 18n, 18, '0.00001152')).toBe('0.01152');
    expect(amountInUsd(1n, 18, '2485')).toBe('0.000000000000002485');
    expect(amountInUsd(0n, 6, '1')).toBe('0');
  });
  it('refuses a malformed price', () => expect(() => amountInUsd(1n, 0, 'x')).toThrow(InvalidDecimalError));
});
