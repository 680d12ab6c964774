import { type ApprovalScreen, isRequestMethod, methodEntry, type PayloadOf, type RequestMethodName } from './requestMethods';
import { type RejectionMessage, REJECTIONS, RequestRejection } from './rejections';
import type { RequestContext, WalletConnectRequest } from './walletConnectRequest';

/** A request that passed every check, with what its approval screen shows. */
export type ValidRequest = {
  [M in RequestMethodName]: { id: number; method: M; screen: ApprovalScreen; payload: PayloadOf<M> };
}[RequestMethodName];

export type RequestValidation =
  | { ok: true; request: ValidRequest }
  | { ok: false; id: number; message: RejectionMessage; detail: string };

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * Checks a dapp's request before anything is shown (SPEC §5, §8), in this order:
 * 1. an unsupported method → 'JSON RPC method not supported';
 * 2. params that are not a list → 'Failed or Rejected Request';
 * 3. the from/account address (where the method keeps it) not equal to the active address,
 *    compared case-insensitively, or missing, or no active account → 'Address requested does not
 *    match active account';
 * 4. malformed params → 'Failed or Rejected Request'; a transaction chainId or typed-data domain
 *    chainId other than the session's → 'Chain requested does not match active chain'.
 * A refusal carries `detail` (English, for logs) beside the text the dapp receives.
 *
 * @example
 * const checked = validateRequest(payload, { activeAddress: wallet.address, chainId: session.chainId });
 * if (!checked.ok) connector.rejectRequest({ id: checked.id, error: { message: checked.message } });
 */
export function validateRequest(request: WalletConnectRequest, context: RequestContext): RequestValidation {
  const refuse = (message: RejectionMessage, detail: string): RequestValidation => ({ ok: false, id: request.id, message, detail });
  const { method, params } = request;
  if (!isRequestMethod(method)) return refuse(REJECTIONS.methodNotSupported, `method ${String(method)} is not supported`);
  if (!Array.isArray(params)) return refuse(REJECTIONS.failedOrRejected, 'params is not a list');

  const entry = methodEntry(method);
  const requested = entry.requestedAddress(params);
  if (!context.activeAddress) return refuse(REJECTIONS.addressMismatch, 'no active account');
  if (typeof requested !== 'string' || !ADDRESS.test(requested)) return refuse(REJECTIONS.addressMismatch, 'the request names no address');
  if (requested.toLowerCase() !== context.activeAddress.toLowerCase()) return refuse(REJECTIONS.addressMismatch, `the request is for ${requested}`);

  try {
    const payload = entry.parse(params, { chainId: context.chainId });
    return { ok: true, request: { id: request.id, method, screen: entry.screen, payload } as ValidRequest };
  } catch (error) {
    if (error instanceof RequestRejection) return refuse(error.rejection, error.detail);
    return refuse(REJECTIONS.failedOrRejected, `params could not be read: ${String(error)}`);
  }
}
