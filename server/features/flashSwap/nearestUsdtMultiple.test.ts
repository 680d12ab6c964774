import fc from 'fast-check';
import { nearestUsdtMultiple } from './nearestUsdtMultiple';

const usdt = (whole: bigint) => whole * 1_000000n;

describe('nearestUsdtMultiple', () => {
  it('takes the nearest multiple of 100 USDT, a tie rounding up', () => {
    expect(nearestUsdtMultiple(107_638191n, 6)).toBe(usdt(100n));
    expect(nearestUsdtMultiple(usdt(149n) + 999999n, 6)).toBe(usdt(100n));
    expect(nearestUsdtMultiple(usdt(150n), 6)).toBe(usdt(200n));
    expect(nearestUsdtMultiple(usdt(250n) - 1n, 6)).toBe(usdt(200n));
    expect(nearestUsdtMultiple(usdt(300n), 6)).toBe(usdt(300n));
    expect(nearestUsdtMultiple(1_050n, 0)).toBe(1_100n);
  });

  it('never goes below 100 USDT, however small the amount', () => {
    expect(nearestUsdtMultiple(0n, 6)).toBe(usdt(100n));
    expect(nearestUsdtMultiple(1n, 6)).toBe(usdt(100n));
    expect(nearestUsdtMultiple(usdt(49n), 6)).toBe(usdt(100n));
  });

  it('takes the multiple below when the nearest rounded up past what the balance allows, but not below 100', () => {
    expect(nearestUsdtMultiple(usdt(11_763n), 6, usdt(11_790n))).toBe(usdt(11_700n));
    expect(nearestUsdtMultiple(usdt(160n), 6, usdt(199n))).toBe(usdt(100n));
    // Exactly the balance is allowed.
    expect(nearestUsdtMultiple(usdt(160n), 6, usdt(200n))).toBe(usdt(200n));
    // Less than 100 allowed: still 100 (the balance check then says what is missing).
    expect(nearestUsdtMultiple(usdt(60n), 6, usdt(99n))).toBe(usdt(100n));
    // Far beyond the balance: the nearest multiple still, not the balance's (the balance check refuses it).
    expect(nearestUsdtMultiple(usdt(107_638n), 6, usdt(500n))).toBe(usdt(107_600n));
    expect(nearestUsdtMultiple(usdt(107_680n), 6, usdt(500n))).toBe(usdt(107_700n));
    // Rounded down already: the balance does not matter.
    expect(nearestUsdtMultiple(usdt(140n), 6, usdt(120n))).toBe(usdt(100n));
  });

  it('refuses a negative amount and bad decimals', () => {
    expect(() => nearestUsdtMultiple(-1n, 6)).toThrow(RangeError);
    expect(() => nearestUsdtMultiple(1n, -1)).toThrow(RangeError);
  });

  it('is a multiple of 100 USDT within 50 USDT of the amount (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: usdt(50n), max: 10n ** 24n }), (units) => {
        const result = nearestUsdtMultiple(units, 6);
        expect(result % usdt(100n)).toBe(0n);
        const distance = result > units ? result - units : units - result;
        expect(distance <= usdt(50n)).toBe(true);
      }),
    );
  });
});
