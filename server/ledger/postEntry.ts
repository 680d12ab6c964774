import type { Db, Queryable } from '../db/db';
import type { EntryKind } from './entryKinds';
import { IdempotencyConflictError, InsufficientFundsError } from './ledgerErrors';
import { pgArray } from './pgArray';

/** One side of an entry: a signed amount in base units (negative leaves the account). */
export type Leg = { accountId: bigint; amount: bigint };

/** An account as it stands once locked, before the entry applies. */
export type LockedAccount = { id: bigint; userId: bigint | null; kind: string; coin: string; balance: bigint };

export type EntryInput = {
  /** A row of ledger_entry_kinds (entryKinds.ts). */
  kind: EntryKind;
  /**
   * Who asked: 'user:<id>', 'operator:<name>', 'dev', or a system job 'job:<name>:<runId>'
   * (systemInitiator.ts). Idempotency keys are unique per initiator, and all jobs share one space.
   */
  createdBy: string;
  idempotencyKey: string;
  /** Digest of the request (fingerprint.ts): the same key with another fingerprint is refused. A job's comes from systemEntryKey. */
  fingerprint: string;
  memo: string | null;
  at: Date;
  /**
   * At least two, one per account, non-zero, summing to zero per coin. Or a function that decides
   * them inside the transaction, once the key is claimed and before the accounts are locked: for
   * an amount that is only known once a row is taken, e.g. a red envelope's share taken with
   * FOR UPDATE SKIP LOCKED (server/features/redEnvelope/claimEnvelope.ts). Throwing aborts the entry.
   */
  legs: readonly Leg[] | ((q: Queryable) => Promise<readonly Leg[]>);
  /**
   * Runs once the accounts are locked and before balances are checked, for rules that must see a
   * settled state, such as a daily limit (every transfer out of an account holds its lock).
   * Throwing aborts the entry.
   */
  beforePost?: (q: Queryable, accounts: ReadonlyMap<bigint, LockedAccount>) => Promise<void>;
  /** Writes rows that belong with the entry (records, notices) in the same transaction. */
  afterPost?: (q: Queryable, entryId: bigint) => Promise<void>;
};

export type PostResult = {
  entryId: bigint;
  /** True when the key had been used for the same request: nothing moved now. */
  replayed: boolean;
};

/**
 * Posts one journal entry: the only way money moves. In one transaction it
 * 1. claims the idempotency key (a concurrent twin waits here, then sees the first result);
 * 2. locks the entry's accounts in id order (ORDER BY id FOR UPDATE), so transfers that share
 *    accounts run one after another and two of them can never deadlock;
 * 3. checks that no account but a treasury goes below zero;
 * 4. inserts the legs, which move the balances (a database trigger).
 * The database checks again at commit that the legs sum to zero per coin, refuses negative user
 * balances, refuses any later UPDATE or DELETE of entries and legs (ledger/migrations/…_ledger_init.sql),
 * and refuses any balance change that is not a leg's (…_ledger_balances_from_legs.sql).
 *
 * @throws {InsufficientFundsError} when an account would go below zero (nothing is written).
 * @throws {IdempotencyConflictError} when the key was used for a different request.
 * @example
 * const { entryId } = await postEntry(db, {
 *   kind: 'internal_transfer', createdBy: `user:${userId}`, idempotencyKey, fingerprint, memo: null, at: now,
 *   legs: [{ accountId: from, amount: -100n }, { accountId: to, amount: 100n }],
 * })
 */
export async function postEntry(db: Db, input: EntryInput): Promise<PostResult> {
  if (typeof input.legs !== 'function') assertWellFormed(input.legs);
  return db.tx(async (q) => {
    const [claimed] = await q.query<{ id: bigint }>(
      `INSERT INTO journal_entries (kind, created_by, idempotency_key, fingerprint, memo, created_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (initiator, idempotency_key) DO NOTHING RETURNING id`,
      [input.kind, input.createdBy, input.idempotencyKey, input.fingerprint, input.memo, input.at],
    );
    if (!claimed) return replay(q, input);
    const entryId = claimed.id;
    let legs: readonly Leg[];
    if (typeof input.legs === 'function') {
      legs = await input.legs(q);
      assertWellFormed(legs);
    } else legs = input.legs;

    const ids = legs.map((leg) => leg.accountId);
    const rows = await q.query<{ id: bigint; user_id: bigint | null; kind: string; coin: string; balance: string }>(
      'SELECT id, user_id, kind, coin, balance FROM ledger_accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE',
      [pgArray(ids)],
    );
    const accounts = new Map<bigint, LockedAccount>(
      rows.map((r) => [r.id, { id: r.id, userId: r.user_id, kind: r.kind, coin: r.coin, balance: BigInt(r.balance) }]),
    );
    for (const id of ids) if (!accounts.has(id)) throw new Error(`ledger account ${id} does not exist`);
    assertBalancedPerCoin(legs, accounts);

    await input.beforePost?.(q, accounts);

    for (const leg of legs) {
      const account = accounts.get(leg.accountId)!;
      if (account.kind !== 'platform_treasury' && account.balance + leg.amount < 0n) {
        throw new InsufficientFundsError(account.id, account.balance);
      }
    }

    // All legs in one statement; each moves its account's balance in the database (a trigger, the
    // only way a balance can change). Coins are plain symbols, safe in a literal.
    await q.query(
      `INSERT INTO journal_legs (entry_id, account_id, coin, amount)
       SELECT $1, l.account_id, l.coin, l.amount FROM unnest($2::bigint[], $3::text[], $4::numeric[]) AS l (account_id, coin, amount)`,
      [entryId, pgArray(ids), `{${ids.map((id) => accounts.get(id)!.coin).join(',')}}`, pgArray(legs.map((leg) => leg.amount))],
    );
    await input.afterPost?.(q, entryId);
    return { entryId, replayed: false };
  });
}

/**
 * The entry an initiator already posted under a key, if any (to answer a retry before re-checking
 * passwords). For a job it is the entry of any job run: they share one key space.
 */
export async function findEntryByKey(
  q: Queryable,
  createdBy: string,
  idempotencyKey: string,
): Promise<{ id: bigint; fingerprint: string } | null> {
  const [row] = await q.query<{ id: bigint; fingerprint: string }>(
    'SELECT id, fingerprint FROM journal_entries WHERE initiator = ledger_initiator($1) AND idempotency_key = $2',
    [createdBy, idempotencyKey],
  );
  return row ?? null;
}

async function replay(q: Queryable, input: EntryInput): Promise<PostResult> {
  const prior = await findEntryByKey(q, input.createdBy, input.idempotencyKey);
  // ON CONFLICT saw a committed row, so it is there for this statement's fresh snapshot.
  if (!prior) throw new Error(`idempotency key ${input.idempotencyKey} conflicted but no entry was found`);
  if (prior.fingerprint !== input.fingerprint) throw new IdempotencyConflictError(prior.id);
  return { entryId: prior.id, replayed: true };
}

function assertWellFormed(legs: readonly Leg[]): void {
  if (legs.length < 2) throw new Error('a journal entry needs at least two legs');
  const seen = new Set<bigint>();
  for (const leg of legs) {
    if (leg.amount === 0n) throw new Error('a journal leg must move a non-zero amount');
    if (seen.has(leg.accountId)) throw new Error(`ledger account ${leg.accountId} appears twice in one entry`);
    seen.add(leg.accountId);
  }
}

function assertBalancedPerCoin(legs: readonly Leg[], accounts: ReadonlyMap<bigint, LockedAccount>): void {
  const totals = new Map<string, bigint>();
  for (const leg of legs) {
    const coin = accounts.get(leg.accountId)!.coin;
    totals.set(coin, (totals.get(coin) ?? 0n) + leg.amount);
  }
  for (const [coin, total] of totals) {
    if (total !== 0n) throw new Error(`journal entry does not balance: its ${coin} legs sum to ${total}`);
  }
}
