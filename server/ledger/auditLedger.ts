import type { Queryable } from '../db/db';

/**
 * Scans the whole ledger for broken invariants and describes each one found; an empty list means
 * the books are sound:
 * - every coin sums to zero over all accounts (the treasury holds minus what was credited);
 * - every account's balance equals the sum of its legs;
 * - no account but a treasury is below zero;
 * - every entry's legs sum to zero per coin, and every entry has at least two legs.
 * Tests run it after every scenario; an operator can run it against production (read-only).
 *
 * @example expect(await auditLedger(db)).toEqual([])
 */
export async function auditLedger(q: Queryable): Promise<string[]> {
  const problems: string[] = [];
  const checks: [string, (row: Record<string, unknown>) => string][] = [
    [
      'SELECT coin, sum(balance)::text AS total FROM ledger_accounts GROUP BY coin HAVING sum(balance) <> 0',
      (r) => `coin ${r.coin} sums to ${r.total} over all accounts, not 0`,
    ],
    [
      `SELECT a.id, a.balance::text AS balance, coalesce(l.total, 0)::text AS legs
         FROM ledger_accounts a
         LEFT JOIN (SELECT account_id, sum(amount) AS total FROM journal_legs GROUP BY account_id) l ON l.account_id = a.id
        WHERE a.balance <> coalesce(l.total, 0)`,
      (r) => `account ${r.id} has balance ${r.balance} but its legs sum to ${r.legs}`,
    ],
    [
      "SELECT id, balance::text AS balance FROM ledger_accounts WHERE kind <> 'platform_treasury' AND balance < 0",
      (r) => `account ${r.id} is below zero: ${r.balance}`,
    ],
    [
      'SELECT entry_id, coin, sum(amount)::text AS total FROM journal_legs GROUP BY entry_id, coin HAVING sum(amount) <> 0',
      (r) => `entry ${r.entry_id}: its ${r.coin} legs sum to ${r.total}`,
    ],
    [
      `SELECT e.id FROM journal_entries e LEFT JOIN journal_legs l ON l.entry_id = e.id GROUP BY e.id HAVING count(l.entry_id) < 2`,
      (r) => `entry ${r.id} has fewer than two legs`,
    ],
  ];
  for (const [sql, describe] of checks) {
    for (const row of await q.query<Record<string, unknown>>(sql)) problems.push(describe(row));
  }
  return problems;
}
