import type { Queryable } from '../../db/db';

export type InviterLink = { level: 1 | 2 | 3; userId: bigint; accid: string };

/**
 * Who invited this user (level 1), who invited them (level 2), and one more (level 3), for the
 * tiered invite rewards (SPEC §9). Shorter when the chain ends; a cycle cannot go past level 3.
 *
 * @example await inviterChain(db, user.id) // [{ level: 1, userId: 7n, accid: '48213377' }, …]
 */
export async function inviterChain(q: Queryable, userId: bigint): Promise<InviterLink[]> {
  const rows = await q.query<{ level: number; id: bigint; accid: string }>(
    `WITH RECURSIVE chain (level, id, accid, inviter_id) AS (
       SELECT 1, u.id, u.accid, u.inviter_id
         FROM users u WHERE u.id = (SELECT inviter_id FROM users WHERE id = $1)
       UNION ALL
       SELECT c.level + 1, u.id, u.accid, u.inviter_id
         FROM chain c JOIN users u ON u.id = c.inviter_id WHERE c.level < 3
     )
     SELECT level, id, accid FROM chain ORDER BY level`,
    [userId],
  );
  return rows.map((r) => ({ level: r.level as 1 | 2 | 3, userId: r.id, accid: r.accid }));
}
