'use client';

import { IconRefresh } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPullGesture, type PullState } from '@/lib/gesture/pullGesture';

/** Indicator distance (px) past which a release refreshes, and the most it follows the finger. */
const THRESHOLD = 64;
const MAX = 96;
const IDLE: PullState = { phase: 'idle', distance: 0 };

/**
 * Pull-to-refresh over a balance list: pull down from the top of the page and release past the
 * threshold to run `onRefresh` (an SWR `mutate`, usually). The gesture rules are in
 * lib/gesture/pullGesture.ts. A pull is a touch-only shortcut, so the screen also offers
 * `<RefreshButton>` with the same `refresh`; both announce "Refreshing…" through one status line.
 * The page's own overscroll refresh is turned off while a region is on screen (globals.css), so the
 * browser does not reload the app instead.
 *
 * @example const pull = usePullToRefresh(() => mutate()); <PullRegion pull={pull}>…</PullRegion>
 */
export function usePullToRefresh(onRefresh: () => Promise<unknown>) {
  const [pull, setPull] = useState<PullState>(IDLE);
  const [refreshing, setRefreshing] = useState(false);
  const latest = useRef(onRefresh);
  const busy = useRef(false);
  useEffect(() => {
    latest.current = onRefresh;
  }, [onRefresh]);
  const refresh = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setRefreshing(true);
    try {
      await latest.current();
    } catch (error) {
      // The list's own error state shows the failure (SWR keeps it); nothing more to say here.
      console.warn('refresh failed', error);
    } finally {
      busy.current = false;
      setRefreshing(false);
    }
  }, []);
  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!element) return;
    const gesture = createPullGesture({ threshold: THRESHOLD, max: MAX });
    const point = (event: TouchEvent) => event.touches[0] ?? event.changedTouches[0];
    const show = (next: PullState) => setPull((prev) => (prev.phase === next.phase && prev.distance === next.distance ? prev : next));
    const start = (event: TouchEvent) => {
      const touch = point(event);
      const atTop = (document.scrollingElement?.scrollTop ?? window.scrollY) <= 0;
      gesture.start(touch.clientY, touch.clientX, atTop && event.touches.length === 1 && !busy.current);
    };
    const move = (event: TouchEvent) => {
      const touch = point(event);
      const { phase, distance, claim } = gesture.move(touch.clientY, touch.clientX);
      if (claim && event.cancelable) event.preventDefault();
      show({ phase, distance });
    };
    const end = (event: TouchEvent) => {
      const go = gesture.end(event.type === 'touchcancel');
      show(IDLE);
      if (go) void refresh();
    };
    element.addEventListener('touchstart', start, { passive: true });
    element.addEventListener('touchmove', move, { passive: false });
    element.addEventListener('touchend', end);
    element.addEventListener('touchcancel', end);
    return () => {
      element.removeEventListener('touchstart', start);
      element.removeEventListener('touchmove', move);
      element.removeEventListener('touchend', end);
      element.removeEventListener('touchcancel', end);
    };
  }, [element, refresh]);
  return { attach: setElement, pull, refreshing, refresh };
}

export type PullToRefresh = ReturnType<typeof usePullToRefresh>;

/** The region the pull starts in, with the indicator above its content. */
export function PullRegion({ pull, children, className, testId }: { pull: PullToRefresh; children: React.ReactNode; className?: string; testId?: string }) {
  const t = useTranslations('common');
  const { attach, refreshing, pull: state } = pull;
  const { phase, distance } = state;
  const height = refreshing ? THRESHOLD * 0.75 : distance;
  const text = refreshing ? t('refreshing') : phase === 'armed' ? t('releaseToRefresh') : t('pullToRefresh');
  return (
    <div ref={attach} className={className ? `ptr ${className}` : 'ptr'} data-testid={testId} data-pull={refreshing ? 'refreshing' : phase}>
      <div className={`ptr-indicator${refreshing ? ' ptr-refreshing' : ''}${phase === 'armed' ? ' ptr-armed' : ''}`} style={{ height }} aria-hidden="true">
        {(height > 0 || refreshing) && (
          <>
            <IconRefresh className="ptr-icon" size={20} stroke={2} style={refreshing ? undefined : { transform: `rotate(${Math.round((distance / THRESHOLD) * 270)}deg)` }} />
            <span className="ptr-text">{text}</span>
          </>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {refreshing ? t('refreshing') : ''}
      </p>
      {children}
    </div>
  );
}

/** The button that does what the pull does, for a mouse, a keyboard or a screen reader. */
export function RefreshButton({ pull, testId }: { pull: PullToRefresh; testId?: string }) {
  const t = useTranslations('common');
  return (
    <button
      type="button"
      className="button button-text refresh-button"
      onClick={() => void pull.refresh()}
      disabled={pull.refreshing}
      aria-busy={pull.refreshing || undefined}
      aria-label={t('refresh')}
      title={t('refresh')}
      data-testid={testId}
    >
      <IconRefresh className={pull.refreshing ? 'ptr-icon ptr-spin' : 'ptr-icon'} size={20} stroke={2} aria-hidden="true" />
    </button>
  );
}
