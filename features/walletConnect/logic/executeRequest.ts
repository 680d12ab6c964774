import type { Chain, Hex, LocalAccount, Transport, WalletClient } from 'viem';
import { methodEntry } from './requestMethods';
import { NO_ACTIVE_ACCOUNT, type RejectionMessage, REJECTIONS } from './rejections';
import { validateRequest } from './validateRequest';
import type { WalletConnectRequest } from './walletConnectRequest';

/**
 * The answer to send the dapp, shaped for `connector.approveRequest` (result) or
 * `connector.rejectRequest` (error; the client rewrites the code to -32000, the message stays).
 */
export type RequestOutcome = { id: number; result: Hex } | { id: number; error: { message: RejectionMessage } };

export type ExecuteOptions = {
  /** The session's chain; a client on another chain is refused. */
  chainId: number;
  /** Where failures are logged with their detail (never key material); console.warn by default. */
  log?: (message: string, detail?: unknown) => void;
};

/**
 * Carries out a request the user approved, as the active account (SPEC §4, §8):
 * personal_sign (hex messages signed as bytes), eth_sign (the raw 32-byte digest, no prefix),
 * eth_signTypedData(_v4) (EIP-712, EIP712Domain derived from the domain), eth_signTransaction
 * (the signed serialized transaction) and eth_sendTransaction (the transaction hash; both fill
 * nonce, gas and fees from `client`'s chain where the dapp left them out).
 *
 * The request is validated again here, against `account`, so an approval does not survive an
 * account or chain switch between showing and signing. Outcomes:
 * - no account: logs 'No Active Account' and returns undefined (nothing is sent);
 * - a refusal from validation: its text ('Address requested does not match active account', …);
 * - an empty result: 'JSON RPC method not supported'; a thrown failure: 'Failed or Rejected Request'.
 *
 * @example
 * const outcome = await executeRequest(payload, account, walletClient, { chainId: session.chainId });
 * if (outcome) 'result' in outcome ? connector.approveRequest(outcome) : connector.rejectRequest(outcome);
 */
export async function executeRequest(
  request: WalletConnectRequest,
  account: LocalAccount | null | undefined,
  client: WalletClient<Transport, Chain> | undefined,
  options: ExecuteOptions,
): Promise<RequestOutcome | undefined> {
  const log = options.log ?? ((message: string, detail?: unknown) => console.warn(message, detail));
  if (!account) {
    log(NO_ACTIVE_ACCOUNT, { method: request.method, id: request.id });
    return undefined;
  }
  const refuse = (message: RejectionMessage, detail: unknown): RequestOutcome => {
    log(`wallet connection request ${request.method} refused: ${message}`, detail);
    return { id: request.id, error: { message } };
  };

  const checked = validateRequest(request, { activeAddress: account.address, chainId: options.chainId });
  if (!checked.ok) return refuse(checked.message, checked.detail);
  const { method, payload } = checked.request;
  if (client?.chain && client.chain.id !== options.chainId) {
    return refuse(REJECTIONS.failedOrRejected, `the wallet client is on chain ${client.chain.id}, the session on ${options.chainId}`);
  }

  let result: Hex | undefined;
  try {
    result = await methodEntry(method).execute(payload, { account, client });
  } catch (error) {
    return refuse(REJECTIONS.failedOrRejected, error);
  }
  if (!result) return refuse(REJECTIONS.methodNotSupported, 'empty result');
  return { id: request.id, result };
}
