'use client';

import { useEffect, useState, type CSSProperties, type RefObject } from 'react';

/** Rows rendered before the first measurement: enough to fill a tall phone screen. */
const FIRST_ROWS = 16;

/** `listStyle` goes on the list: it holds the rows above the window as padding and the list's whole height. */
export type RowWindow = { start: number; end: number; rowHeight: number; listStyle: CSSProperties | undefined };

/**
 * Windowing over the page's own scroll for a list of equal-height rows (the market list: 500+
 * assets): only the rows in view, plus `overscan` on each side, are in the DOM. The row height is
 * measured from a rendered row (`[data-row]`) and again when the font size changes, so it follows
 * the 14-20 px setting. The rows stay in the list's flow: the ones above the window are the list's
 * top padding, so a row's props do not change when the window is measured or moves, and a memoised
 * row is not rendered again. Small enough not to need a library (virtua would add 4.4 kB gzip,
 * @tanstack/react-virtual 10.6 kB).
 *
 * @example const { start, end, listStyle } = useWindowRows(rows.length, listRef)
 */
export function useWindowRows(count: number, listRef: RefObject<HTMLElement | null>, overscan = 8): RowWindow {
  const [rowHeight, setRowHeight] = useState(0);
  const [range, setRange] = useState({ start: 0, end: Math.min(count, FIRST_ROWS) });

  const hasRows = count > 0;
  // After the paint, not before it: the first rows are painted in the list's flow, where they stay,
  // and the measurement (and the list's full height) are a task of their own.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const row = list.querySelector<HTMLElement>('[data-row]');
      const height = row?.getBoundingClientRect().height ?? 0;
      if (height > 0) setRowHeight((old) => (Math.abs(old - height) < 0.5 ? old : height));
    };
    measure();
    // The root font size (the font-size setting) changes every row's height at once.
    const observer = new ResizeObserver(measure);
    observer.observe(document.documentElement);
    return () => observer.disconnect();
  }, [listRef, hasRows]);

  useEffect(() => {
    const update = () => {
      const list = listRef.current;
      if (!list) return;
      if (!rowHeight) {
        setRange((old) => (old.start === 0 && old.end === Math.min(count, FIRST_ROWS) ? old : { start: 0, end: Math.min(count, FIRST_ROWS) }));
        return;
      }
      const top = list.getBoundingClientRect().top;
      const first = Math.floor(Math.max(0, -top) / rowHeight);
      const visible = Math.ceil(window.innerHeight / rowHeight) + 1;
      const start = Math.max(0, Math.min(count, first - overscan));
      const end = Math.max(start, Math.min(count, first + visible + overscan));
      setRange((old) => (old.start === start && old.end === end ? old : { start, end }));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [count, listRef, overscan, rowHeight]);

  // A shorter list (a search) is rendered once before the window follows it: no negative height then.
  const above = Math.min(range.start, count);
  const listStyle = rowHeight > 0 ? { paddingBlockStart: above * rowHeight, height: (count - above) * rowHeight } : undefined;
  return { ...range, rowHeight, listStyle };
}
