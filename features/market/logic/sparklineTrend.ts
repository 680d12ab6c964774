import type { ChangeTrend } from '@/lib/format/changeTrend';

/**
 * Which way a series went from its first point to its last (the sparkline's colour when no change
 * figure is known): equal ends are flat.
 *
 * @example sparklineTrend([2, 3, 1]) // 'down'
 */
export function sparklineTrend(points: readonly number[]): ChangeTrend {
  if (points.length < 2) return 'flat';
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return last < first ? 'down' : last > first ? 'up' : 'flat';
}
