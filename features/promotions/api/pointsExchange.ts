import useSWR from 'swr';
import { PROMOTIONS_PATHS, type PointsExchangeInfo, type PointsExchangeResult } from '@/features/promotions/contract/promotionsApi';
import { api } from '../../../lib/api/client';

/**
 * The points exchanges' calls (features/promotions/contract/promotionsApi.ts), typed. Failures reject
 * with `ApiError`; screens show them in place. Loaded only by the lazy points card and panel.
 */
const path = (key: 'exchangeInfo' | 'exchangePoints' | 'exchangeToken') => PROMOTIONS_PATHS[key].slice('/api'.length);

/** The rates and the user's points, token and second-token balances; refreshed when the page regains focus. */
export function useExchangeInfo() {
  return useSWR<PointsExchangeInfo>(['promotions', 'exchangeInfo'], () => api.get<PointsExchangeInfo>(path('exchangeInfo')), { shouldRetryOnError: false, revalidateOnFocus: true });
}

type Auth = { payPassword: string; googleCode?: string; idempotencyKey: string };

/** Activated points into the platform token (10 for 1, in lots of 10); a retry with the same key answers the first result. */
export const exchangePoints = (body: { points: string } & Auth) => api.post<PointsExchangeResult>(path('exchangePoints'), body);

/** The platform token into the second token, 1 for 1; a retry with the same key answers the first result. */
export const exchangeToken = (body: { amount: string } & Auth) => api.post<PointsExchangeResult>(path('exchangeToken'), body);
