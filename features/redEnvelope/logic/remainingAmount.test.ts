import { remainingAmount } from './remainingAmount';

describe('remainingAmount', () => {
  it('takes the claimed amount from the total exactly, whatever the decimals of each', () => {
    expect(remainingAmount('10', '2.704365')).toBe('7.295635');
    expect(remainingAmount('0.3', '0.1')).toBe('0.2');
    expect(remainingAmount('1.10', '0.1')).toBe('1');
    expect(remainingAmount('0.00000003', '0.00000001')).toBe('0.00000002');
    expect(remainingAmount('123456789012345678.5', '0.5')).toBe('123456789012345678');
  });

  it('is 0 when everything was claimed (never negative)', () => {
    expect(remainingAmount('10', '10')).toBe('0');
    expect(remainingAmount('10', '10.000001')).toBe('0');
  });
});
