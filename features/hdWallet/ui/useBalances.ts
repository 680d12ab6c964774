'use client';

import { getDefaultStore, useAtomValue } from 'jotai';
import useSWR from 'swr';
import type { Address } from 'viem';
import { customTokensAtom } from '@/features/hdWallet/state/customTokens';
import type { SupportedNetwork } from '@/lib/wallet/networks/networks';
import type { WalletBalances } from '@/lib/wallet/balances/loadWalletBalances';
import type { TokenInfo } from '@/lib/wallet/tokens/tokenInfo';

const NO_TOKENS: TokenInfo[] = [];

/**
 * How long a wallet's balances on a network are reused without asking the node again: coming back
 * to the HD tab, or opening send, within this time shows what was read. Pull to refresh, the refresh
 * button and a send (which `mutate`s the key) ask again at once.
 */
export const BALANCES_CACHE_MS = 30_000;

/**
 * The SWR key of a wallet's balances on a network: the send and home screens share the cache. It
 * names the chain's custom tokens (read from the app's store when not given), so adding or removing
 * one fetches again, and a caller that only knows network and address still gets the current key.
 */
export function balancesKey(
  network: SupportedNetwork | undefined,
  address: Address | undefined,
  custom: readonly TokenInfo[] = (network && getDefaultStore().get(customTokensAtom)[network.chain_id]) || NO_TOKENS,
) {
  return network?.rpc_url && address
    ? (['hd-balances', network.chain_id, network.rpc_url, address, custom.map((token) => token.address).join(',')] as const)
    : null;
}

/** The custom tokens of one chain (added in /hDsearch). */
export function useCustomTokens(chainId: number | undefined): TokenInfo[] {
  const all = useAtomValue(customTokensAtom);
  return (chainId !== undefined && all[chainId]) || NO_TOKENS;
}

/**
 * The wallet's native and token balances, custom tokens included in the same multicall batches
 * (lazily loaded: viem and the token list arrive with the first call), cached per network and
 * address for `BALANCES_CACHE_MS`: SWR's deduping window, counted from the end of the last read,
 * covers a screen mounted again. Null key — no RPC URL or no wallet — fetches nothing.
 */
export function useBalances(network: SupportedNetwork | undefined, address: Address | undefined) {
  const custom = useCustomTokens(network?.chain_id);
  return useSWR<WalletBalances>(
    balancesKey(network, address, custom),
    async () => {
      const { loadWalletBalances } = await import('@/lib/wallet/balances/loadWalletBalances');
      return loadWalletBalances(network as SupportedNetwork, address as Address, custom);
    },
    { revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: BALANCES_CACHE_MS },
  );
}
