import { SUPPORTED_CHAIN_CODES, type ChainCode } from './chainCodes';
import type { SupportedNetwork } from './networks';

/**
 * Whether a wallet's chain code is one the wallet supports: "a chain is supported only if its chain
 * code matches the supported-network list" (SPEC §5). Codes are compared exactly, as the list writes
 * them (upper case). Pass a network list to check against it instead of the built-in one.
 *
 * @example isSupportedChain('ETH') // true
 * @example isSupportedChain('BTC') // false
 */
export function isSupportedChain(chainCode: string, networks?: readonly SupportedNetwork[]): chainCode is ChainCode {
  if (networks) return networks.some((network) => network.chain === chainCode);
  return (SUPPORTED_CHAIN_CODES as readonly string[]).includes(chainCode);
}
