'use client';

import useSWR from 'swr';

/** A chain's bundled token list, loaded lazily (its JSON arrives as a separate chunk). */
export function useTokenList(chainId: number | undefined) {
  return useSWR(
    chainId === undefined ? null : (['hd-token-list', chainId] as const),
    async ([, id]) => {
      const { loadTokenList } = await import('@/lib/wallet/tokens/loadTokenList');
      return loadTokenList(id);
    },
    { revalidateOnFocus: false, shouldRetryOnError: false, revalidateIfStale: false },
  );
}
