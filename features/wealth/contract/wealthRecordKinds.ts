import type { KindsOf } from '@/lib/contract/recordKinds';

/** The wallet record kinds this feature writes, with what each means (lib/contract/recordKinds.ts). */
export const WEALTH_RECORD_KINDS = {
  wealthOrder: 'money into a wealth product (type 4, out, to "wealth").',
  wealthPayout: 'a wealth order redeemed or matured, principal and interest (type 4, in, from "wealth").',
} as const;

declare module '@/lib/contract/recordKinds' {
  interface RecordKinds extends KindsOf<typeof WEALTH_RECORD_KINDS> {}
}
