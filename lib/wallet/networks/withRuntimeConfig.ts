import type { NetworkConfig } from '@/lib/contract/initInfo';
import type { SupportedNetwork } from './networks';

/**
 * Lays the deployment's network configuration (from the initial-info call, `NetworkConfig`) over the
 * built-in list. The configuration is the only source of URLs: the server advertises, for each live
 * network, either the operator's `RPC_URL_<id>` or the network's public RPC (unless
 * `PUBLIC_RPC_FALLBACK=false`), and the page's CSP allows exactly those origins — so a built-in
 * default the server did not advertise would be blocked anyway. A network without an entry, or
 * with a null `rpcUrl`, has no RPC (`rpc_url: null`): the app shows it as unusable, or as retired
 * for the shut-down testnets. Configuration for a chain id outside the list is ignored (it cannot
 * add a network). With two entries for one chain id the last wins. Returns new objects.
 *
 * @example withRuntimeConfig(SUPPORTED_NETWORKS, [{ chainId: 1, rpcUrl: 'http://127.0.0.1:8545', explorerApiUrl: null }])
 * // Ethereum's rpc_url is http://127.0.0.1:8545; every other network has rpc_url null
 */
export function withRuntimeConfig(networks: readonly SupportedNetwork[], configs: readonly NetworkConfig[]): SupportedNetwork[] {
  const byChainId = new Map(configs.map((config) => [config.chainId, config]));
  return networks.map((network) => {
    const config = byChainId.get(network.chain_id);
    return { ...network, rpc_url: config?.rpcUrl ?? null, explorer_api_url: config?.explorerApiUrl ?? null };
  });
}
