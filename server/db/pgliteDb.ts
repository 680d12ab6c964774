import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Db, Queryable } from './db';

/**
 * Opens the embedded database (PGlite, Postgres compiled to WASM) so `npm start` needs nothing
 * installed. `dataDir` is a folder, or `memory://` for a throwaway database.
 * PGlite is loaded lazily: deployments with DATABASE_URL never pay for its WASM.
 *
 * @example const db = await openPgliteDb('./data/pglite')
 */
export async function openPgliteDb(dataDir: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  return wrapPglite(await PGlite.create(dataDir));
}

/** Adapts an open PGlite instance to `Db` (tests hand in their own instance). */
export function wrapPglite(pglite: PGlite): Db {
  return {
    kind: 'pglite',
    ...queryable(pglite),
    tx: (fn) => pglite.transaction((tx) => fn(queryable(tx))),
    close: () => pglite.close(),
  };
}

function queryable(target: PGlite | Transaction): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<T>(sql, params.map(toParam));
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * Dates go as ISO text: PGlite recognises a Date with `instanceof`, which fails for a Date from
 * another realm (jest's sandbox hands PGlite, loaded by Node itself, such Dates). Postgres reads
 * the text as the parameter's inferred type, so nothing changes for timestamptz columns.
 */
function toParam(value: unknown): unknown {
  return Object.prototype.toString.call(value) === '[object Date]' ? (value as Date).toISOString() : value;
}
