import type { Queryable } from '../../db/db';

/**
 * Records a source's fetch: its success time, or its failure (time and a short reason; never a
 * key, as URLs are logged without their key).
 *
 * @example await recordFetch(db, 'binance', new Date(), null)
 */
export async function recordFetch(q: Queryable, source: string, at: Date, error: string | null): Promise<void> {
  await q.query(
    error === null
      ? `INSERT INTO market_fetch_state (source, last_success_at) VALUES ($1, $2)
         ON CONFLICT (source) DO UPDATE SET last_success_at = EXCLUDED.last_success_at`
      : `INSERT INTO market_fetch_state (source, last_error_at, last_error) VALUES ($1, $2, $3)
         ON CONFLICT (source) DO UPDATE SET last_error_at = EXCLUDED.last_error_at, last_error = EXCLUDED.last_error`,
    error === null ? [source, at] : [source, at, error.slice(0, 500)],
  );
}

/**
 * Each source's last successful fetch.
 *
 * @example (await loadLastSuccess(db)).get('binance') // Date | null
 */
export async function loadLastSuccess(q: Queryable): Promise<Map<string, Date | null>> {
  const rows = await q.query<{ source: string; last_success_at: Date | null }>('SELECT source, last_success_at FROM market_fetch_state');
  return new Map(rows.map((r) => [r.source, r.last_success_at]));
}
