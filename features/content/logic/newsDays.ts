/** A heading of the news feed: the pinned items, then today, yesterday, or a date. */
export type NewsDay = { key: string; label: 'pinned' | 'today' | 'yesterday' | 'date'; date: Date };

/**
 * Groups items (already in feed order: pinned first, then newest first) under one "pinned" heading
 * and then days of the user's calendar, each day once and in the order it first appears, so a pinned
 * older item never puts a past date above today. `today` and `yesterday` are relative to `now` in
 * the device's time zone.
 *
 * @example groupByDay(items, new Date()) // [{ day: { label: 'today', … }, items: [...] }, …]
 */
export function groupByDay<T extends { publishAt: string; pinned?: boolean }>(items: readonly T[], now: Date): { day: NewsDay; items: T[] }[] {
  const todayKey = dayKey(now);
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  const yesterdayKey = dayKey(yesterday);
  const groups = new Map<string, { day: NewsDay; items: T[] }>();
  for (const item of items) {
    const date = new Date(item.publishAt);
    const key = item.pinned ? 'pinned' : dayKey(date);
    let group = groups.get(key);
    if (!group) {
      const label = item.pinned ? 'pinned' : key === todayKey ? 'today' : key === yesterdayKey ? 'yesterday' : 'date';
      group = { day: { key, label, date }, items: [] };
      groups.set(key, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}

function dayKey(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}
