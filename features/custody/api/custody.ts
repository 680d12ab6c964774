import useSWR from 'swr';
import { CUSTODY_PATHS, type CustodyInfo, type DepositAddress, type DepositList, type WithdrawalList, type WithdrawRequest, type WithdrawResult } from '@/features/custody/contract/custodyApi';
import { api } from '../../../lib/api/client';

/**
 * Custody's client calls (features/custody/contract/custodyApi.ts) and their SWR hooks. Loaded
 * lazily with the screens that use it.
 */
const path = (key: keyof typeof CUSTODY_PATHS) => CUSTODY_PATHS[key].slice('/api'.length);

/** A coin's networks, minimum, confirmations, fee and the user's limits; `configured: false` when the server has no on-chain transfers. */
export function useCustodyInfo(coin: string) {
  return useSWR<CustodyInfo>(['custody', 'info', coin], () => api.get<CustodyInfo>(path('info'), { coin }), { shouldRetryOnError: false });
}

/** The user's deposit address on a network (assigned by the server on first ask, the same afterwards). */
export function useDepositAddress(coin: string, chainId: number | null) {
  return useSWR<DepositAddress>(chainId === null ? null : ['custody', 'address', coin, chainId], () => api.post<DepositAddress>(path('depositAddress'), { coin, chainId }), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
}

/**
 * The user's deposits of a coin, refreshed every 5 s while the deposit screen is open: the user is
 * there waiting for one to appear and its confirmations to climb.
 */
export function useDeposits(coin: string) {
  return useSWR<DepositList>(['custody', 'deposits', coin], () => api.get<DepositList>(path('deposits'), { coin }), {
    shouldRetryOnError: false,
    refreshInterval: 5_000,
  });
}

/** The user's withdrawals of a coin (their addresses also feed the look-alike warning). */
export function useWithdrawals(coin: string) {
  return useSWR<WithdrawalList>(['custody', 'withdrawals', coin], () => api.get<WithdrawalList>(path('withdrawals'), { coin }), {
    shouldRetryOnError: false,
    refreshInterval: (data) => (data?.withdrawals.some((w) => !['confirmed', 'rejected', 'failed'].includes(w.state)) ? 5_000 : 0),
  });
}

/** Requests a withdrawal (idempotent by `idempotencyKey`). */
export const requestWithdrawal = (body: WithdrawRequest & { idempotencyKey: string }) => api.post<WithdrawResult>(path('withdraw'), body);
