import type { Address, Hash } from 'viem';

/** SPEC §4 transaction statuses. `waiting`: signed, not yet accepted by the node; `pending`: accepted, not yet in a block. */
export type TransactionStatus = 'failed' | 'waiting' | 'success' | 'pending';

/** One line of the HD history: SPEC §3 type 7 (HD out) or 8 (HD in). Amounts in base units. */
export type HistoryEntry = {
  hash: Hash;
  /** Milliseconds since the epoch. */
  time: number;
  from: Address;
  to: Address;
  amount: bigint;
  symbol: string;
  decimals: number;
  /** The token contract; absent for the native coin. */
  token?: Address;
  /** The network fee paid, when known. */
  fee?: bigint;
  status: TransactionStatus;
  type: 7 | 8;
};
