import type { Chain, Hash, PublicClient, Transport } from 'viem';
import { waitForTransactionReceipt } from 'viem/actions';

/**
 * Waits for a sent transaction's receipt: `success`, or `failed` when it reverted (the fee is paid).
 *
 * @example const status = await waitForSend(client, hash) // 'success'
 * @throws viem's `WaitForTransactionReceiptTimeoutError` after `timeout` ms (10 minutes by default): the history follows it then.
 */
export async function waitForSend(client: PublicClient<Transport, Chain>, hash: Hash, options: { timeout?: number } = {}): Promise<'success' | 'failed'> {
  const receipt = await waitForTransactionReceipt(client, { hash, timeout: options.timeout ?? 10 * 60_000 });
  return receipt.status === 'success' ? 'success' : 'failed';
}
