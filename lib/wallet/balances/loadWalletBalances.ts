import { BaseError, HttpRequestError, TimeoutError, type Address } from 'viem';
import type { SupportedNetwork } from '../networks/networks';
import { createRpcClient } from '../rpc/createRpcClient';
import { loadTokenList } from '../tokens/loadTokenList';
import { mergeCustomTokens } from '../tokens/mergeCustomTokens';
import type { TokenInfo } from '../tokens/tokenInfo';
import { fetchBalances } from './fetchBalances';

export type HeldToken = { token: TokenInfo; balance: bigint };

export type WalletBalances = {
  native: bigint;
  /** Tokens with a balance above zero, and every custom token (even at zero), in list order. */
  tokens: HeldToken[];
  /** How many tokens were checked, and in how many JSON-RPC calls (sent together as one HTTP request where the node takes batches). */
  checked: number;
  requests: number;
};

/** RPC URLs whose node refused a JSON-RPC batch in this page's life: asked call by call from then on. */
const REFUSES_BATCHES = new Set<string>();

/**
 * The balances the HD home shows: the native coin and every token of the network's bundled list
 * (loaded lazily) plus the user's custom tokens, fetched in multicall batches. Tokens the wallet
 * does not hold are left out, except custom ones, which the user added on purpose.
 *
 * The `eth_getBalance` and the multicalls (Ethereum's 650 listed tokens are 7 of them) go to the node
 * as one JSON-RPC batch, so a visit costs the node one HTTP request. A node that answers the batch
 * with an error (some public nodes refuse batches or cap their size) is asked again call by call,
 * and remembered; a node that does not answer at all is not asked twice.
 *
 * @example const { native, tokens } = await loadWalletBalances(network, address)
 * @throws {NoRpcUrlError} without an RPC URL; the transport's error when the node fails.
 */
export async function loadWalletBalances(network: SupportedNetwork, owner: Address, custom: readonly TokenInfo[] = []): Promise<WalletBalances> {
  const list = mergeCustomTokens(await loadTokenList(network.chain_id), custom);
  const addresses = list.map((token) => token.address);
  const url = network.rpc_url ?? '';
  let result;
  try {
    result = await fetchBalances(createRpcClient(network, { batch: !REFUSES_BATCHES.has(url) }), owner, addresses);
  } catch (error) {
    if (REFUSES_BATCHES.has(url) || !nodeAnswered(error)) throw error;
    result = await fetchBalances(createRpcClient(network), owner, addresses);
    REFUSES_BATCHES.add(url);
  }
  const byAddress = new Map(result.tokens.map((entry) => [entry.address.toLowerCase(), entry.balance]));
  const tokens = list.flatMap((token) => {
    const balance = byAddress.get(token.address.toLowerCase());
    if (balance === null || balance === undefined) return token.source === 'custom' ? [{ token, balance: 0n }] : [];
    return balance > 0n || token.source === 'custom' ? [{ token, balance }] : [];
  });
  return { native: result.native, tokens, checked: list.length, requests: result.requests };
}

/** Whether the node sent an answer (an error status or body), as opposed to none: refused connection, timeout. */
function nodeAnswered(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false;
  return error.walk((cause) => cause instanceof TimeoutError || (cause instanceof HttpRequestError && cause.status === undefined)) === null;
}
