import type { Chain, Hash, PublicClient, Transport } from 'viem';
import { getTransaction, getTransactionReceipt } from 'viem/actions';

/**
 * Where a send the node accepted stands now: `success` / `failed` from its receipt, `pending` while
 * the node still holds it, `dropped` when it has neither (its nonce was taken by another
 * transaction, a replacement for one, or the pool evicted it).
 *
 * @example if ((await checkSend(client, hash)) === 'dropped') markDropped(hash)
 * @throws the node's error when it cannot be asked (unreachable): nothing is known then.
 */
export async function checkSend(client: PublicClient<Transport, Chain>, hash: Hash): Promise<'success' | 'failed' | 'pending' | 'dropped'> {
  const receipt = await getTransactionReceipt(client, { hash }).catch((error: unknown) => {
    if ((error as { name?: string }).name === 'TransactionReceiptNotFoundError') return null;
    throw error;
  });
  if (receipt) return receipt.status === 'success' ? 'success' : 'failed';
  const tx = await getTransaction(client, { hash }).catch((error: unknown) => {
    if ((error as { name?: string }).name === 'TransactionNotFoundError') return null;
    throw error;
  });
  return tx ? 'pending' : 'dropped';
}
