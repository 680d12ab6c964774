import { Eip1559FeesNotSupportedError, type Address, type Chain, type PublicClient, type Transport } from 'viem';
import { estimateFeesPerGas, estimateGas, getGasPrice } from 'viem/actions';
import { withGasMargin } from './gasMargin';
import type { TransferCall } from './transferCall';

export type FeeParameters =
  | { type: 'eip1559'; maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }
  | { type: 'legacy'; gasPrice: bigint };

export type TransferEstimate = {
  /** The gas limit to sign: the node's estimate plus 20%. */
  gas: bigint;
  fees: FeeParameters;
  /** The most the network fee can cost: gas × max fee per gas (or gas price). */
  maxFee: bigint;
};

/**
 * Estimates a transfer's gas (with the 20% margin) and fees: EIP-1559 where the chain has a base
 * fee, the legacy gas price where it does not.
 *
 * @example const { gas, fees, maxFee } = await estimateTransfer(client, from, transferCall({ recipient, amount }))
 * @throws the node's error (e.g. insufficient funds, a reverting token transfer).
 */
export async function estimateTransfer(client: PublicClient<Transport, Chain>, from: Address, call: TransferCall): Promise<TransferEstimate> {
  const [estimate, fees] = await Promise.all([estimateGas(client, { account: from, to: call.to, value: call.value, data: call.data }), estimateFees(client)]);
  const gas = withGasMargin(estimate);
  const perGas = fees.type === 'eip1559' ? fees.maxFeePerGas : fees.gasPrice;
  return { gas, fees, maxFee: gas * perGas };
}

/**
 * The network's current fees: EIP-1559 where the chain has a base fee, else the legacy gas price.
 *
 * @example const fees = await estimateFees(client) // { type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas }
 */
export async function estimateFees(client: PublicClient<Transport, Chain>): Promise<FeeParameters> {
  try {
    const { maxFeePerGas, maxPriorityFeePerGas } = await estimateFeesPerGas(client, { type: 'eip1559' });
    return { type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas };
  } catch (error) {
    if (!(error instanceof Eip1559FeesNotSupportedError)) throw error;
    return { type: 'legacy', gasPrice: await getGasPrice(client) };
  }
}
