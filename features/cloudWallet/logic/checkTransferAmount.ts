import { parseAmount } from '@/lib/wallet/amount/parseAmount';

export type TransferAmountProblem = 'zero' | 'belowMinimum' | 'insufficient' | 'dailyLimit';

/** What the send screen knows about the coin: decimal strings as the server sends them. */
export type TransferLimits = {
  decimals: number;
  balance: string;
  /** Paid by the sender on top of the amount. */
  fee: string;
  minimum: string;
  /** What is left of today's limit. */
  dailyRemaining: string;
};

/**
 * Checks an amount, already read from what the user typed (`useAmountText`), against the coin's rules
 * before anything is sent (the server checks the same again): above zero, at least the minimum,
 * amount + fee within the balance, and within what is left of today's limit.
 *
 * @example checkTransferAmount(5_000_000n, { decimals: 6, balance: '10', fee: '0', minimum: '1', dailyRemaining: '100' }) // { ok: true }
 */
export function checkTransferAmount(units: bigint, limits: TransferLimits): { ok: true } | { ok: false; problem: TransferAmountProblem } {
  const base = (value: string) => parseAmount(value, limits.decimals);
  if (units <= 0n) return { ok: false, problem: 'zero' };
  if (units < base(limits.minimum)) return { ok: false, problem: 'belowMinimum' };
  if (units + base(limits.fee) > base(limits.balance)) return { ok: false, problem: 'insufficient' };
  if (units > base(limits.dailyRemaining)) return { ok: false, problem: 'dailyLimit' };
  return { ok: true };
}

/**
 * The most that can be sent now: the balance less the fee, capped by today's remaining limit; "0"
 * when the fee takes it all.
 *
 * @example maxTransfer({ decimals: 2, balance: '10', fee: '0.5', minimum: '1', dailyRemaining: '100' }) // 9500n
 */
export function maxTransfer(limits: TransferLimits): bigint {
  const base = (value: string) => parseAmount(value, limits.decimals);
  const afterFee = base(limits.balance) - base(limits.fee);
  const cap = base(limits.dailyRemaining);
  const max = afterFee < cap ? afterFee : cap;
  return max > 0n ? max : 0n;
}
