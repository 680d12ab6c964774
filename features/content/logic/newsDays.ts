/** A day heading of the news feed: today, yesterday, or a date. */
export type NewsDay = { key: string; label: 'today' | 'yesterday' | 'date'; date: Date };

/**
 * Groups items (already in feed order) into days of the user's calendar, each day once and in the
 * order it first appears: pinned items first come under their own day too. `today` and
 * `yesterday` are relative to `now` in the device's time zone.
 *
 * @example groupByDay(items, new Date()) // [{ day: { label: 'today', … }, items: [...] }, …]
 */
export function groupByDay<T extends { publishAt: string }>(items: readonly T[], now: Date): { day: NewsDay; items: T[] }[] {
  const todayKey = dayKey(now);
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  const yesterdayKey = dayKey(yesterday);
  const groups = new Map<string, { day: NewsDay; items: T[] }>();
  for (const item of items) {
    const date = new Date(item.publishAt);
    const key = dayKey(date);
    let group = groups.get(key);
    if (!group) {
      group = { day: { key, label: key === todayKey ? 'today' : key === yesterdayKey ? 'yesterday' : 'date', date }, items: [] };
      groups.set(key, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}

function dayKey(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}
