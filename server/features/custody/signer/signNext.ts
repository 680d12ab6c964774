import { WITHDRAWAL_SELECT, type WithdrawalRow } from '../withdrawalRow';
import type { SignerDeps } from './signerDeps';
import { signTransfer } from './signTransfer';

/**
 * Takes the oldest approved withdrawal of the chain and signs it (`approved` → `signing`), under
 * the chain's PostgreSQL advisory lock, so two signers never hand out one nonce: the nonce is the
 * higher of the node's pending count for the hot wallet and one past the highest the database
 * gave (a unique index backs it). The signed bytes and hash are RECORDED in the same transaction,
 * before anything is sent: a crash before the commit leaves nothing sent and the withdrawal
 * approved (signed again after a restart, same nonce); after it, sendSigned rebroadcasts these
 * bytes, never a new transaction. The withdrawal id is the idempotency key: a row is signed once.
 *
 * @returns the withdrawal id signed, or null when none waits.
 * @example while (await signNext(deps)) {}
 */
export async function signNext(deps: SignerDeps): Promise<bigint | null> {
  const { chain } = deps;
  return deps.db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`custody:signer:${chain.chainId}`]);
    const [row] = await q.query<WithdrawalRow>(`${WITHDRAWAL_SELECT} WHERE w.chain_id = $1 AND w.state = 'approved' ORDER BY w.id LIMIT 1 FOR UPDATE OF w`, [
      chain.chainId,
    ]);
    if (!row) return null;
    const [used] = await q.query<{ nonce: string | null }>('SELECT max(nonce)::text AS nonce FROM custody_withdrawals WHERE chain_id = $1', [chain.chainId]);
    const pending = await deps.client.getTransactionCount({ address: deps.account.address, blockTag: 'pending' });
    const nonce = Math.max(pending, used?.nonce === null || used?.nonce === undefined ? 0 : Number(used.nonce) + 1);
    const fees = await deps.client.estimateFeesPerGas();
    const signed = await signTransfer(deps, row, nonce, { maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas });
    deps.crash('afterSign');
    const now = deps.clock();
    await q.query("UPDATE custody_withdrawals SET state = 'signing', nonce = $2, tx_hash = $3, updated_at = $4 WHERE id = $1", [row.id, nonce, signed.hash, now]);
    await q.query(
      `INSERT INTO custody_withdrawal_txs (tx_hash, withdrawal_id, raw_tx, max_fee_per_gas, max_priority_fee_per_gas, signed_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [signed.hash, row.id, signed.raw, String(fees.maxFeePerGas), String(fees.maxPriorityFeePerGas), now],
    );
    deps.log.info({ withdrawalId: String(row.id), nonce, txHash: signed.hash }, 'custody signer: signed');
    return row.id;
  });
}
