import type { Hex } from 'viem';
import { jobInitiator } from '../../../ledger/systemInitiator';
import { releaseWithdrawal } from '../releaseWithdrawal';
import { settleWithdrawal } from '../settleWithdrawal';
import { findWithdrawal } from '../withdrawalRow';
import type { SignerDeps } from './signerDeps';
import { signTransfer } from './signTransfer';

type SentTx = { tx_hash: Hex; max_fee_per_gas: string; max_priority_fee_per_gas: string; signed_at: Date };

/**
 * Follows every `broadcast` withdrawal of the chain through its transactions (the first and any
 * replacements, one nonce):
 * - one of them mined with the chain's confirmations: success → settleWithdrawal (`confirmed`),
 *   reverted → releaseWithdrawal (`failed`, the hold back to the user);
 * - none mined but the hot wallet's nonce moved past it: another transaction took the nonce → failed;
 * - none mined after CUSTODY_REPLACE_SECONDS: replaced by the same transfer with the same nonce and
 *   higher fees (at least 25 % more, or the node's current estimate if higher), recorded before sent.
 * Whichever of them is mined, the nonce is spent once, so the withdrawal confirms once.
 *
 * @example await followSent(deps, runId)
 */
export async function followSent(deps: SignerDeps, runId: string): Promise<{ confirmed: number; failed: number; replaced: number }> {
  const { db, client, chain } = deps;
  const counts = { confirmed: 0, failed: 0, replaced: 0 };
  const ids = await db.query<{ id: bigint }>("SELECT id FROM custody_withdrawals WHERE chain_id = $1 AND state = 'broadcast' ORDER BY nonce", [chain.chainId]);
  if (ids.length === 0) return counts;
  const head = await client.getBlockNumber({ cacheTime: 0 });
  const createdBy = jobInitiator('custodySigner', runId);
  for (const { id } of ids) {
    const row = (await findWithdrawal(db, id))!;
    const txs = await db.query<SentTx>(
      'SELECT tx_hash, max_fee_per_gas::text AS max_fee_per_gas, max_priority_fee_per_gas::text AS max_priority_fee_per_gas, signed_at FROM custody_withdrawal_txs WHERE withdrawal_id = $1 ORDER BY signed_at, tx_hash',
      [id],
    );
    let mined = null;
    for (const tx of txs) {
      mined = await client.getTransactionReceipt({ hash: tx.tx_hash }).catch(() => null);
      if (mined) break;
    }
    const now = deps.clock();
    if (mined) {
      if (head - mined.blockNumber + 1n < BigInt(chain.confirmations)) continue;
      if (mined.status === 'success') {
        if ((await settleWithdrawal(db, id, { createdBy, txHash: mined.transactionHash, now })) === 'confirmed') counts.confirmed++;
      } else if ((await releaseWithdrawal(db, id, { to: 'failed', createdBy, reason: `transaction ${mined.transactionHash} reverted`, now })) === 'released') {
        counts.failed++;
      }
      continue;
    }
    const confirmedNonce = await client.getTransactionCount({ address: deps.account.address, blockTag: 'latest' });
    if (confirmedNonce > Number(row.nonce)) {
      // Re-read receipts first: one of ours may have been mined since we looked.
      const again = await Promise.all(txs.map((tx) => client.getTransactionReceipt({ hash: tx.tx_hash }).catch(() => null)));
      if (again.some(Boolean)) continue;
      if ((await releaseWithdrawal(db, id, { to: 'failed', createdBy, reason: `nonce ${row.nonce} was used by another transaction`, now })) === 'released') counts.failed++;
      continue;
    }
    const latest = txs[txs.length - 1]!;
    if (now.getTime() - latest.signed_at.getTime() < deps.settings.replaceAfterMs) continue;
    const current = await client.estimateFeesPerGas();
    const bump = (old: string) => (BigInt(old) * 125n) / 100n + 1n;
    const priority = max(bump(latest.max_priority_fee_per_gas), current.maxPriorityFeePerGas);
    const fees = { maxPriorityFeePerGas: priority, maxFeePerGas: max(bump(latest.max_fee_per_gas), current.maxFeePerGas, priority) };
    const signed = await signTransfer(deps, row, Number(row.nonce), fees);
    await db.tx(async (q) => {
      await q.query(
        `INSERT INTO custody_withdrawal_txs (tx_hash, withdrawal_id, raw_tx, max_fee_per_gas, max_priority_fee_per_gas, signed_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [signed.hash, id, signed.raw, String(fees.maxFeePerGas), String(fees.maxPriorityFeePerGas), now],
      );
      // Back to signing: sendSigned broadcasts the replacement (and again after a crash).
      await q.query("UPDATE custody_withdrawals SET state = 'signing', tx_hash = $2, updated_at = $3 WHERE id = $1 AND state = 'broadcast'", [id, signed.hash, now]);
    });
    deps.log.info({ withdrawalId: String(id), nonce: row.nonce, txHash: signed.hash, maxFeePerGas: String(fees.maxFeePerGas) }, 'custody signer: replaced a stuck transaction');
    counts.replaced++;
  }
  return counts;
}

const max = (...values: bigint[]) => values.reduce((a, b) => (a > b ? a : b));
