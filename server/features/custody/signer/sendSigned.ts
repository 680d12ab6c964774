import type { Hex } from 'viem';
import type { SignerDeps } from './signerDeps';

/** Answers of a node to a transaction it already has, or whose nonce is already used (mined): sent, as far as we are concerned. */
const ALREADY = /already known|known transaction|nonce too low|already imported|replacement transaction underpriced/i;

/**
 * Broadcasts the recorded transaction of every `signing` withdrawal of the chain, in nonce order
 * (`signing` → `broadcast`): the exact bytes recorded by signNext (or the latest replacement), so a
 * signer that crashed anywhere after recording sends the same transaction again, never another.
 * A node that already has it, or already mined its nonce, counts as sent; followSent settles it.
 * Another failure leaves it `signing` for the next pass.
 *
 * @example await sendSigned(deps)
 */
export async function sendSigned(deps: SignerDeps): Promise<number> {
  const rows = await deps.db.query<{ id: bigint; raw_tx: Hex; tx_hash: string }>(
    `SELECT w.id, t.raw_tx, t.tx_hash FROM custody_withdrawals w JOIN custody_withdrawal_txs t ON t.tx_hash = w.tx_hash
      WHERE w.chain_id = $1 AND w.state = 'signing' ORDER BY w.nonce`,
    [deps.chain.chainId],
  );
  let sent = 0;
  for (const row of rows) {
    try {
      await deps.client.sendRawTransaction({ serializedTransaction: row.raw_tx });
    } catch (error) {
      if (!ALREADY.test(String((error as Error).message))) {
        deps.log.warn({ err: error, withdrawalId: String(row.id) }, 'custody signer: broadcast failed; retried next pass');
        continue;
      }
    }
    await deps.db.query("UPDATE custody_withdrawals SET state = 'broadcast', updated_at = $2 WHERE id = $1 AND state = 'signing'", [row.id, deps.clock()]);
    sent++;
  }
  return sent;
}
