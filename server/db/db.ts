/**
 * The database seam: every server module talks to this, never to PGlite or `pg` directly, so the
 * same code runs on the embedded PGlite and on a real PostgreSQL (ARCHITECTURE "The server").
 *
 * Type mapping is the same on both: `numeric` → decimal string, `int8` → bigint,
 * `timestamptz` → Date, json/jsonb → parsed value.
 */
export type Queryable = {
  /** One parameterised statement (`$1`, `$2`, ...). */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements without parameters, e.g. a migration file. */
  exec(sql: string): Promise<void>;
};

export type Db = Queryable & {
  kind: 'pglite' | 'postgres';
  /** Runs `fn` inside BEGIN/COMMIT on one connection; rolls back if it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};
