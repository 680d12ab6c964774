import type { WithdrawalList } from '../../../features/custody/contract/custodyApi';
import type { Queryable } from '../../db/db';
import { WITHDRAWAL_SELECT, type WithdrawalRow, toWithdrawal } from './withdrawalRow';

/**
 * The user's latest withdrawals (50, newest first), optionally of one coin.
 *
 * @example await listWithdrawals(db, userId, 'ETH')
 */
export async function listWithdrawals(q: Queryable, userId: bigint, coin: string | undefined): Promise<WithdrawalList> {
  const rows = await q.query<WithdrawalRow>(`${WITHDRAWAL_SELECT} WHERE w.user_id = $1 AND ($2::text IS NULL OR w.coin = $2) ORDER BY w.id DESC LIMIT 50`, [
    userId,
    coin ?? null,
  ]);
  return { withdrawals: rows.map(toWithdrawal) };
}
