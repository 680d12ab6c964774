import type { NetworkConfig } from '@/lib/contract/initInfo';
import type { SupportedNetwork } from './networks';

/**
 * Overlays the deployment's network configuration (from the initial-info call, `NetworkConfig`) on
 * the built-in list: a configured `rpcUrl` or `explorerApiUrl` replaces the default, a null one keeps
 * it. Configuration for a chain id outside the list is ignored — configuration cannot add a
 * network. With two entries for one chain id the last wins. Returns new objects; the input is untouched.
 *
 * @example withRuntimeConfig(SUPPORTED_NETWORKS, [{ chainId: 1, rpcUrl: 'http://127.0.0.1:8545', explorerApiUrl: null }])
 * // Ethereum's rpc_url is now http://127.0.0.1:8545; every other network keeps its default
 */
export function withRuntimeConfig(networks: readonly SupportedNetwork[], configs: readonly NetworkConfig[]): SupportedNetwork[] {
  const byChainId = new Map(configs.map((config) => [config.chainId, config]));
  return networks.map((network) => {
    const config = byChainId.get(network.chain_id);
    if (!config) return { ...network };
    return {
      ...network,
      rpc_url: config.rpcUrl ?? network.rpc_url,
      explorer_api_url: config.explorerApiUrl ?? network.explorer_api_url,
    };
  });
}
