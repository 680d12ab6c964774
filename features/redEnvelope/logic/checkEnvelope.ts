import type { EnvelopeKind } from '@/features/redEnvelope/contract/redEnvelopeRules';

export type EnvelopeProblem = 'quantityMissing' | 'quantityTooLarge' | 'amountZero' | 'totalTooSmall' | 'overBalance' | 'wishesTooLong';
export type EnvelopeCheck = { ok: true; total: bigint } | { ok: false; field: 'quantity' | 'amount' | 'wishes'; problem: EnvelopeProblem; total: bigint | null };

/**
 * Checks a red envelope's form before the pay password is asked for, as the server will
 * (docs/design/red-envelopes.md): a whole quantity from 1 to the maximum, an amount above zero, a lucky total of
 * at least one base unit per share, the total (lucky: the amount; fixed: amount × quantity) within
 * the balance, wishes within the limit (code points). The server checks again.
 *
 * @example checkEnvelope({ kind: 'fixed', units: 2_500000n, quantityText: '4', wishes: '', quantityMax: 100, wishesMax: 40, balance: 20_000000n }) // { ok: true, total: 10_000000n }
 */
export function checkEnvelope(input: {
  kind: EnvelopeKind;
  units: bigint;
  quantityText: string;
  wishes: string;
  quantityMax: number;
  wishesMax: number;
  balance: bigint | null;
}): EnvelopeCheck {
  const quantity = /^\d{1,7}$/.test(input.quantityText.trim()) ? Number(input.quantityText.trim()) : 0;
  const total = envelopeTotal(input.kind, input.units, quantity);
  if (quantity < 1) return { ok: false, field: 'quantity', problem: 'quantityMissing', total: null };
  if (quantity > input.quantityMax) return { ok: false, field: 'quantity', problem: 'quantityTooLarge', total: null };
  if (input.units <= 0n) return { ok: false, field: 'amount', problem: 'amountZero', total };
  if (input.kind === 'lucky' && input.units < BigInt(quantity)) return { ok: false, field: 'amount', problem: 'totalTooSmall', total };
  if (input.balance !== null && total > input.balance) return { ok: false, field: 'amount', problem: 'overBalance', total };
  if ([...input.wishes.trim()].length > input.wishesMax) return { ok: false, field: 'wishes', problem: 'wishesTooLong', total };
  return { ok: true, total };
}

/**
 * The total an envelope takes from the balance: lucky, the amount typed; fixed, each share times
 * the quantity.
 *
 * @example envelopeTotal('fixed', 2_500000n, 4) // 10_000000n
 */
export function envelopeTotal(kind: EnvelopeKind, units: bigint, quantity: number): bigint {
  return kind === 'fixed' ? units * BigInt(Math.max(quantity, 0)) : units;
}
