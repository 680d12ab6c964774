import useSWR from 'swr';
import { FLASH_SWAP_PATHS, type SwapAcceptResult, type SwapInfo, type SwapQuote } from '@/features/flashSwap/contract/flashSwapApi';
import type { SwapSide } from '@/features/flashSwap/contract/flashSwapRules';
import { api } from '../../../lib/api/client';

/**
 * The flash swap's calls (features/flashSwap/contract/flashSwapApi.ts), typed. Failures reject with
 * `ApiError`; screens show them in place. Loaded only by the lazy swap screens.
 */
const path = (key: keyof typeof FLASH_SWAP_PATHS) => FLASH_SWAP_PATHS[key].slice('/api'.length);

/** Swappable coins, the quote time, whether swaps are paused, today's limit left. */
export function useSwapInfo() {
  return useSWR<SwapInfo>(['swap', 'info'], () => api.get<SwapInfo>(path('info')), { revalidateOnFocus: true, shouldRetryOnError: false });
}

/** A quote for the typed side's amount; it holds its rate until `expiresAt`. */
export const requestQuote = (body: { from: string; to: string; side: SwapSide; amount: string }) => api.post<SwapQuote>(path('quote'), body);

/** Executes a quote once; a retry with the same key answers the first result. */
export const acceptQuote = (body: { quoteId: string; payPassword: string; googleCode?: string; idempotencyKey: string }) =>
  api.post<SwapAcceptResult>(path('accept'), body);
