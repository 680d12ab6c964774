import { SUPPORTED_NETWORKS, type SupportedNetwork } from '../../../lib/wallet/networks/networks';
import type { Config, NetworkEndpoints } from '../../config';

const cache = new WeakMap<Config, NetworkEndpoints[]>();

/**
 * The network endpoints this deployment advertises in the initial info, and the only RPC and
 * explorer origins the page CSP lets the app connect to (one list, so the two always agree):
 * - a configured `RPC_URL_<chainId>` / `EXPLORER_API_URL_<chainId>` always wins;
 * - otherwise a live network gets its built-in public RPC (viem's `rpcUrls.default.http[0]`, or
 *   the chain registry's for networks viem lacks), unless `PUBLIC_RPC_FALLBACK=false`;
 * - a retired testnet (Ropsten, Rinkeby, Goerli, Kovan, Sokol) gets nothing unless configured,
 *   and the app shows it as retired and unusable.
 * Chains configured outside the supported list are kept (the app ignores them). Entries with no URL
 * at all are left out. Sorted by chain id. Computed once per config.
 *
 * @example advertisedNetworks(parseConfig({ RPC_URL_1: 'http://127.0.0.1:8545' }, cwd))
 * // [{ chainId: 1, rpcUrl: 'http://127.0.0.1:8545', explorerApiUrl: null }, { chainId: 10, rpcUrl: 'https://mainnet.optimism.io', … }, …]
 */
export function advertisedNetworks(config: Config, networks: readonly SupportedNetwork[] = SUPPORTED_NETWORKS): NetworkEndpoints[] {
  const cached = networks === SUPPORTED_NETWORKS ? cache.get(config) : undefined;
  if (cached) return cached;
  const configured = new Map(config.networks.map((entry) => [entry.chainId, entry]));
  const byChain = new Map<number, NetworkEndpoints>();
  for (const network of networks) {
    const own = configured.get(network.chain_id);
    const fallback = config.publicRpcFallback && !network.retired ? network.rpc_url : null;
    const entry = { chainId: network.chain_id, rpcUrl: own?.rpcUrl ?? fallback, explorerApiUrl: own?.explorerApiUrl ?? null };
    if (entry.rpcUrl !== null || entry.explorerApiUrl !== null) byChain.set(entry.chainId, entry);
  }
  for (const entry of config.networks) if (!byChain.has(entry.chainId)) byChain.set(entry.chainId, { ...entry });
  const result = [...byChain.values()].sort((a, b) => a.chainId - b.chainId);
  if (networks === SUPPORTED_NETWORKS) cache.set(config, result);
  return result;
}
