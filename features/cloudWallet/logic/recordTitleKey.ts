import { RECORD_TITLES_NAMESPACE } from '@/lib/contract/recordKinds';

/**
 * The message key naming a record in lists and its detail: the title the feature that wrote it gave
 * its kind (`recordTitles.<kind>` in that feature's messages, e.g. a red envelope's refund, which is
 * type 10 like a share received), else its type's name (`records.types.<type>`).
 *
 * @example recordTitleKey({ type: 10, kind: 'redEnvelopeRefund' }, t.has) // 'recordTitles.redEnvelopeRefund'
 */
export function recordTitleKey(record: { type: number; kind: string }, hasMessage: (key: string) => boolean): string {
  const own = `${RECORD_TITLES_NAMESPACE}.${record.kind}`;
  return hasMessage(own) ? own : `records.types.${record.type}`;
}
