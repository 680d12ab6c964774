import type { KindsOf } from '@/lib/contract/recordKinds';

/** The wallet record kinds this feature writes, with what each means (lib/contract/recordKinds.ts). */
export const PROMOTIONS_RECORD_KINDS = {
  tokenPurchase: 'the platform token bought with USDT at its price (type 13, with the service fee): out in USDT, in in the token; swap gives the other side and the rate.',
  packageExchange: 'a package exchanged (type 3): out in what was paid (activated points or the platform token), in in the coin the package gives; swap gives the other side.',
  discountPurchase: 'the platform token bought at the discounted price (type 14, with the service fee): out in USDT, in in the token; swap gives the other side and the rate.',
} as const;

declare module '@/lib/contract/recordKinds' {
  interface RecordKinds extends KindsOf<typeof PROMOTIONS_RECORD_KINDS> {}
}
