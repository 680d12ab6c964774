import { createContext, useContext, useEffect, useState } from 'react';

/**
 * Keep-alive for routed pages (SPEC §2): going back to a page restores its form input and scroll
 * as the user left them. State is kept in memory only, per route-history depth, so a secret typed
 * into a field is never written to storage and a fresh forward visit starts clean.
 */
export type PageFrameInfo = { key: string; kept: boolean };

const states = new Map<string, Map<string, unknown>>();
const scrolls = new Map<string, number>();

export const PageFrameContext = createContext<PageFrameInfo>({ key: '', kept: false });

/** Forgets what pages at `depth` and deeper held: a forward visit there starts fresh. */
export function forgetFrom(depth: number): void {
  for (const key of [...states.keys(), ...scrolls.keys()]) {
    if (Number(key.split(':')[0]) >= depth) {
      states.delete(key);
      scrolls.delete(key);
    }
  }
}

export function frameKey(depth: number, path: string): string {
  return `${depth}:${path}`;
}

export function rememberScroll(key: string, y: number): void {
  scrolls.set(key, y);
}

export function recallScroll(key: string): number | undefined {
  return scrolls.get(key);
}

/**
 * `useState` that survives leaving the page and coming back, unless the page is one of the
 * routes that always start fresh.
 *
 * @example const [query, setQuery] = useKeptState('query', '')
 */
export function useKeptState<T>(name: string, initial: T): [T, (value: T) => void] {
  const frame = useContext(PageFrameContext);
  const [value, setValue] = useState<T>(() => {
    const saved = frame.kept ? states.get(frame.key) : undefined;
    return saved?.has(name) ? (saved.get(name) as T) : initial;
  });
  useEffect(() => {
    if (!frame.kept) return;
    const bucket = states.get(frame.key) ?? new Map<string, unknown>();
    bucket.set(name, value);
    states.set(frame.key, bucket);
  }, [frame.key, frame.kept, name, value]);
  return [value, setValue];
}
