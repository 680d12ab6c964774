import type { Db, Queryable } from '../db/db';

export type FaultyDb = Db & {
  /**
   * Makes the `nth` (default first) statement from now on whose SQL matches `pattern` throw, once,
   * inside a transaction or not: a crash, a lost connection or a full disk at that point.
   */
  failOn(pattern: RegExp, nth?: number): void;
  /** Whether the armed failure has happened (a test checks it did, so it tested something). */
  fired(): boolean;
};

/**
 * Wraps a database so a test can inject a failure at a chosen statement, e.g. the write after the
 * first one of a handler, and check that nothing the handler wrote before it is left.
 *
 * @example db.failOn(/INSERT INTO notices/); expect((await post(USER_PATHS.setPassword, body, token)).status).toBe(500)
 */
export function faultyDb(db: Db): FaultyDb {
  let armed: { pattern: RegExp; left: number } | null = null;
  let fired = false;
  const wrap = (target: Queryable): Queryable => ({
    async query<T>(sql: string, params?: readonly unknown[]) {
      if (armed && armed.pattern.test(sql) && --armed.left === 0) {
        armed = null;
        fired = true;
        throw new Error(`injected failure at: ${sql.trim().split('\n')[0]}`);
      }
      return target.query<T>(sql, params);
    },
    exec: (sql: string) => target.exec(sql),
  });
  return {
    kind: db.kind,
    ...wrap(db),
    tx: (fn) => db.tx((q) => fn(wrap(q))),
    close: () => db.close(),
    failOn(pattern, nth = 1) {
      armed = { pattern, left: nth };
      fired = false;
    },
    fired: () => fired,
  };
}
