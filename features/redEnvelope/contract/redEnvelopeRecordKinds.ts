import type { KindsOf } from '@/lib/contract/recordKinds';

/** The wallet record kinds this feature writes, with what each means (lib/contract/recordKinds.ts). */
export const RED_ENVELOPE_RECORD_KINDS = {
  redEnvelope: 'a red envelope sent (type 9, out) or a share received (type 10, in).',
  redEnvelopeRefund: 'the unclaimed rest of a red envelope back to its sender (type 10, in, from "redEnvelope").',
} as const;

declare module '@/lib/contract/recordKinds' {
  interface RecordKinds extends KindsOf<typeof RED_ENVELOPE_RECORD_KINDS> {}
}
