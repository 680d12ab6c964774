'use client';

import { IconArrowDown, IconArrowUp, IconGripVertical, IconTrash } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { NavBar } from '@/components/kit/NavBar';
import { useTickers } from '@/features/market/api/market';
import { moveFavourite } from '@/features/market/logic/favouriteList';
import { CoinIcon } from '@/components/kit/CoinIcon';
import { MarketListSkeleton } from './MarketListSkeleton';
import { NoFavourites } from './NoFavourites';
import { useFavourites } from './useFavourites';
import styles from './Market.module.css';

type Drag = { symbol: string; pointerId: number; startY: number; offset: number; rowHeight: number };

/**
 * `/hangqingSort` (SPEC §2): reorder the favourites by dragging a row's handle (pointer events:
 * mouse, touch, pen), or from the keyboard (the handle takes the up and down arrows; the move
 * buttons do the same for a screen reader's touch user), and remove them. Every change is saved at
 * once and announced in a live region.
 */
export function MarketSortScreen() {
  const t = useTranslations('market');
  const favourites = useFavourites();
  const tickers = useTickers();
  const [drag, setDrag] = useState<Drag | null>(null);
  const [draft, setDraft] = useState<string[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const handles = useRef(new Map<string, HTMLButtonElement>());
  const list = draft ?? favourites.list;
  const names = new Map((tickers.data?.tickers ?? []).map((ticker) => [ticker.symbol, ticker.name]));

  const announceAt = (symbol: string, next: readonly string[]) =>
    setAnnouncement(t('movedTo', { symbol, position: next.indexOf(symbol) + 1, count: next.length }));

  const move = (symbol: string, by: number) => {
    if (!list) return;
    const from = list.indexOf(symbol);
    const next = moveFavourite(list, from, from + by);
    if (next.indexOf(symbol) === from) return;
    favourites.save(next);
    announceAt(symbol, next);
    // The row re-renders in its new place: keep the focus on the control the user is using.
    requestAnimationFrame(() => handles.current.get(symbol)?.focus());
  };

  const remove = (symbol: string) => {
    if (!list) return;
    const index = list.indexOf(symbol);
    const next = list.filter((s) => s !== symbol);
    favourites.save(next);
    setAnnouncement(t('removed', { symbol }));
    const neighbour = next[Math.min(index, next.length - 1)];
    if (neighbour) requestAnimationFrame(() => handles.current.get(neighbour)?.focus());
  };

  const onPointerDown = (symbol: string) => (event: React.PointerEvent<HTMLButtonElement>) => {
    if (!list || (event.pointerType === 'mouse' && event.button !== 0)) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const row = event.currentTarget.closest('li');
    setDraft([...list]);
    setDrag({ symbol, pointerId: event.pointerId, startY: event.clientY, offset: 0, rowHeight: row?.getBoundingClientRect().height || 64 });
  };

  const onPointerMove = (event: React.PointerEvent<HTMLButtonElement>) => {
    if (!drag || !draft || event.pointerId !== drag.pointerId) return;
    let offset = event.clientY - drag.startY;
    let startY = drag.startY;
    let next = draft;
    const from = next.indexOf(drag.symbol);
    // Past half a row, the dragged item takes its neighbour's place (and the offset restarts there).
    if (offset > drag.rowHeight / 2 && from < next.length - 1) {
      next = moveFavourite(next, from, from + 1);
      startY += drag.rowHeight;
      offset -= drag.rowHeight;
    } else if (offset < -drag.rowHeight / 2 && from > 0) {
      next = moveFavourite(next, from, from - 1);
      startY -= drag.rowHeight;
      offset += drag.rowHeight;
    }
    if (next !== draft) setDraft(next);
    setDrag({ ...drag, startY, offset });
  };

  const onPointerEnd = (event: React.PointerEvent<HTMLButtonElement>) => {
    if (!drag || event.pointerId !== drag.pointerId) return;
    const order = draft;
    const symbol = drag.symbol;
    setDrag(null);
    setDraft(null);
    if (order && favourites.list && order.join() !== favourites.list.join()) {
      favourites.save(order);
      announceAt(symbol, order);
    }
  };

  const onKeyDown = (symbol: string) => (event: React.KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      move(symbol, event.key === 'ArrowUp' ? -1 : 1);
    }
  };

  return (
    <main className="screen">
      <NavBar title={t('sortTitle')} fallback="/index/market" />
      <p className="visually-hidden" aria-live="polite" data-testid="sort-announcement">
        {announcement}
      </p>
      {list === null ? (
        favourites.error ? <LoadFailed text={t('favouritesFailed')} onRetry={favourites.retry} testId="favourites-error" /> : <MarketListSkeleton rows={4} />
      ) : list.length === 0 ? (
        <NoFavourites />
      ) : (
        <>
          <p className={styles.hint} id="sort-hint">
            {t('sortHint')}
          </p>
          <ol className="coins" data-testid="sort-list">
            {list.map((symbol, index) => {
              const dragging = drag?.symbol === symbol;
              return (
                <li
                  key={symbol}
                  className={`${styles.sortRow} ${dragging ? styles.dragging : ''}`}
                  style={dragging ? { transform: `translateY(${drag.offset}px)` } : undefined}
                  data-testid="sort-row"
                  data-symbol={symbol}
                >
                  <button
                    type="button"
                    ref={(node) => {
                      if (node) handles.current.set(symbol, node);
                      else handles.current.delete(symbol);
                    }}
                    className={`${styles.iconButton} ${styles.handle}`}
                    aria-label={t('moveHandle', { symbol, position: index + 1, count: list.length })}
                    aria-describedby="sort-hint"
                    onPointerDown={onPointerDown(symbol)}
                    onPointerMove={onPointerMove}
                    onPointerUp={onPointerEnd}
                    onPointerCancel={onPointerEnd}
                    onKeyDown={onKeyDown(symbol)}
                    data-testid={`handle-${symbol}`}
                  >
                    <IconGripVertical className="icon" aria-hidden="true" />
                  </button>
                  <CoinIcon symbol={symbol} />
                  <span className={styles.names}>
                    <span className={styles.symbol}>{symbol}</span>
                    {names.get(symbol) && <span className={styles.sub}>{names.get(symbol)}</span>}
                  </span>
                  <button type="button" className={styles.iconButton} aria-label={t('moveUp', { symbol })} disabled={index === 0} onClick={() => move(symbol, -1)}>
                    <IconArrowUp className="icon" aria-hidden="true" />
                  </button>
                  <button type="button" className={styles.iconButton} aria-label={t('moveDown', { symbol })} disabled={index === list.length - 1} onClick={() => move(symbol, 1)}>
                    <IconArrowDown className="icon" aria-hidden="true" />
                  </button>
                  <button type="button" className={`${styles.iconButton} ${styles.remove}`} aria-label={t('remove', { symbol })} onClick={() => remove(symbol)} data-testid={`remove-${symbol}`}>
                    <IconTrash className="icon" aria-hidden="true" />
                  </button>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </main>
  );
}
