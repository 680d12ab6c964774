/** Why a typed commitment cannot go: not whole lots, past what is left of the cap, past the USDT balance. */
export type PresaleCommitProblem = 'zero' | 'notWholeLots' | 'overCap' | 'overBalance';

/**
 * The screen's preview of a commitment (the server decides again): whole lots, within what is left
 * of the cap, within the balance — in that order, as the server refuses them. Base units of USDT.
 *
 * @example checkPresaleCommit(30_000_000n, 10_000_000n, 70_000_000n, 100_000_000n) // null
 */
export function checkPresaleCommit(units: bigint, lot: bigint, left: bigint, balance: bigint): PresaleCommitProblem | null {
  if (units <= 0n) return 'zero';
  if (units % lot !== 0n) return 'notWholeLots';
  if (units > left) return 'overCap';
  if (units > balance) return 'overBalance';
  return null;
}
