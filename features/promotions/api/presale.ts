import useSWR from 'swr';
import { PRESALE_PATHS, type PresaleCommitResult, type PresaleCurrent, type PresaleHistory, type PresalePublic } from '@/features/promotions/contract/presaleApi';
import { api } from '../../../lib/api/client';

/** The pre-sale calls (features/promotions/contract/presaleApi.ts), typed. Failures reject with `ApiError`; screens show them in place. */
const path = (full: string) => full.slice('/api'.length);

/** The current round (or one by number), mine and my balances; refreshed on focus (the round may have been drawn meanwhile). */
export function usePresaleCurrent(id: string | null) {
  const url = id ? `${path(PRESALE_PATHS.current)}?id=${encodeURIComponent(id)}` : path(PRESALE_PATHS.current);
  return useSWR<PresaleCurrent>(['promotions', 'presale', id ?? 'current'], () => api.get<PresaleCurrent>(url), { shouldRetryOnError: false, revalidateOnFocus: true });
}

/** Commits USDT to a round; a retry with the same key answers the first result. */
export const commitPresale = (body: { roundId: string; amount: string; payPassword: string; googleCode?: string; idempotencyKey: string }) =>
  api.post<PresaleCommitResult>(path(PRESALE_PATHS.commit), body);

/** A round's public verification data (no login needed). */
export const loadPresalePublic = (id: string) => api.get<PresalePublic>(path(PRESALE_PATHS.publicRound(id)));

/** My pre-sale history (every round that opened) or, with `prizes`, only the rounds I won in. */
export function usePresaleHistory(prizes: boolean) {
  return useSWR<PresaleHistory>(['promotions', 'presale', prizes ? 'prizes' : 'history'], () => api.get<PresaleHistory>(path(prizes ? PRESALE_PATHS.prizes : PRESALE_PATHS.history)), {
    shouldRetryOnError: false,
  });
}
