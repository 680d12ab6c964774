import type { Address } from 'viem';
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
  /** How many tokens were checked, and in how many JSON-RPC requests. */
  checked: number;
  requests: number;
};

/**
 * The balances the HD home shows: the native coin and every token of the network's bundled list
 * (loaded lazily) plus the user's custom tokens, fetched in multicall batches. Tokens the wallet
 * does not hold are left out, except custom ones, which the user added on purpose.
 *
 * @example const { native, tokens } = await loadWalletBalances(network, address)
 * @throws {NoRpcUrlError} without an RPC URL; the transport's error when the node fails.
 */
export async function loadWalletBalances(network: SupportedNetwork, owner: Address, custom: readonly TokenInfo[] = []): Promise<WalletBalances> {
  const client = createRpcClient(network);
  const list = mergeCustomTokens(await loadTokenList(network.chain_id), custom);
  const result = await fetchBalances(client, owner, list.map((token) => token.address));
  const byAddress = new Map(result.tokens.map((entry) => [entry.address.toLowerCase(), entry.balance]));
  const tokens = list.flatMap((token) => {
    const balance = byAddress.get(token.address.toLowerCase());
    if (balance === null || balance === undefined) return token.source === 'custom' ? [{ token, balance: 0n }] : [];
    return balance > 0n || token.source === 'custom' ? [{ token, balance }] : [];
  });
  return { native: result.native, tokens, checked: list.length, requests: result.requests };
}
