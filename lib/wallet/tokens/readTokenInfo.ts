import { erc20Abi, type Address, type Chain, type PublicClient, type Transport } from 'viem';
import { readContract } from 'viem/actions';
import type { TokenInfo } from './tokenInfo';

/**
 * An ERC-20 token's symbol, name and decimals read from its contract: for a token a payment code
 * names that is not in the bundled list. Marked `custom`, since no curated list vouches for it.
 *
 * @example await readTokenInfo(client, '0x5FbD…0aa3') // { symbol: 'TST', decimals: 18, source: 'custom', … }
 * @throws when the address is not an ERC-20 contract (the calls revert or return nothing).
 */
export async function readTokenInfo(client: PublicClient<Transport, Chain>, address: Address): Promise<TokenInfo> {
  const [symbol, name, decimals] = await Promise.all([
    readContract(client, { address, abi: erc20Abi, functionName: 'symbol' }),
    readContract(client, { address, abi: erc20Abi, functionName: 'name' }).catch(() => ''),
    readContract(client, { address, abi: erc20Abi, functionName: 'decimals' }),
  ]);
  const cleanSymbol = symbol.trim().slice(0, 16) || '?';
  return { chainId: client.chain.id, address, symbol: cleanSymbol, name: name.trim().slice(0, 64) || cleanSymbol, decimals, source: 'custom' };
}
