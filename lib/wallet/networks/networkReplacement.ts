import { findNetwork } from './findNetwork';
import { SUPPORTED_NETWORKS, type SupportedNetwork } from './networks';

/**
 * The live network to offer a wallet left on a retired testnet (Sepolia for Goerli, Ropsten,
 * Rinkeby and Kovan), or undefined: for a live network, or a retired one with no successor here
 * (Sokol), where the user picks another network.
 *
 * @example networkReplacement(findNetwork(5)!)?.name // 'Sepolia'
 */
export function networkReplacement(network: SupportedNetwork, networks: readonly SupportedNetwork[] = SUPPORTED_NETWORKS): SupportedNetwork | undefined {
  if (!network.retired || network.replacedBy === undefined) return undefined;
  const next = findNetwork(network.replacedBy, networks);
  return next && !next.retired ? next : undefined;
}
