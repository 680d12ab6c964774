/**
 * The items of an infinite list's pages (useSWRInfinite's `data`), in order, each id once (a
 * record can shift to the next page when new ones arrive between two page loads), and whether a
 * further page can be asked for.
 *
 * @example pagedItems([{ items: [a, b], nextCursor: '7' }, { items: [b, c], nextCursor: null }]) // { items: [a, b, c], hasMore: false }
 */
export function pagedItems<T extends { id: string }>(pages: readonly { items: readonly T[]; nextCursor: string | null }[] | undefined): { items: T[]; hasMore: boolean } {
  if (!pages || pages.length === 0) return { items: [], hasMore: false };
  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of pages) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return { items, hasMore: pages[pages.length - 1].nextCursor !== null };
}
