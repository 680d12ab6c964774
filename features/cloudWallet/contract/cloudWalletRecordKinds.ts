import type { KindsOf } from '@/lib/contract/recordKinds';

/** The wallet record kinds this feature writes, with what each means (lib/contract/recordKinds.ts). */
export const CLOUD_WALLET_RECORD_KINDS = {
  internalTransfer: 'an internal transfer: type 1 out for the sender, type 2 in for the receiver.',
  credit: 'a credit from the platform (an operator command): type 2, in, from "platform".',
} as const;

declare module '@/lib/contract/recordKinds' {
  interface RecordKinds extends KindsOf<typeof CLOUD_WALLET_RECORD_KINDS> {}
}
