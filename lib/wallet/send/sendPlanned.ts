import type { Chain, Hash, PublicClient, Transport } from 'viem';
import { withSigner } from '../keyring/keyring';
import type { SendPlan } from './planSend';
import { sendTransfer } from './sendTransfer';

/** The unlocked wallet's address is not the plan's sender: nothing was signed. */
export class SenderMismatchError extends Error {
  override name = 'SenderMismatchError';
  constructor() {
    super('The unlocked wallet is not the sender of this plan');
  }
}

/**
 * Signs a planned transfer with the unlocked wallet `walletId` through the keyring and submits it to
 * the client's node. `onSigned` gets the hash before it is sent (record the send as waiting then);
 * the promise resolves with it once the node accepted it (pending). `nonce`: the replaced
 * transaction's, for a speed up or cancel (see `planReplacement`).
 *
 * @example const hash = await sendPlanned(client, wallet.id, plan, { onSigned: (hash) => recordWaiting(hash) })
 * @throws {WalletLockedError} when the wallet is locked (ask for its password, then call again).
 * @throws {SenderMismatchError} when the unlocked key is not the plan's sender.
 * @throws the node's error when it refuses the transaction (nonce, funds, fee too low).
 */
export async function sendPlanned(
  client: PublicClient<Transport, Chain>,
  walletId: string,
  plan: Pick<SendPlan, 'from' | 'call' | 'estimate'>,
  options: { onSigned?: (hash: Hash) => void; nonce?: number } = {},
): Promise<Hash> {
  return withSigner(walletId, (signer) => {
    if (signer.address.toLowerCase() !== plan.from.toLowerCase()) throw new SenderMismatchError();
    return sendTransfer(client, signer, plan.call, plan.estimate, options);
  });
}
