import type { Queryable } from '../../db/db';

/**
 * A user's favourites in their order.
 *
 * @example await listFavourites(db, userId) // ['BTC', 'ETH']
 */
export async function listFavourites(q: Queryable, userId: bigint): Promise<string[]> {
  const rows = await q.query<{ symbol: string }>('SELECT symbol FROM market_favourites WHERE user_id = $1 ORDER BY position', [userId]);
  return rows.map((r) => r.symbol);
}

/**
 * Replaces a user's favourites with `symbols` in that order (the caller's transaction makes it
 * all or nothing).
 *
 * @example await db.tx((q) => replaceFavourites(q, userId, ['ETH', 'BTC']))
 */
export async function replaceFavourites(q: Queryable, userId: bigint, symbols: readonly string[]): Promise<void> {
  await q.query('DELETE FROM market_favourites WHERE user_id = $1', [userId]);
  if (symbols.length === 0) return;
  await q.query(
    'INSERT INTO market_favourites (user_id, symbol, position) SELECT $1, s, p - 1 FROM unnest($2::text[]) WITH ORDINALITY AS t (s, p)',
    [userId, symbols],
  );
}

/**
 * Every symbol some user keeps as a favourite (the job keeps their candles).
 *
 * @example await favouritedSymbols(db) // ['BTC', 'PEPE']
 */
export async function favouritedSymbols(q: Queryable): Promise<string[]> {
  return (await q.query<{ symbol: string }>('SELECT DISTINCT symbol FROM market_favourites ORDER BY symbol')).map((r) => r.symbol);
}
