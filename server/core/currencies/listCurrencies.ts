import type { Currency } from '../../../lib/contract/initInfo';
import type { Queryable } from '../../db/db';

export type RatesSource = { kind: 'feed' | 'sample'; asOf: string };

/** The fiat currencies the app offers, USD first, then in the seeded order. Rates are decimal strings. */
export async function listCurrencies(db: Queryable): Promise<Currency[]> {
  return db.query<Currency>(
    `SELECT code, symbol, rate::text AS rate
       FROM currencies
      ORDER BY code <> 'USD', position, code`,
  );
}

/**
 * Where the rates come from: 'feed' once any rate came from FX_RATES_URL (asOf = the newest feed
 * time), else the built-in 'sample' (asOf = the sample's date), so the UI can label sample data.
 */
export async function ratesSource(db: Queryable): Promise<RatesSource> {
  const rows = await db.query<{ source: 'feed' | 'sample'; as_of: string }>(
    `SELECT source, to_char(max(as_of) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS as_of
       FROM currencies
      GROUP BY source
      ORDER BY source = 'feed' DESC
      LIMIT 1`,
  );
  if (rows.length === 0) throw new Error('The currencies table is empty; migrations have not run');
  return { kind: rows[0].source, asOf: rows[0].as_of };
}
