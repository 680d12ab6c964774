import pg from 'pg';

export type HeldLock = {
  /** Waits until `n` sessions wait for an advisory lock in this database, or `timeoutMs` passes; returns how many do. */
  waitForWaiters(n: number, timeoutMs?: number): Promise<number>;
  /** Commits, so the waiters get the lock one by one in the order they asked for it; again, does nothing. */
  release(): Promise<void>;
};

/**
 * Holds the advisory lock that takeAttempts takes for (kind, subject), on a connection of its own,
 * so a test can line requests up behind it: PostgreSQL grants a waited-for lock first come, first
 * served, which makes "the 13th request of a burst" a definite place. PostgreSQL only (PGlite runs
 * one transaction at a time).
 *
 * @example
 * const held = await holdAttemptLock(testDb.url!, 'totp_user', String(userId));
 * const first = send(12); await held.waitForWaiters(5); const rest = send(28); await held.release();
 */
export async function holdAttemptLock(url: string, kind: string, subject: string): Promise<HeldLock> {
  const holder = new pg.Client({ connectionString: url });
  await holder.connect();
  await holder.query('BEGIN');
  await holder.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${kind}:${subject}`]);
  let released = false;
  const waiters = async () => {
    const { rows } = await holder.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
    );
    return rows[0].n;
  };
  return {
    async waitForWaiters(n, timeoutMs = 3_000) {
      const until = Date.now() + timeoutMs;
      let seen = await waiters();
      while (seen < n && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = await waiters();
      }
      return seen;
    },
    async release() {
      if (released) return;
      released = true;
      await holder.query('COMMIT');
      await holder.end();
    },
  };
}
