import pg from 'pg';
import type { Db, Queryable } from './db';

const INT8_OID = 20;

/** `int8` as bigint, like PGlite, so callers see the same types on both databases. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => BigInt(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * Opens a connection pool to a real PostgreSQL server (DATABASE_URL).
 * `onError` receives errors of idle connections (e.g. the server restarted), which would
 * otherwise crash the process.
 *
 * @example const db = openPgDb('postgres://postgres@127.0.0.1:5432/wallet', log)
 */
export function openPgDb(connectionString: string, onError: (error: Error) => void): Db {
  const pool = new pg.Pool({ connectionString, types, max: 10 });
  pool.on('error', onError);
  return {
    kind: 'postgres',
    ...queryable(pool),
    async tx(fn) {
      const client = await pool.connect();
      // A connection whose ROLLBACK failed is in an unknown state: destroy it, don't reuse it.
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query(sql, [...params]);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  };
}
