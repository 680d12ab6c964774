import { checkEnvelope, envelopeTotal } from './checkEnvelope';

const base = { kind: 'lucky' as const, units: 10_000000n, quantityText: '3', wishes: '', quantityMax: 100, wishesMax: 40, balance: 20_000000n };

describe('checkEnvelope', () => {
  it('accepts a lucky envelope and gives its total', () => {
    expect(checkEnvelope(base)).toEqual({ ok: true, total: 10_000000n });
  });
  it('computes a fixed total as amount × quantity, and refuses it over the balance', () => {
    expect(checkEnvelope({ ...base, kind: 'fixed', units: 2_500000n, quantityText: '4' })).toEqual({ ok: true, total: 10_000000n });
    expect(checkEnvelope({ ...base, kind: 'fixed', units: 6_000000n, quantityText: '4' })).toMatchObject({ ok: false, field: 'amount', problem: 'overBalance', total: 24_000000n });
  });
  it.each([
    ['', 'quantityMissing'],
    ['0', 'quantityMissing'],
    ['-2', 'quantityMissing'],
    ['1.5', 'quantityMissing'],
    ['101', 'quantityTooLarge'],
  ])('refuses the quantity %p', (quantityText, problem) => {
    expect(checkEnvelope({ ...base, quantityText })).toMatchObject({ ok: false, field: 'quantity', problem });
  });
  it('refuses a zero amount, a lucky total below one base unit a share, long wishes (in code points)', () => {
    expect(checkEnvelope({ ...base, units: 0n })).toMatchObject({ problem: 'amountZero' });
    expect(checkEnvelope({ ...base, units: 2n })).toMatchObject({ problem: 'totalTooSmall' });
    expect(checkEnvelope({ ...base, wishes: '🧧'.repeat(40) })).toEqual({ ok: true, total: 10_000000n });
    expect(checkEnvelope({ ...base, wishes: '🧧'.repeat(41) })).toMatchObject({ field: 'wishes', problem: 'wishesTooLong' });
  });
  it('skips the balance check while the balance is unknown', () => {
    expect(checkEnvelope({ ...base, units: 50_000000n, balance: null })).toMatchObject({ ok: true });
  });
  it('envelopeTotal', () => {
    expect(envelopeTotal('lucky', 5n, 3)).toBe(5n);
    expect(envelopeTotal('fixed', 5n, 3)).toBe(15n);
  });
});
