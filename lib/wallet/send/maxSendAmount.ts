import type { Address, Chain, PublicClient, Transport } from 'viem';
import type { TokenInfo } from '../tokens/tokenInfo';
import { estimateTransfer } from './estimateTransfer';
import { maxNativeAmount } from './gasMargin';
import { transferCall } from './transferCall';

/**
 * The most that can be sent of `balance`: all of a token (its fee is paid in the native coin), or
 * for the native coin the balance less the most a transfer's fee can cost (estimated to `recipient`,
 * or to the sender while no valid recipient is typed; 0 when the fee is over the balance).
 *
 * @example await maxSendAmount(client, { from, recipient: null, token: null, balance: parseEther('1') }) // 1 ETH less the fee
 * @throws the node's error when the fee cannot be estimated.
 */
export async function maxSendAmount(
  client: PublicClient<Transport, Chain>,
  request: { from: Address; recipient: Address | null; token: TokenInfo | null; balance: bigint },
): Promise<bigint> {
  const { from, recipient, token, balance } = request;
  if (token) return balance;
  const estimate = await estimateTransfer(client, from, transferCall({ recipient: recipient ?? from, amount: 0n }));
  return maxNativeAmount(balance, estimate.maxFee);
}
