/**
 * The `records.*` message key naming a record in lists and its detail: its type's name, but a red
 * envelope's refund (type 10 like a share received, kind `redEnvelopeRefund`) says it is a refund,
 * and a wealth record (type 4) says whether money went into an order or came back from one.
 *
 * @example recordTitleKey({ type: 10, kind: 'redEnvelopeRefund' }) // 'envelopeRefund'
 */
export function recordTitleKey(record: { type: number; kind: string }): 'envelopeRefund' | 'wealthOrder' | 'wealthPayout' | `types.${number}` {
  if (record.kind === 'redEnvelopeRefund') return 'envelopeRefund';
  // Type 4 covers both ways of a wealth order: money in and the payout.
  if (record.kind === 'wealthOrder' || record.kind === 'wealthPayout') return record.kind;
  return `types.${record.type}`;
}
