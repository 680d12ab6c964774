import { keccak256, type Chain, type Hash, type Hex, type PublicClient, type Transport } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { getTransactionCount, sendRawTransaction } from 'viem/actions';
import type { TransferEstimate } from './estimateTransfer';
import type { TransferCall } from './transferCall';

/**
 * Signs a transfer on the device with the wallet's private key and sends the signed transaction by
 * JSON-RPC (`eth_sendRawTransaction`) to the client's node (SPEC §7). `onSigned` receives the hash
 * before it is sent, so the caller can record the send as waiting; the promise resolves once the
 * node accepted it (pending).
 *
 * @example const hash = await sendTransfer(client, privateKey, call, estimate, { onSigned: (hash) => record(hash) })
 * @throws the node's error when it refuses the transaction (nonce, funds, fee too low).
 */
export async function sendTransfer(
  client: PublicClient<Transport, Chain>,
  privateKey: Hex,
  call: TransferCall,
  estimate: TransferEstimate,
  options: { onSigned?: (hash: Hash) => void } = {},
): Promise<Hash> {
  const account = privateKeyToAccount(privateKey);
  const nonce = await getTransactionCount(client, { address: account.address, blockTag: 'pending' });
  const base = { chainId: client.chain.id, nonce, gas: estimate.gas, to: call.to, value: call.value, data: call.data };
  const { fees } = estimate;
  const serializedTransaction =
    fees.type === 'eip1559'
      ? await account.signTransaction({ ...base, type: 'eip1559', maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas })
      : await account.signTransaction({ ...base, type: 'legacy', gasPrice: fees.gasPrice });
  options.onSigned?.(keccak256(serializedTransaction));
  return sendRawTransaction(client, { serializedTransaction });
}
