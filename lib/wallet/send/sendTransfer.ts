import { keccak256, type Chain, type Hash, type LocalAccount, type PublicClient, type Transport } from 'viem';
import { getTransactionCount, sendRawTransaction } from 'viem/actions';
import type { TransferEstimate } from './estimateTransfer';
import type { TransferCall } from './transferCall';

/**
 * Signs a transfer on the device with `signer` (a keyring signer: see `sendPlanned`) and sends the
 * signed transaction by JSON-RPC (`eth_sendRawTransaction`) to the client's node (SPEC §7).
 * `onSigned` receives the hash before it is sent, so the caller can record the send as waiting; the
 * promise resolves once the node accepted it (pending). `nonce` is given for a replacement only.
 *
 * @example const hash = await sendTransfer(client, signerFor(walletId), call, estimate, { onSigned: (hash) => record(hash) })
 * @throws the node's error when it refuses the transaction (nonce, funds, fee too low).
 */
export async function sendTransfer(
  client: PublicClient<Transport, Chain>,
  signer: LocalAccount,
  call: TransferCall,
  estimate: TransferEstimate,
  options: { onSigned?: (hash: Hash) => void; nonce?: number } = {},
): Promise<Hash> {
  // A replacement (speed up, cancel) reuses the nonce of the transaction it replaces.
  const nonce = options.nonce ?? (await getTransactionCount(client, { address: signer.address, blockTag: 'pending' }));
  const base = { chainId: client.chain.id, nonce, gas: estimate.gas, to: call.to, value: call.value, data: call.data };
  const { fees } = estimate;
  const serializedTransaction =
    fees.type === 'eip1559'
      ? await signer.signTransaction({ ...base, type: 'eip1559', maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas })
      : await signer.signTransaction({ ...base, type: 'legacy', gasPrice: fees.gasPrice });
  options.onSigned?.(keccak256(serializedTransaction));
  return sendRawTransaction(client, { serializedTransaction });
}
