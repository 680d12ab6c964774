import type { Queryable } from '../db/db';
import { pgArray } from './pgArray';

/**
 * The platform's own ledger accounts (user_id NULL) TypeScript knows. The ledger opens fees and
 * treasury; a feature that holds money of its own (an escrow, a treasury) adds its kind by
 * declaration merging, in its registration, without editing this file:
 *
 * @example
 * // server/features/redEnvelope/redEnvelopeFeature.ts
 * declare module '../../ledger/ensureAccount' { interface PlatformAccountKinds { envelope_escrow: true } }
 */
// An interface, not a union: a feature adds members by declaration merging.
export interface PlatformAccountKinds {
  platform_fees: true;
  platform_treasury: true;
}

export type PlatformAccountKind = keyof PlatformAccountKinds;

/**
 * The ids of users' ledger accounts in `coin`, opening those that do not exist yet at balance 0.
 *
 * Call it before the posting transaction, not inside: opening is its own short statement, so a
 * posting transaction only ever locks rows that already exist, in id order, and never waits on
 * another transaction's half-made account (no deadlocks). In READ COMMITTED each statement has a
 * fresh snapshot, so the last SELECT sees accounts a concurrent request opened meanwhile.
 *
 * @example const ids = await ensureUserAccounts(db, 'USDT', [senderId, receiverId])
 */
export async function ensureUserAccounts(q: Queryable, coin: string, userIds: readonly bigint[]): Promise<Map<bigint, bigint>> {
  const find = async () =>
    new Map(
      (
        await q.query<{ id: bigint; user_id: bigint }>(
          "SELECT id, user_id FROM ledger_accounts WHERE kind = 'user' AND coin = $1 AND user_id = ANY($2::bigint[])",
          [coin, pgArray(userIds)],
        )
      ).map((r) => [r.user_id, r.id]),
    );
  let found = await find();
  const missing = userIds.filter((id) => !found.has(id));
  if (missing.length === 0) return found;
  await q.query(
    `INSERT INTO ledger_accounts (user_id, kind, coin) SELECT u, 'user', $1 FROM unnest($2::bigint[]) AS u ON CONFLICT DO NOTHING`,
    [coin, pgArray(missing)],
  );
  found = await find();
  for (const id of userIds) if (!found.has(id)) throw new Error(`ledger account ${coin} for user ${id} could not be opened`);
  return found;
}

/** One user's account id in `coin` (see ensureUserAccounts). */
export async function ensureUserAccount(q: Queryable, userId: bigint, coin: string): Promise<bigint> {
  return (await ensureUserAccounts(q, coin, [userId])).get(userId)!;
}

/** The id of the platform's fees or treasury account in `coin` (the ledger_init migration opens them; a later coin gets its own here). */
export async function ensurePlatformAccount(q: Queryable, kind: PlatformAccountKind, coin: string): Promise<bigint> {
  const find = () => q.query<{ id: bigint }>('SELECT id FROM ledger_accounts WHERE user_id IS NULL AND kind = $1 AND coin = $2', [kind, coin]);
  const [existing] = await find();
  if (existing) return existing.id;
  await q.query('INSERT INTO ledger_accounts (user_id, kind, coin) VALUES (NULL, $1, $2) ON CONFLICT DO NOTHING', [kind, coin]);
  const [opened] = await find();
  if (!opened) throw new Error(`platform account ${kind} ${coin} could not be opened`);
  return opened.id;
}
