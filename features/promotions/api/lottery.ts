import useSWR from 'swr';
import { LOTTERY_PATHS, type LotteryDrawResult, type LotteryDrawsPage, type LotteryInfo, type LotteryMine } from '@/features/promotions/contract/lotteryApi';
import { api } from '../../../lib/api/client';

/** The lottery's calls (features/promotions/contract/lotteryApi.ts), typed; loaded only by the lazy /lottery screen. */
const path = (key: 'info' | 'mine' | 'draws' | 'draw') => LOTTERY_PATHS[key].slice('/api'.length);

/** The rules and the prize table, for everyone (logged in or not); refreshed on focus (the stock moves). */
export function useLotteryInfo() {
  return useSWR<LotteryInfo>(['promotions', 'lottery'], () => api.get<LotteryInfo>(path('info')), { shouldRetryOnError: false, revalidateOnFocus: true });
}

/** The signed-in user's points, draws left and newest draws; `null` key (not fetched) while logged out. */
export function useLotteryMine(loggedIn: boolean) {
  return useSWR<LotteryMine>(loggedIn ? ['promotions', 'lottery', 'mine'] : null, () => api.get<LotteryMine>(path('mine')), { shouldRetryOnError: false, revalidateOnFocus: true });
}

/** Older draws, a page at a time, from the previous page's nextBefore. */
export const lotteryDrawsBefore = (before: string) => api.get<LotteryDrawsPage>(path('draws'), { before });

/** One draw; a retry with the same key answers the first draw. */
export const drawLottery = (idempotencyKey: string) => api.post<LotteryDrawResult>(path('draw'), { idempotencyKey });
