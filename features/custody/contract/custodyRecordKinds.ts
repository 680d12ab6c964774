import type { KindsOf } from '@/lib/contract/recordKinds';

/** The wallet record kinds this feature writes, with what each means (lib/contract/recordKinds.ts). */
export const CUSTODY_RECORD_KINDS = {
  deposit: 'an on-chain deposit (type 2, or 12 from an exchange address; from = the sending address).',
  withdrawal: 'an on-chain withdrawal (type 15, or 11 to an exchange address; fee = the network fee; pending until confirmed, failed when rejected or reverted).',
} as const;

declare module '@/lib/contract/recordKinds' {
  interface RecordKinds extends KindsOf<typeof CUSTODY_RECORD_KINDS> {}
}
