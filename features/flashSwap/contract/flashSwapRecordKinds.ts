import type { KindsOf } from '@/lib/contract/recordKinds';

/** The wallet record kinds this feature writes, with what each means (lib/contract/recordKinds.ts). */
export const FLASH_SWAP_RECORD_KINDS = {
  swap: 'one side of a flash swap (type 3): out in the coin paid, in in the coin received; swap gives the other side and the rate.',
} as const;

declare module '@/lib/contract/recordKinds' {
  interface RecordKinds extends KindsOf<typeof FLASH_SWAP_RECORD_KINDS> {}
}
