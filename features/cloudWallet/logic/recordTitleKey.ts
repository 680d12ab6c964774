/**
 * The `records.*` message key naming a record in lists and its detail: its type's name, but a red
 * envelope's refund (type 10 like a share received, kind `redEnvelopeRefund`) says it is a refund.
 *
 * @example recordTitleKey({ type: 10, kind: 'redEnvelopeRefund' }) // 'envelopeRefund'
 */
export function recordTitleKey(record: { type: number; kind: string }): 'envelopeRefund' | `types.${number}` {
  return record.kind === 'redEnvelopeRefund' ? 'envelopeRefund' : `types.${record.type}`;
}
