import { elapsedSeconds, type Elapsed } from './elapsedSeconds';
import { formatRelativeUnit } from './formatRelativeUnit';

/**
 * Relative time in whole units, translated and pluralised by Intl (SPEC §9): under 3600 s in
 * minutes, under 86400 s in hours, otherwise days. Units are counted down (119 s is "1 minute"),
 * and under 60 s reads "0 minutes ago", as the spec says; timeAgo is the variant with "just now".
 * A negative difference (the future) reads "in 5 minutes".
 *
 * @example relativeTime(300, 'en') // '5 minutes ago'
 * @example relativeTime({ from: sentAt }, 'in') // '3 घंटे पहले'
 * @throws {RangeError} when the difference is not a finite number.
 */
export function relativeTime(elapsed: Elapsed, locale: string): string {
  const seconds = elapsedSeconds(elapsed);
  if (!Number.isFinite(seconds)) throw new RangeError(`Not a finite time difference: ${seconds}`);
  const magnitude = Math.abs(seconds);
  const [unit, size] =
    magnitude < 3600 ? (['minute', 60] as const) : magnitude < 86400 ? (['hour', 3600] as const) : (['day', 86400] as const);
  return formatRelativeUnit(Math.floor(magnitude / size), unit, seconds < 0, locale);
}
