import type { Address, Chain, PublicClient, Transport } from 'viem';
import type { TokenInfo } from '../tokens/tokenInfo';
import { estimateTransfer, type TransferEstimate } from './estimateTransfer';
import { maxNativeAmount } from './gasMargin';
import { SendPlanError } from './sendPlanError';
import { transferCall, type TransferCall } from './transferCall';

/** A transfer ready to confirm and sign: the exact amount, the transaction and its fee estimate. */
export type SendPlan = {
  from: Address;
  recipient: Address;
  /** In base units; for "max" of the native coin, what is left after the most the fee can cost. */
  amount: bigint;
  token: TokenInfo | null;
  call: TransferCall;
  estimate: TransferEstimate;
};

export type SendRequest = {
  from: Address;
  recipient: Address;
  amount: bigint;
  /** The token to send, or null for the network's native coin. */
  token: TokenInfo | null;
  /** The amount is the user's "max": for the native coin it is recomputed from this fee estimate. */
  max?: boolean;
  /** The sender's native balance, when known: the amount and fee are checked against it. */
  nativeBalance: bigint | null;
};

/**
 * Plans a transfer of the native coin or an ERC-20 token: builds the transaction, estimates its gas
 * (with the margin) and fees (EIP-1559 where the chain has a base fee, else the gas price), takes
 * "max" of the native coin as the balance less the most the fee can cost, and checks that the
 * native balance covers amount and fee (native) or the fee (token).
 *
 * @example const plan = await planSend(client, { from, recipient, amount: parseEther('1.5'), token: null, nativeBalance })
 * @throws {SendPlanError} when the balance does not cover it.
 * @throws the node's error when the estimate fails (e.g. a reverting token transfer).
 */
export async function planSend(client: PublicClient<Transport, Chain>, request: SendRequest): Promise<SendPlan> {
  const { from, recipient, token, nativeBalance } = request;
  let call = transferCall({ recipient, amount: request.amount, token: token?.address });
  const estimate = await estimateTransfer(client, from, call);
  let amount = request.amount;
  if (!token && request.max && nativeBalance !== null) {
    amount = maxNativeAmount(nativeBalance, estimate.maxFee);
    call = transferCall({ recipient, amount });
  }
  if (nativeBalance !== null && (token ? estimate.maxFee : amount + estimate.maxFee) > nativeBalance) {
    throw new SendPlanError(token ? 'feeInsufficient' : 'insufficientWithFee');
  }
  return { from, recipient, amount, token, call, estimate };
}
