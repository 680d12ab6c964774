import { getAddress } from 'viem';
import type { Withdrawal } from '../../../features/custody/contract/custodyApi';
import type { WithdrawalState } from '../../../features/custody/contract/custodyRules';
import type { Queryable } from '../../db/db';
import { formatBaseUnits } from '../../ledger/baseUnits';

/** A `custody_withdrawals` row with its coin's decimals, as the adapters return it. */
export type WithdrawalRow = {
  id: bigint;
  user_id: bigint;
  chain_id: string;
  coin: string;
  decimals: number;
  token_contract: string | null;
  to_address: string;
  memo: string | null;
  exchange_name: string | null;
  amount: string;
  fee: string;
  chain_amount: string;
  state: WithdrawalState;
  hold_entry_id: bigint;
  nonce: string | null;
  tx_hash: string | null;
  created_at: Date;
  updated_at: Date;
};

export const WITHDRAWAL_SELECT = `SELECT w.id, w.user_id, w.chain_id::text AS chain_id, w.coin, c.decimals, w.token_contract, w.to_address, w.memo,
       w.exchange_name, w.amount::text AS amount, w.fee::text AS fee, w.chain_amount::text AS chain_amount, w.state, w.hold_entry_id,
       w.nonce::text AS nonce, w.tx_hash, w.created_at, w.updated_at
  FROM custody_withdrawals w JOIN coins c ON c.symbol = w.coin`;

/** One withdrawal by id; `forUpdate` locks it (the state machine's transitions all take this lock). */
export async function findWithdrawal(q: Queryable, id: bigint, forUpdate = false): Promise<WithdrawalRow | null> {
  const [row] = await q.query<WithdrawalRow>(`${WITHDRAWAL_SELECT} WHERE w.id = $1${forUpdate ? ' FOR UPDATE OF w' : ''}`, [id]);
  return row ?? null;
}

/** As the API shows it. */
export function toWithdrawal(row: WithdrawalRow): Withdrawal {
  return {
    id: String(row.id),
    coin: row.coin,
    chainId: Number(row.chain_id),
    to: getAddress(row.to_address),
    memo: row.memo,
    exchange: row.exchange_name,
    amount: formatBaseUnits(BigInt(row.amount), row.decimals),
    fee: formatBaseUnits(BigInt(row.fee), row.decimals),
    state: row.state,
    txHash: row.tx_hash,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
