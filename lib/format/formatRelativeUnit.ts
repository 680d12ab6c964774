import { toIntlLocale } from './toIntlLocale';

/**
 * One count of a unit, translated and pluralised by Intl; shared by relativeTime and timeAgo.
 * `numeric: 'always'` keeps "1 day ago" (the spec's words) instead of Intl's "yesterday".
 *
 * @example formatRelativeUnit(3, 'day', false, 'en') // '3 days ago'
 */
export function formatRelativeUnit(count: number, unit: 'minute' | 'hour' | 'day', future: boolean, locale: string): string {
  const format = new Intl.RelativeTimeFormat(toIntlLocale(locale), { numeric: 'always' });
  // Negative means the past; -0 still does ("0 minutes ago").
  return format.format(future ? count : -count, unit);
}
