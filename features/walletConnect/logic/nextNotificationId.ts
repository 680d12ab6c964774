/**
 * The id of a new notification (SPEC §4: "the first is 1; a request without an id gets the
 * smallest missing number, otherwise maximum plus one").
 *
 * How we read it: notification ids are always ours (SPEC §3: "numeric, auto-assigned"); the
 * request's own JSON-RPC id is kept beside the notification to answer the dapp, never used as the
 * notification id (it is a timestamp-sized number that would collide across peers). What the
 * request's id decides is only the rule:
 * - no id (`requested` undefined or null): the smallest positive integer not in use, so freed
 *   numbers are reused;
 * - an id: the largest id in use plus one, so requests from the dapp keep their arrival order.
 * Both give 1 when there is nothing yet (an empty maximum is 0), and neither ever repeats an id
 * that is in use.
 *
 * @example nextNotificationId([{ id: 1 }, { id: 3 }]) // 2
 * @example nextNotificationId([{ id: 1 }, { id: 3 }], 1700000000000123) // 4
 */
export function nextNotificationId(existing: readonly { id: number }[], requested?: number | null): number {
  const used = new Set(existing.map((notification) => notification.id));
  if (requested === undefined || requested === null) {
    let id = 1;
    while (used.has(id)) id++;
    return id;
  }
  let max = 0;
  for (const id of used) if (Number.isFinite(id) && id > max) max = id;
  return Math.floor(max) + 1;
}
