import { SUPPORTED_NETWORKS, type SupportedNetwork } from './networks';

/**
 * The supported network with this chain id, or undefined: a chain id outside the list is not
 * supported, whatever a dapp or a payment link asks for.
 *
 * @example findNetwork(56)?.native_currency.symbol // 'BNB'
 */
export function findNetwork(chainId: number, networks: readonly SupportedNetwork[] = SUPPORTED_NETWORKS): SupportedNetwork | undefined {
  return networks.find((network) => network.chain_id === chainId);
}
