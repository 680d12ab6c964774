import type { KindsOf } from '@/lib/contract/recordKinds';

/** The wallet record kinds this feature writes, with what each means (lib/contract/recordKinds.ts). */
export const KYC_RECORD_KINDS = {
  kycFee: 'the KYC certification fee (type 16, out, to "platform").',
} as const;

declare module '@/lib/contract/recordKinds' {
  interface RecordKinds extends KindsOf<typeof KYC_RECORD_KINDS> {}
}
