import { FAVOURITES_MAX } from '@/features/market/contract/marketRules';

/**
 * The favourites list with `symbol` starred or unstarred: a new star goes to the end (the user's
 * order is kept), an unstar removes it. A list already at FAVOURITES_MAX takes no new star.
 *
 * @example toggleFavourite(['BTC'], 'ETH') // ['BTC', 'ETH']
 * @example toggleFavourite(['BTC', 'ETH'], 'BTC') // ['ETH']
 */
export function toggleFavourite(list: readonly string[], symbol: string): string[] {
  if (list.includes(symbol)) return list.filter((s) => s !== symbol);
  if (list.length >= FAVOURITES_MAX) return [...list];
  return [...list, symbol];
}

/**
 * The list with the item at `from` moved to `to` (both clamped into the list), the others keeping
 * their order: the reorder of /hangqingSort, by drag or by the move buttons.
 *
 * @example moveFavourite(['A', 'B', 'C'], 0, 2) // ['B', 'C', 'A']
 */
export function moveFavourite(list: readonly string[], from: number, to: number): string[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item);
  return next;
}

/**
 * A stored favourites value as a clean list: strings only, upper case, no repeats, at most
 * FAVOURITES_MAX. Anything else (a damaged slot) reads as no favourites.
 *
 * @example cleanFavourites(['btc', 'BTC', 3, 'eth']) // ['BTC', 'ETH']
 */
export function cleanFavourites(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  for (const item of value) {
    if (typeof item !== 'string') continue;
    const symbol = item.trim().toUpperCase();
    if (/^[A-Z0-9]{1,15}$/.test(symbol)) seen.add(symbol);
    if (seen.size >= FAVOURITES_MAX) break;
  }
  return [...seen];
}
