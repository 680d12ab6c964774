import { getAddress } from 'viem';
import type { DepositList } from '../../../features/custody/contract/custodyApi';
import type { DepositState } from '../../../features/custody/contract/custodyRules';
import type { Queryable } from '../../db/db';
import { formatBaseUnits } from '../../ledger/baseUnits';
import type { CustodySettings } from './custodySettings';

/**
 * The user's latest deposits (50, newest first), optionally of one coin, each with its
 * confirmations counted to the highest block the watcher has scanned on its chain (what credits
 * it), and the count it needs.
 *
 * @example await listDeposits(db, settings, userId, 'USDT')
 */
export async function listDeposits(q: Queryable, settings: CustodySettings, userId: bigint, coin: string | undefined): Promise<DepositList> {
  const rows = await q.query<{
    id: bigint;
    coin: string;
    decimals: number;
    chain_id: string;
    tx_hash: string;
    from_address: string;
    amount: string;
    state: DepositState;
    block_number: string;
    tip: string | null;
    seen_at: Date;
    credited_at: Date | null;
  }>(
    `SELECT d.id, d.coin, c.decimals, d.chain_id::text AS chain_id, d.tx_hash, d.from_address, d.amount::text AS amount, d.state,
            d.block_number::text AS block_number, (SELECT max(number)::text FROM custody_blocks b WHERE b.chain_id = d.chain_id) AS tip,
            d.seen_at, d.credited_at
       FROM custody_deposits d JOIN coins c ON c.symbol = d.coin
      WHERE d.user_id = $1 AND ($2::text IS NULL OR d.coin = $2)
      ORDER BY d.id DESC LIMIT 50`,
    [userId, coin ?? null],
  );
  return {
    deposits: rows.map((r) => {
      const required = settings.chains.find((c) => c.chainId === Number(r.chain_id))?.confirmations ?? 0;
      const seen = r.tip === null ? 0 : Number(BigInt(r.tip) - BigInt(r.block_number) + 1n);
      return {
        id: String(r.id),
        coin: r.coin,
        chainId: Number(r.chain_id),
        txHash: r.tx_hash,
        from: getAddress(r.from_address),
        amount: formatBaseUnits(BigInt(r.amount), r.decimals),
        state: r.state,
        confirmations: r.state === 'orphaned' ? 0 : Math.max(0, seen),
        required,
        seenAt: r.seen_at.toISOString(),
        creditedAt: r.credited_at?.toISOString() ?? null,
      };
    }),
  };
}
