import { lotTokensOf } from '../../contract/presaleRules';
import { drawPresale, type PresaleDrawInput } from './drawPresale';
import { seedHashOf } from './seedHashOf';

const SEED = '3f'.repeat(32);
const base = (subscriptions: PresaleDrawInput['subscriptions'], allocation = 800_000_000n): PresaleDrawInput => ({
  roundId: '7',
  seed: SEED,
  lot: 10_000_000n,
  lotTokens: lotTokensOf(10_000_000n, 2_500_000n, 8),
  allocation,
  price: 2_500_000n,
  tokenDecimals: 8,
  subscriptions,
});
const subs = (n: number, lots = 3) => Array.from({ length: n }, (_, i) => ({ id: i.toString(16).padStart(16, '0'), committed: BigInt(lots) * 10_000_000n }));

describe('the pre-sale draw', () => {
  it('hashes the seed as SHA-256 of its bytes', () => {
    expect(seedHashOf('00'.repeat(32))).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925');
    expect(seedHashOf(SEED)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('gives every lot when the round is not oversubscribed, and charges the price for them', () => {
    const lines = drawPresale(base(subs(2, 1)));
    expect(lines).toEqual([
      { id: '0000000000000000', committed: 10_000_000n, lots: 1, wonLots: 1, tokens: 400_000_000n, cost: 10_000_000n, refund: 0n },
      { id: '0000000000000001', committed: 10_000_000n, lots: 1, wonLots: 1, tokens: 400_000_000n, cost: 10_000_000n, refund: 0n },
    ]);
  });

  it('gives exactly floor(allocation / lot tokens) lots when oversubscribed, refunding the rest of each commitment', () => {
    // 2 lots of 4 tokens (plus 1 token that no lot fits), 30 lots committed.
    const lines = drawPresale(base(subs(10), 900_000_000n));
    expect(lines.reduce((n, l) => n + l.wonLots, 0)).toBe(2);
    for (const line of lines) {
      expect(line.tokens).toBe(BigInt(line.wonLots) * 400_000_000n);
      expect(line.cost + line.refund).toBe(line.committed);
      expect(line.cost).toBe(BigInt(line.wonLots) * 10_000_000n);
    }
  });

  it('is reproducible from the seed and list, and another seed or round gives another order', () => {
    const input = base(subs(200, 2), 4_000_000_000n);
    const winners = (i: PresaleDrawInput) => drawPresale(i).filter((l) => l.wonLots > 0).map((l) => `${l.id}:${l.wonLots}`);
    expect(winners(input)).toEqual(winners({ ...input, subscriptions: [...input.subscriptions] }));
    expect(winners(input)).toHaveLength(winners(input).length);
    expect(winners({ ...input, seed: '40'.repeat(32) })).not.toEqual(winners(input));
    expect(winners({ ...input, roundId: '8' })).not.toEqual(winners(input));
    // The order of the published list does not matter.
    const reversed = drawPresale({ ...input, subscriptions: [...input.subscriptions].reverse() });
    expect(reversed.filter((l) => l.wonLots > 0).map((l) => `${l.id}:${l.wonLots}`).sort()).toEqual(winners(input).sort());
  });

  it('rounds a winning cost up to the USDT base unit and never takes more than the lots', () => {
    // 10 USDT at 3 USDT per token: 3.33333333 tokens a lot, costing 9.999999 99 → 10 USDT.
    const lotTokens = lotTokensOf(10_000_000n, 3_000_000n, 8);
    expect(lotTokens).toBe(333_333_333n);
    const [line] = drawPresale({ ...base([{ id: 'a'.repeat(16), committed: 20_000_000n }]), lotTokens, price: 3_000_000n, allocation: 10n ** 12n });
    expect(line).toMatchObject({ wonLots: 2, tokens: 666_666_666n, cost: 20_000_000n, refund: 0n });
  });

  it('draws no lot when the allocation is below one lot, refunding everyone', () => {
    expect(drawPresale(base(subs(3), 100n)).every((l) => l.wonLots === 0 && l.refund === l.committed)).toBe(true);
  });

  it('draws 10,000 subscribers of 1 to 10 lots (time printed, not asserted)', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ id: i.toString(16).padStart(16, '0'), committed: BigInt(1 + (i % 10)) * 10_000_000n }));
    const started = performance.now();
    const lines = drawPresale(base(many, 20_000n * 400_000_000n));
    const ms = performance.now() - started;
    const tickets = lines.reduce((n, l) => n + l.lots, 0);
    expect(lines.reduce((n, l) => n + l.wonLots, 0)).toBe(20_000);
    console.log(`pre-sale draw: 10,000 subscribers, ${tickets} tickets, 20,000 winning lots: ${ms.toFixed(0)} ms`);
  });
});
