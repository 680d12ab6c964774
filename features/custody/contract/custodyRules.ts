/**
 * Fixed facts and defaults of custody (SPEC §1, §2, §6; record types 2, 11, 12, 15):
 * on-chain deposits to a per-user address and withdrawals signed by a separate signer process.
 * Plain data, so a screen can use it without a schema library and the server enforces the same.
 */

/** Confirmations before a deposit is credited (and a withdrawal settled), per chain id; CUSTODY_CONFIRMATIONS_<chainId> overrides. */
export const DEFAULT_CONFIRMATIONS: Readonly<Record<number, number>> = { 1: 12, 56: 20 };
/** For a configured chain not in DEFAULT_CONFIRMATIONS. */
export const FALLBACK_CONFIRMATIONS = 12;

/** The native coin of the chains custody knows by id; CUSTODY_NATIVE_<chainId> names it for others. */
export const NATIVE_COINS: Readonly<Record<number, string>> = { 1: 'ETH', 56: 'BNB' };

/**
 * A withdrawal's states (SPEC §4 shows none for custody): requested (waits for an operator above
 * the approval threshold) → approved → signing (signed transaction recorded, maybe not yet sent) →
 * broadcast → confirmed; or rejected (by an operator) / failed (reverted or unsendable), both with
 * the hold released once.
 */
export const WITHDRAWAL_STATES = ['requested', 'approved', 'signing', 'broadcast', 'confirmed', 'rejected', 'failed'] as const;
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

/** A deposit's states: pending (seen, waiting for confirmations), credited, belowMinimum (recorded, never credited), orphaned (its block was replaced). */
export const DEPOSIT_STATES = ['pending', 'credited', 'belowMinimum', 'orphaned'] as const;
export type DepositState = (typeof DEPOSIT_STATES)[number];

/** A security level's withdrawal limits in whole USD (SPEC §6: the level gates them; the values are ours, configurable). */
export type WithdrawalLimits = { dayUsd: number; monthUsd: number };
/**
 * Defaults per security level (1: registered; 2: pay password; 3: and Google verification).
 * Level 1 cannot withdraw: a withdrawal needs the pay password.
 * CUSTODY_LIMIT_L<level>_DAY_USD / _MONTH_USD override; 24 hours and 30 days, rolling.
 */
export const DEFAULT_WITHDRAWAL_LIMITS: Readonly<Record<1 | 2 | 3, WithdrawalLimits>> = {
  1: { dayUsd: 0, monthUsd: 0 },
  2: { dayUsd: 2_000, monthUsd: 20_000 },
  3: { dayUsd: 50_000, monthUsd: 500_000 },
};
/** Withdrawals worth more than this (USD) wait for an operator's approval (CUSTODY_APPROVAL_USD). */
export const DEFAULT_APPROVAL_USD = 10_000;

/** An EVM address as typed: 0x and 40 hex digits (the server also checks the EIP-55 checksum when mixed case). */
export const EVM_ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/;
/** An exchange's memo or tag: 1 to 64 visible ASCII characters. */
export const MEMO_TAG_PATTERN = /^[\x21-\x7e]{1,64}$/;
