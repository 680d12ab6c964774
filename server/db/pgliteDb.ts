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
      const result = await target.query<T>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}
