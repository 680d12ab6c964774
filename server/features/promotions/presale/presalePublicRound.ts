import type { PresalePublic } from '../../../../features/promotions/contract/presaleApi';
import { PAY_DECIMALS } from '../../../../features/promotions/contract/promotionsRules';
import type { Queryable } from '../../../db/db';
import { formatBaseUnits } from '../../../ledger/baseUnits';
import { promotionsErrors } from '../promotionsErrors';
import { presaleRounds, presaleRoundView } from './presaleRoundRow';

/**
 * A round's verification data, for anyone: its terms, the seed's hash, the seed once drawn, and the
 * subscription list (anonymised ids, commitments, lots won once drawn), ordered by id. With these,
 * drawPresale recomputes every line of the draw.
 *
 * @example await presalePublicRound(db, now, '3')
 */
export async function presalePublicRound(q: Queryable, now: Date, id: string): Promise<PresalePublic> {
  const row = await presaleRounds.byId(q, BigInt(id));
  if (!row) throw promotionsErrors.presaleUnknown(id);
  const subs = await q.query<{ anon_id: string; committed: string; won_lots: number | null }>(
    `SELECT s.anon_id, s.committed::text AS committed, r.won_lots
       FROM presale_subscribers s LEFT JOIN presale_results r ON r.round_id = s.round_id AND r.user_id = s.user_id
      WHERE s.round_id = $1 ORDER BY s.anon_id`,
    [row.id],
  );
  return {
    round: presaleRoundView(row, now),
    subscriptions: subs.map((s) => ({ id: s.anon_id, committed: formatBaseUnits(BigInt(s.committed), PAY_DECIMALS), wonLots: row.drawnAt && s.won_lots !== null ? Number(s.won_lots) : null })),
  };
}
