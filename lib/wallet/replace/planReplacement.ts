import type { Address, Chain, Hash, PublicClient, Transport } from 'viem';
import { getTransaction, getTransactionReceipt } from 'viem/actions';
import { estimateFees, type FeeParameters, type TransferEstimate } from '../send/estimateTransfer';
import type { TransferCall } from '../send/transferCall';
import { replacementFees } from './replacementFees';

/** Speed up: the same transaction with higher fees; cancel: a 0-value transfer to oneself in its place. */
export type ReplacementKind = 'speedUp' | 'cancel';

/** `mined`: the original is in a block already; `gone`: the node no longer has it (dropped); `notSender`: it is not this wallet's. */
export type ReplacementProblem = 'mined' | 'gone' | 'notSender';

/** The original transaction cannot be replaced. */
export class ReplacementError extends Error {
  override name = 'ReplacementError';
  constructor(readonly reason: ReplacementProblem) {
    super(`The transaction cannot be replaced: ${reason}`);
  }
}

/** A replacement ready to confirm and sign: what `sendPlanned` takes, with the original's nonce. */
export type ReplacementPlan = {
  kind: ReplacementKind;
  original: Hash;
  from: Address;
  nonce: number;
  call: TransferCall;
  estimate: TransferEstimate;
  /** The original's fees, to show beside the new ones. */
  originalFees: FeeParameters;
};

/** The gas of a plain transfer of ether: what a cancellation costs. */
const CANCEL_GAS = 21_000n;

/**
 * Plans the replacement of the pending transaction `original` sent by `from`: the node's copy of it
 * gives the nonce, recipient, value, data and gas; the fees are bumped past the node's replacement
 * rule (see `replacementFees`), or raised to the network's current fees where those are higher.
 *
 * @example const plan = await planReplacement(client, hash, wallet.address, 'cancel')
 * @throws {ReplacementError} when it is mined, gone from the node's pool, or another sender's.
 */
export async function planReplacement(client: PublicClient<Transport, Chain>, original: Hash, from: Address, kind: ReplacementKind): Promise<ReplacementPlan> {
  const [tx, receipt] = await Promise.all([getTransaction(client, { hash: original }).catch(() => null), getTransactionReceipt(client, { hash: original }).catch(() => null)]);
  if (receipt || (tx && tx.blockNumber !== null)) throw new ReplacementError('mined');
  if (!tx) throw new ReplacementError('gone');
  if (tx.from.toLowerCase() !== from.toLowerCase()) throw new ReplacementError('notSender');
  const originalFees: FeeParameters =
    tx.maxFeePerGas !== undefined && tx.maxPriorityFeePerGas !== undefined
      ? { type: 'eip1559', maxFeePerGas: tx.maxFeePerGas, maxPriorityFeePerGas: tx.maxPriorityFeePerGas }
      : { type: 'legacy', gasPrice: tx.gasPrice ?? 0n };
  const network = await estimateFees(client).catch(() => null);
  const fees = replacementFees(originalFees, network);
  const call: TransferCall = kind === 'cancel' ? { to: from, value: 0n } : { to: tx.to ?? from, value: tx.value, ...(tx.input && tx.input !== '0x' ? { data: tx.input } : {}) };
  const gas = kind === 'cancel' ? CANCEL_GAS : tx.gas;
  const perGas = fees.type === 'eip1559' ? fees.maxFeePerGas : fees.gasPrice;
  return { kind, original, from, nonce: tx.nonce, call, estimate: { gas, fees, maxFee: gas * perGas }, originalFees };
}
