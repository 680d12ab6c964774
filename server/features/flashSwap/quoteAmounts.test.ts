import { quoteAmounts, type QuoteAmountsInput } from './quoteAmounts';
import { payFor, receiveFor } from '../../core/prices/swapMath';

const prices = { fromUsd: '1', toUsd: '107100' };
const inverse = { fromUsd: '107100', toUsd: '1' };
const usdtToBtc = { fromDecimals: 6, toDecimals: 8 };
const btcToUsdt = { fromDecimals: 8, toDecimals: 6 };
const base = { spreadBps: 50, balance: 10n ** 30n };
const usdtPaid = (side: QuoteAmountsInput['side'], typed: bigint, balance = base.balance) =>
  quoteAmounts({ ...base, from: 'USDT', to: 'BTC', side, typed, prices, decimals: usdtToBtc, balance });
const usdtReceived = (side: QuoteAmountsInput['side'], typed: bigint, balance = base.balance) =>
  quoteAmounts({ ...base, from: 'BTC', to: 'USDT', side, typed, prices: inverse, decimals: btcToUsdt, balance });

describe('quoteAmounts', () => {
  it('keeps a typed USDT amount paid and rounds what is received down', () => {
    expect(usdtPaid('from', 100_000000n)).toEqual({ fromUnits: 100_000000n, toUnits: 92903n, withoutSpread: 93370n, adjusted: false });
  });

  it('typing the coin received when USDT is paid: the payment moves to the nearest 100 USDT, the coin received follows', () => {
    // 0.001 BTC would cost 107.638191 USDT: the quote is for 100 USDT and what it buys.
    expect(payFor(100000n, prices, usdtToBtc, 50)).toBe(107_638191n);
    expect(usdtPaid('to', 100000n)).toEqual({ fromUnits: 100_000000n, toUnits: 92903n, withoutSpread: 93370n, adjusted: true });
    // 0.0015 BTC costs 161.45 USDT → 200 USDT.
    expect(usdtPaid('to', 150000n).fromUnits).toBe(200_000000n);
    // A tiny amount: the smallest valid payment, 100 USDT.
    expect(usdtPaid('to', 1n).fromUnits).toBe(100_000000n);
    // A balance of 199 USDT: 200 would be too much, so 100.
    expect(usdtPaid('to', 150000n, 199_000000n).fromUnits).toBe(100_000000n);
    // 1 BTC (107,638.19 USDT) with 500 USDT: not a quote for 500 USDT instead; the balance check refuses it.
    expect(usdtPaid('to', 1_00000000n, 500_000000n).fromUnits).toBe(107_600_000000n);
  });

  it('typing the coin paid when USDT is received: the USDT moves to the nearest 100, the payment is solved for it, rounded up', () => {
    const q = usdtReceived('from', 100000n);
    // 0.001 BTC gives 106.5645 USDT after the spread → 100 USDT, for which 0.00093846 BTC is paid.
    expect(receiveFor(100000n, inverse, btcToUsdt, 50).units).toBe(106_564500n);
    expect(q).toMatchObject({ toUnits: 100_000000n, fromUnits: payFor(100_000000n, inverse, btcToUsdt, 50), adjusted: true });
    expect(receiveFor(q.fromUnits, inverse, btcToUsdt, 50).units).toBeGreaterThanOrEqual(100_000000n);
    expect(q.withoutSpread).toBe(receiveFor(q.fromUnits, inverse, btcToUsdt, 0).units);
    // 0.11 BTC gives 11,722.1 USDT after the spread → 11,700 USDT.
    expect(usdtReceived('from', 11_000000n).toUnits).toBe(11_700_000000n);
    // All of a balance of 0.1104 BTC gives 11,764.72 USDT: 11,800 would cost more than the balance, so 11,700 (Max still quotes).
    expect(usdtReceived('from', 11_040000n).toUnits).toBe(11_800_000000n);
    const all = usdtReceived('from', 11_040000n, 11_040000n);
    expect(all.toUnits).toBe(11_700_000000n);
    expect(all.fromUnits <= 11_040000n).toBe(true);
  });

  it('keeps a typed USDT amount received and rounds the payment up', () => {
    expect(usdtReceived('to', 1000_000000n)).toMatchObject({ toUnits: 1000_000000n, fromUnits: payFor(1000_000000n, inverse, btcToUsdt, 50), adjusted: false });
  });

  it('leaves pairs without USDT alone', () => {
    const q = quoteAmounts({ ...base, from: 'ETH', to: 'BTC', side: 'to', typed: 100000n, prices: { fromUsd: '3000', toUsd: '107100' }, decimals: { fromDecimals: 18, toDecimals: 8 } });
    expect(q).toMatchObject({ toUnits: 100000n, adjusted: false });
  });

  it('does not adjust a USDT amount that is already a multiple of 100', () => {
    // 1 BTC at 100 USD = 100 USDT with no spread.
    const q = quoteAmounts({ ...base, spreadBps: 0, from: 'BTC', to: 'USDT', side: 'from', typed: 1_00000000n, prices: { fromUsd: '100', toUsd: '1' }, decimals: btcToUsdt });
    expect(q).toEqual({ fromUnits: 1_00000000n, toUnits: 100_000000n, withoutSpread: 100_000000n, adjusted: false });
  });
});
