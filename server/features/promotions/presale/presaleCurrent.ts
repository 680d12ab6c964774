import type { PresaleCurrent } from '../../../../features/promotions/contract/presaleApi';
import { PAY_COIN, PAY_DECIMALS } from '../../../../features/promotions/contract/promotionsRules';
import type { Queryable } from '../../../db/db';
import { formatBaseUnits } from '../../../ledger/baseUnits';
import { userBalances } from '../../../ledger/userBalances';
import { promotionsErrors } from '../promotionsErrors';
import { presaleRounds, presaleRoundView } from './presaleRoundRow';
import { presaleStateOf } from './presaleStateOf';

/**
 * The pre-sale screen's data: the current round (presaleRounds.current) or one by number, what I
 * committed and may still commit, my state and, after the draw, my result; my USDT and token
 * balances; the server's time for the countdown.
 *
 * @example await presaleCurrent(db, now, userId, undefined, 'AU')
 */
export async function presaleCurrent(q: Queryable, now: Date, userId: bigint, id: string | undefined, platformToken: string): Promise<PresaleCurrent> {
  const row = id === undefined ? await presaleRounds.current(q, now) : await presaleRounds.byId(q, BigInt(id));
  if (!row && id !== undefined) throw promotionsErrors.presaleUnknown(id);
  const token = row?.token ?? platformToken;
  const balances = await userBalances(q, userId);
  const pay = balances.get(PAY_COIN) ?? 0n;
  const held = balances.get(token) ?? 0n;
  const [tokenRow] = await q.query<{ decimals: number }>('SELECT decimals::int AS decimals FROM coins WHERE symbol = $1', [token]);
  const result = { balances: { pay: formatBaseUnits(pay, PAY_DECIMALS), token: formatBaseUnits(held, Number(tokenRow?.decimals ?? 8)) }, now: now.toISOString() };
  if (!row) return { round: null, mine: null, ...result };
  const [sub] = await q.query<{ anon_id: string; committed: string; won_lots: number | null; tokens: string | null; cost: string | null; refund: string | null }>(
    `SELECT s.anon_id, s.committed::text AS committed, r.won_lots, r.tokens::text AS tokens, r.cost::text AS cost, r.refund::text AS refund
       FROM presale_subscribers s LEFT JOIN presale_results r ON r.round_id = s.round_id AND r.user_id = s.user_id
      WHERE s.round_id = $1 AND s.user_id = $2`,
    [row.id, userId],
  );
  const committed = BigInt(sub?.committed ?? '0');
  const drawn = row.drawnAt !== null && sub?.won_lots !== undefined && sub?.won_lots !== null;
  return {
    round: presaleRoundView(row, now),
    mine: {
      anonId: sub?.anon_id ?? null,
      committed: formatBaseUnits(committed, PAY_DECIMALS),
      left: formatBaseUnits(row.cap > committed ? row.cap - committed : 0n, PAY_DECIMALS),
      state: presaleStateOf(committed, drawn ? Number(sub.won_lots) : null),
      wonLots: drawn ? Number(sub.won_lots) : null,
      tokens: drawn ? formatBaseUnits(BigInt(sub.tokens ?? '0'), row.decimals) : null,
      cost: drawn ? formatBaseUnits(BigInt(sub.cost ?? '0'), PAY_DECIMALS) : null,
      refund: drawn ? formatBaseUnits(BigInt(sub.refund ?? '0'), PAY_DECIMALS) : null,
    },
    ...result,
  };
}
