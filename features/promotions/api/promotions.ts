import useSWR from 'swr';
import { type DiscountBuyResult, type DiscountInfo, PROMOTIONS_PATHS, type TokenBuyInfo, type TokenBuyResult } from '@/features/promotions/contract/promotionsApi';
import { api } from '../../../lib/api/client';

/**
 * The promotions calls (features/promotions/contract/promotionsApi.ts), typed. Failures reject with
 * `ApiError`; screens show them in place. Loaded only by the lazy promotions screens.
 */
const path = (key: 'buyInfo' | 'buy' | 'discountInfo' | 'discountBuy') => PROMOTIONS_PATHS[key].slice('/api'.length);

/** The token, its price, the fee and the user's balances; refreshed when the page regains focus (the price may move). */
export function useBuyInfo() {
  return useSWR<TokenBuyInfo>(['promotions', 'buyInfo'], () => api.get<TokenBuyInfo>(path('buyInfo')), { shouldRetryOnError: false, revalidateOnFocus: true });
}

/** Buys the token at the price shown; a retry with the same key answers the first result. */
export const buyToken = (body: { amount: string; price: string; payPassword: string; googleCode?: string; idempotencyKey: string }) =>
  api.post<TokenBuyResult>(path('buy'), body);

/** The discounted sale: its price, the cap and what is left of it, the KYC level; refreshed on focus (the price may move). */
export function useDiscountInfo() {
  return useSWR<DiscountInfo>(['promotions', 'discountInfo'], () => api.get<DiscountInfo>(path('discountInfo')), { shouldRetryOnError: false, revalidateOnFocus: true });
}

/** Buys the token at the discounted price shown; a retry with the same key answers the first result. */
export const discountBuy = (body: { amount: string; price: string; payPassword: string; googleCode?: string; idempotencyKey: string }) =>
  api.post<DiscountBuyResult>(path('discountBuy'), body);
