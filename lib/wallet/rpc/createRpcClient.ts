import { createPublicClient, http, type Chain, type PublicClient, type Transport } from 'viem';
import type { SupportedNetwork } from '../networks/networks';
import { toViemChain } from '../networks/toViemChain';

/** The network has no JSON-RPC endpoint: none built in and none configured for this deployment. */
export class NoRpcUrlError extends Error {
  override name = 'NoRpcUrlError';
  constructor(readonly chainId: number) {
    super(`No RPC URL for chain ${chainId}`);
  }
}

/** Per SPEC §9, requests give up after 15 s. */
const RPC_TIMEOUT_MS = 15_000;

/**
 * A viem public client that talks to the network's `rpc_url` only (SPEC §7: signed transactions go
 * by JSON-RPC to the selected chain's rpc_url). No multicall re-batching: `fetchBalances` plans its
 * own batches.
 *
 * `batch: true` sends the calls made in the same tick as one JSON-RPC batch (one HTTP request): a
 * screen that reads several things at once costs the node, often a public one with a rate limit,
 * one request. Not every node accepts batches; a caller that asks for one handles the refusal
 * (see `loadWalletBalances`).
 *
 * @example const client = createRpcClient(network); await getBalance(client, { address })
 * @throws {NoRpcUrlError} when the network has no RPC URL.
 */
export function createRpcClient(network: SupportedNetwork, options: { batch?: boolean } = {}): PublicClient<Transport, Chain> {
  if (!network.rpc_url) throw new NoRpcUrlError(network.chain_id);
  return createPublicClient({
    chain: toViemChain(network),
    transport: http(network.rpc_url, { timeout: RPC_TIMEOUT_MS, retryCount: 1, batch: options.batch ?? false }),
  });
}
