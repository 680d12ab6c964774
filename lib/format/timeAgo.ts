import { elapsedSeconds, type Elapsed } from './elapsedSeconds';
import { formatRelativeUnit } from './formatRelativeUnit';

/**
 * "Time ago" for lists (SPEC §9): the caller's translated `justNow` label under 30 s, then minutes,
 * hours, and days from 86400 s ("1 day ago" up to 172800 s, then "2 days ago", …), translated and
 * pluralised by Intl. Units are counted down, but never below 1: 30–119 s read "1 minute ago".
 * Within 30 s either way (clock skew) is "just now"; further in the future reads "in 5 minutes".
 *
 * @example timeAgo(45, 'en', t('justNow')) // '1 minute ago'
 * @example timeAgo({ from: tx.timestamp }, 'fr', t('justNow')) // 'il y a 3 heures'
 * @throws {RangeError} when the difference is not a finite number.
 */
export function timeAgo(elapsed: Elapsed, locale: string, justNow: string): string {
  const seconds = elapsedSeconds(elapsed);
  if (!Number.isFinite(seconds)) throw new RangeError(`Not a finite time difference: ${seconds}`);
  const magnitude = Math.abs(seconds);
  if (magnitude < 30) return justNow;
  const future = seconds < 0;
  if (magnitude < 3600) return formatRelativeUnit(Math.max(1, Math.floor(magnitude / 60)), 'minute', future, locale);
  if (magnitude < 86400) return formatRelativeUnit(Math.floor(magnitude / 3600), 'hour', future, locale);
  return formatRelativeUnit(Math.floor(magnitude / 86400), 'day', future, locale);
}
