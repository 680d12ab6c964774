import { BaseError, HttpRequestError, TimeoutError } from 'viem';

/**
 * Whether a failed call never got an answer from the network's node (refused, unreachable, timed
 * out, or an HTTP error from the endpoint), as opposed to the node answering that the call cannot
 * work (a revert, too little gas money). The first is said as "the node is unreachable, retry";
 * the second as a problem with the transfer itself.
 *
 * @example isNodeUnreachable(await planSend(client, input).catch((e) => e)) // true with the node stopped
 */
export function isNodeUnreachable(error: unknown): boolean {
  if (error instanceof BaseError) return error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !== null;
  // Outside viem: the browser's fetch failure.
  return error instanceof TypeError && /fetch|network/i.test(error.message);
}
