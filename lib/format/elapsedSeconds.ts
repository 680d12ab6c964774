/**
 * How long ago something happened, for relativeTime/timeAgo: either seconds already counted
 * (positive = in the past) or the event time `from` and the time it is seen at `to` (default now).
 * Dates or millisecond numbers.
 */
export type Elapsed = number | { from: Date | number; to?: Date | number };

/**
 * Seconds from `from` to `to`; positive when `from` is in the past.
 *
 * @example elapsedSeconds({ from: new Date('2024-01-01T00:00:00Z'), to: new Date('2024-01-01T00:05:00Z') }) // 300
 */
export function elapsedSeconds(elapsed: Elapsed): number {
  if (typeof elapsed === 'number') return elapsed;
  const to = elapsed.to ?? Date.now();
  return (Number(to) - Number(elapsed.from)) / 1000;
}
