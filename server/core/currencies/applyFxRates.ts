import type { Db } from '../../db/db';
import type { FxRates } from './fetchFxRates';

/**
 * Stores feed rates for the currencies we already list (a new currency needs a symbol, so it
 * comes by migration). USD stays exactly 1. All rows change in one transaction.
 *
 * @returns the number of currencies updated.
 */
export async function applyFxRates(db: Db, fx: FxRates): Promise<number> {
  const entries = [...fx.rates].filter(([code]) => code !== 'USD');
  return db.tx(async (q) => {
    let updated = 0;
    for (const [code, rate] of entries) {
      const rows = await q.query<{ code: string }>(
        `UPDATE currencies SET rate = $2::numeric, source = 'feed', as_of = $3
          WHERE code = $1 RETURNING code`,
        [code, rate, fx.asOf.toISOString()],
      );
      updated += rows.length;
    }
    if (updated > 0) {
      await q.query(`UPDATE currencies SET source = 'feed', as_of = $1 WHERE code = 'USD'`, [fx.asOf.toISOString()]);
    }
    return updated;
  });
}
