'use client';

import useSWR from 'swr';
import type { Address } from 'viem';
import type { SupportedNetwork } from '@/lib/wallet/networks/networks';
import type { WalletBalances } from '@/lib/wallet/balances/loadWalletBalances';

/** The SWR key of a wallet's balances on a network: the send and home screens share the cache. */
export function balancesKey(network: SupportedNetwork | undefined, address: Address | undefined) {
  return network?.rpc_url && address ? (['hd-balances', network.chain_id, network.rpc_url, address] as const) : null;
}

/**
 * The wallet's native and token balances (lazily loaded: viem and the token list arrive with the
 * first call). Null key — no RPC URL or no wallet — fetches nothing.
 */
export function useBalances(network: SupportedNetwork | undefined, address: Address | undefined) {
  return useSWR<WalletBalances>(
    balancesKey(network, address),
    async () => {
      const { loadWalletBalances } = await import('@/lib/wallet/balances/loadWalletBalances');
      return loadWalletBalances(network as SupportedNetwork, address as Address);
    },
    { revalidateOnFocus: false, shouldRetryOnError: false, dedupingInterval: 5_000 },
  );
}
