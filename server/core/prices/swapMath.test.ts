import fc from 'fast-check';
import { payFor, ratio, receiveFor, usdMicros } from './swapMath';

const coins = { fromDecimals: 6, toDecimals: 8 };

describe('receiveFor', () => {
  it('converts at the price ratio and takes the spread from the output', () => {
    expect(receiveFor(1_000000n, { fromUsd: '1', toUsd: '2' }, coins, 50)).toEqual({ units: 49750000n, withoutSpread: 50000000n });
    expect(receiveFor(1_000000n, { fromUsd: '1', toUsd: '2' }, coins, 0)).toEqual({ units: 50000000n, withoutSpread: 50000000n });
  });

  it('rounds what the user gets down to the coin decimals', () => {
    // 100 USDT at 107100.5 USD per BTC = 0.000933702...; 8 decimals → 0.00093370 with no spread.
    const { units } = receiveFor(100_000000n, { fromUsd: '1', toUsd: '107100.5' }, coins, 0);
    expect(units).toBe(93370n);
  });
});

describe('payFor', () => {
  it('is the amount that buys exactly the output, rounded up', () => {
    expect(payFor(49750000n, { fromUsd: '1', toUsd: '2' }, coins, 50)).toBe(1_000000n);
    // 1 satoshi is 0.001071005 USD; with 0.5 % spread 1076.4 micro-USDT, rounded up.
    expect(payFor(1n, { fromUsd: '1', toUsd: '107100.5' }, coins, 50)).toBe(1077n);
  });

  it('never lets the user pay less than the output is worth (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 20n }),
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 1, max: 10 ** 9 }),
        fc.integer({ min: 0, max: 1000 }),
        (toUnits, fromCents, toCents, bps) => {
          const prices = { fromUsd: (fromCents / 100).toFixed(2), toUsd: (toCents / 100).toFixed(2) };
          const pay = payFor(toUnits, prices, coins, bps);
          // Paying that much buys at least what was asked; one base unit less buys less.
          expect(receiveFor(pay, prices, coins, bps).units).toBeGreaterThanOrEqual(toUnits);
          if (pay > 1n) expect(receiveFor(pay - 1n, prices, coins, bps).units).toBeLessThan(toUnits + 1n);
        },
      ),
    );
  });

  it('never gives the user more than the exact value (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 20n }), fc.integer({ min: 1, max: 10 ** 9 }), fc.integer({ min: 1, max: 10 ** 9 }), (fromUnits, fromCents, toCents) => {
        const prices = { fromUsd: (fromCents / 100).toFixed(2), toUsd: (toCents / 100).toFixed(2) };
        const { units } = receiveFor(fromUnits, prices, coins, 0);
        // units × toUsd × 10^df ≤ fromUnits × fromUsd × 10^dt (in cents)
        expect(units * BigInt(toCents) * 10n ** 6n).toBeLessThanOrEqual(fromUnits * BigInt(fromCents) * 10n ** 8n);
      }),
    );
  });
});

describe('ratio and usdMicros', () => {
  it('shows the rate rounded down without trailing zeros', () => {
    expect(ratio(49750000n, 8, 1_000000n, 6, 8)).toBe('0.4975');
    expect(ratio(1_000000n, 6, 49750000n, 8, 8)).toBe('2.01005025');
    expect(ratio(3n, 0, 1n, 0, 8)).toBe('3');
    // Below 1: 8 significant digits, not 8 decimals.
    expect(ratio(92903n, 8, 100_000000n, 6, 8)).toBe('0.0000092903');
    expect(ratio(1n, 8, 3_000000n, 6, 8)).toBe('0.0000000033333333');
  });

  it('values amounts in micro-dollars, rounded down', () => {
    expect(usdMicros(1_50000000n, 8, '100')).toBe(150_000000n);
    expect(usdMicros(1n, 8, '107100.5')).toBe(1071n);
  });
});
