import { groupThousands } from './groupThousands';

describe('groupThousands', () => {
  it.each([
    [0n, '0'],
    [999n, '999'],
    [1000n, '1,000'],
    [1234567n, '1,234,567'],
    [-1234n, '-1,234'],
  ])('%s → %s', (value, expected) => {
    expect(groupThousands(value)).toBe(expected);
  });

  it('is exact for 78 digits', () => {
    expect(groupThousands(2n ** 256n - 1n)).toBe(
      '115,792,089,237,316,195,423,570,985,008,687,907,853,269,984,665,640,564,039,457,584,007,913,129,639,935',
    );
  });
});
