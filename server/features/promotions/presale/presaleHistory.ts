import type { PresaleHistory } from '../../../../features/promotions/contract/presaleApi';
import { presalePhase } from '../../../../features/promotions/contract/presaleRules';
import { PAY_DECIMALS } from '../../../../features/promotions/contract/promotionsRules';
import type { Queryable } from '../../../db/db';
import { formatBaseUnits } from '../../../ledger/baseUnits';
import { presaleStateOf } from './presaleStateOf';

/**
 * My pre-sale history, newest round first (the last 100): every round that has opened, with what I
 * committed and my state — notApplied where I committed nothing, so the list answers "did I apply?"
 * for each round. With `prizesOnly`, the prize history: only the rounds where I won tokens.
 *
 * @example await presaleHistory(db, now, userId, false)
 */
export async function presaleHistory(q: Queryable, now: Date, userId: bigint, prizesOnly: boolean): Promise<PresaleHistory> {
  const rows = await q.query<{
    id: bigint; token: string; decimals: number; price: string; opens_at: Date; closes_at: Date; drawn_at: Date | null;
    committed: string | null; won_lots: number | null; tokens: string | null; cost: string | null; refund: string | null;
  }>(
    `SELECT p.id, p.token, c.decimals::int AS decimals, p.price::text AS price, p.opens_at, p.closes_at, p.drawn_at,
            s.committed::text AS committed, r.won_lots, r.tokens::text AS tokens, r.cost::text AS cost, r.refund::text AS refund
       FROM presale_rounds p JOIN coins c ON c.symbol = p.token
       LEFT JOIN presale_subscribers s ON s.round_id = p.id AND s.user_id = $1
       LEFT JOIN presale_results r ON r.round_id = p.id AND r.user_id = $1
      WHERE p.opens_at <= $2 AND ($3::boolean IS FALSE OR r.won_lots > 0)
      ORDER BY p.opens_at DESC, p.id DESC LIMIT 100`,
    [userId, now, prizesOnly],
  );
  return {
    items: rows.map((r) => {
      const committed = BigInt(r.committed ?? '0');
      const drawn = r.drawn_at !== null && r.won_lots !== null;
      const decimals = Number(r.decimals);
      return {
        roundId: String(r.id),
        token: r.token,
        price: formatBaseUnits(BigInt(r.price), PAY_DECIMALS),
        opensAt: r.opens_at.toISOString(),
        closesAt: r.closes_at.toISOString(),
        phase: presalePhase(now, { opensAt: r.opens_at, closesAt: r.closes_at, drawnAt: r.drawn_at }),
        committed: formatBaseUnits(committed, PAY_DECIMALS),
        state: presaleStateOf(committed, drawn ? Number(r.won_lots) : null),
        wonLots: drawn ? Number(r.won_lots) : null,
        tokens: drawn ? formatBaseUnits(BigInt(r.tokens ?? '0'), decimals) : null,
        cost: drawn ? formatBaseUnits(BigInt(r.cost ?? '0'), PAY_DECIMALS) : null,
        refund: drawn ? formatBaseUnits(BigInt(r.refund ?? '0'), PAY_DECIMALS) : null,
        drawnAt: r.drawn_at?.toISOString() ?? null,
      };
    }),
  };
}
