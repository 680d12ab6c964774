/**
 * The wallet record kinds the pre-sale rounds write (all of type 13, buying the platform token):
 * presaleCommit — USDT committed to a round (out, to "presale"); presaleRefund — the part of a
 * commitment that bought nothing, back after the draw (in, from "presale"); presaleAllocation — the
 * tokens won in the draw (in, from "presale").
 */
export const PRESALE_RECORD_KINDS = ['presaleCommit', 'presaleRefund', 'presaleAllocation'] as const;
