import type { KindsOf } from '@/lib/contract/recordKinds';

/** The wallet record kinds this feature writes, with what each means (lib/contract/recordKinds.ts). */
export const PROMOTIONS_RECORD_KINDS = {
  tokenPurchase: 'the platform token bought with USDT at its price (type 13, with the service fee): out in USDT, in in the token; swap gives the other side and the rate.',
  packageExchange: 'a package exchanged (type 3): out in what was paid (activated points or the platform token), in in the coin the package gives; swap gives the other side.',
  presaleCommit: 'USDT committed to a pre-sale round (type 13, out, to "presale").',
  presaleRefund: 'the part of a pre-sale commitment that bought nothing, back after the draw (type 13, in, from "presale").',
  presaleAllocation: 'the tokens won in a pre-sale draw (type 13, in, from "presale").',
  pointsExchange: 'activated points exchanged for the platform token, 10 for 1 (type 3): out in points, in in the token; swap gives the other side.',
  tokenExchange: 'the platform token exchanged 1 for 1 for the second token (type 3): out in the token, in in the second token; swap gives the other side.',
  lotteryDraw: 'the activated points a lottery draw cost (type 3, out, to "lottery").',
  lotteryPrize: 'a lottery prize won (type 3, in, from "lottery").',
  discountPurchase: 'the platform token bought at the discounted price (type 14, with the service fee): out in USDT, in in the token; swap gives the other side and the rate.',
} as const;

declare module '@/lib/contract/recordKinds' {
  interface RecordKinds extends KindsOf<typeof PROMOTIONS_RECORD_KINDS> {}
}
