import { defineChain, type Chain } from 'viem';
import type { SupportedNetwork } from './networks';

/**
 * The viem `Chain` for a network, with its RPC URL as the only default endpoint, for
 * `createPublicClient({ chain, transport: http() })`. Keeps viem's own definition (fee rules,
 * OP-stack formatters, Multicall3 address) where viem has the chain. A network without an RPC URL
 * gets an empty list, and the transport will refuse to send.
 *
 * @example const client = createPublicClient({ chain: toViemChain(findNetwork(1)!), transport: http() })
 */
export function toViemChain(network: SupportedNetwork): Chain {
  const http = network.rpc_url ? [network.rpc_url] : [];
  const { symbol, name, decimals } = network.native_currency;
  const base = network.viemChain;
  if (base) return { ...base, rpcUrls: { ...base.rpcUrls, default: { http } } };
  return defineChain({
    id: network.chain_id,
    name: network.name,
    nativeCurrency: { symbol, name, decimals },
    rpcUrls: { default: { http } },
    testnet: network.testnet,
  });
}
