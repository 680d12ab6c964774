import type { PresaleRound } from '../../../../features/promotions/contract/presaleApi';
import { lotTokensOf, presalePhase } from '../../../../features/promotions/contract/presaleRules';
import { PAY_COIN, PAY_DECIMALS } from '../../../../features/promotions/contract/promotionsRules';
import type { Queryable } from '../../../db/db';
import { formatBaseUnits } from '../../../ledger/baseUnits';

/** A round's row with its token's decimals and its subscription totals; base units as bigint. */
export type PresaleRoundRow = {
  id: bigint;
  token: string;
  decimals: number;
  price: bigint;
  allocation: bigint;
  lot: bigint;
  cap: bigint;
  opensAt: Date;
  closesAt: Date;
  seed: string;
  seedHash: string;
  anonSalt: string;
  drawnAt: Date | null;
  subscribers: number;
  committed: bigint;
};

const SELECT = `SELECT r.id, r.token, c.decimals::int AS decimals, r.price::text AS price, r.allocation::text AS allocation, r.lot::text AS lot, r.cap::text AS cap,
         r.opens_at, r.closes_at, r.seed, r.seed_hash, r.anon_salt, r.drawn_at,
         (SELECT count(*) FROM presale_subscribers s WHERE s.round_id = r.id)::int AS subscribers,
         (SELECT coalesce(sum(committed), 0) FROM presale_subscribers s WHERE s.round_id = r.id)::text AS committed
    FROM presale_rounds r JOIN coins c ON c.symbol = r.token`;

type Raw = {
  id: bigint; token: string; decimals: number; price: string; allocation: string; lot: string; cap: string; opens_at: Date; closes_at: Date;
  seed: string; seed_hash: string; anon_salt: string; drawn_at: Date | null; subscribers: number; committed: string;
};
const toRow = (r: Raw): PresaleRoundRow => ({
  id: BigInt(r.id),
  token: r.token,
  decimals: Number(r.decimals),
  price: BigInt(r.price),
  allocation: BigInt(r.allocation),
  lot: BigInt(r.lot),
  cap: BigInt(r.cap),
  opensAt: r.opens_at,
  closesAt: r.closes_at,
  seed: r.seed,
  seedHash: r.seed_hash,
  anonSalt: r.anon_salt,
  drawnAt: r.drawn_at,
  subscribers: Number(r.subscribers),
  committed: BigInt(r.committed),
});

/**
 * Pre-sale rounds: one by number, or the one the screen shows now — the open round closing first;
 * else a closed round waiting for its draw; else the next to open; else the last drawn.
 */
export const presaleRounds = {
  async byId(q: Queryable, id: bigint): Promise<PresaleRoundRow | null> {
    const [row] = await q.query<Raw>(`${SELECT} WHERE r.id = $1`, [id]);
    return row ? toRow(row) : null;
  },
  async current(q: Queryable, now: Date): Promise<PresaleRoundRow | null> {
    const [row] = await q.query<Raw>(
      `${SELECT}
        ORDER BY CASE WHEN r.drawn_at IS NULL AND r.opens_at <= $1 AND r.closes_at > $1 THEN 0
                      WHEN r.drawn_at IS NULL AND r.closes_at <= $1 THEN 1
                      WHEN r.drawn_at IS NULL THEN 2 ELSE 3 END,
                 CASE WHEN r.drawn_at IS NULL AND r.opens_at > $1 THEN r.opens_at END ASC,
                 CASE WHEN r.drawn_at IS NULL THEN r.closes_at END ASC,
                 r.drawn_at DESC, r.id DESC
        LIMIT 1`,
      [now],
    );
    return row ? toRow(row) : null;
  },
};

/**
 * A round as the API shows it: the seed only once drawn.
 *
 * @example presaleRoundView(row, clock())
 */
export function presaleRoundView(row: PresaleRoundRow, now: Date): PresaleRound {
  const lotTokens = lotTokensOf(row.lot, row.price, row.decimals);
  return {
    id: String(row.id),
    token: row.token,
    tokenDecimals: row.decimals,
    payCoin: PAY_COIN,
    price: formatBaseUnits(row.price, PAY_DECIMALS),
    allocation: formatBaseUnits(row.allocation, row.decimals),
    lot: formatBaseUnits(row.lot, PAY_DECIMALS),
    lotTokens: formatBaseUnits(lotTokens, row.decimals),
    lotsOnSale: lotTokens > 0n ? Number(row.allocation / lotTokens) : 0,
    cap: formatBaseUnits(row.cap, PAY_DECIMALS),
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    phase: presalePhase(now, row),
    seedHash: row.seedHash,
    seed: row.drawnAt ? row.seed : null,
    drawnAt: row.drawnAt?.toISOString() ?? null,
    subscribers: row.subscribers,
    committed: formatBaseUnits(row.committed, PAY_DECIMALS),
  };
}
