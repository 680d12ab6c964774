'use client';

import { useApi } from '@/lib/api/useApi';
import type { CoinList } from '@/features/cloudWallet/contract/walletApi';

/** The server's coin list with USD prices (`GET /api/wallet/coinList`, no login), refreshed each minute at most. */
export function useCoinPrices() {
  return useApi<CoinList>('/wallet/coinList', { dedupingInterval: 60_000 });
}
