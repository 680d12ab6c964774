'use client';

import { IconPlug, IconPlugConnected } from '@tabler/icons-react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ButtonBand, type ButtonPlace, DEFAULT_BUTTON_PLACE, clampTop, moveByKey, parsePlace, snapPlace } from '@/features/walletConnect/logic/buttonPlace';
import { disconnectZoneHeight, dropOutcome, isInDisconnectZone } from '@/features/walletConnect/logic/dropOutcome';
import { STORAGE } from '@/lib/state/storageKeys';

const STEP = 24;
/** The button's size and the header's height, in rem (they follow the font-size setting; see globals.css). */
const SIZE_REM = 2.5;
const HEADER_REM = 3;

type Point = { x: number; y: number };
type Screen = { width: number; height: number; rtl: boolean; size: number; headerBottom: number; band: ButtonBand };

/** The screen as the button sees it: its size now, the header, and the band between the header and the tab bar or bottom zone. */
function measureScreen(): Screen {
  const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const size = SIZE_REM * rem;
  const width = window.innerWidth;
  const height = window.innerHeight;
  const headerBottom = HEADER_REM * rem + 1;
  const tabBar = document.querySelector('.tabbar')?.getBoundingClientRect().top ?? Number.POSITIVE_INFINITY;
  const bottom = Math.min(height - disconnectZoneHeight(height), tabBar);
  const gap = rem / 2;
  const band = { min: headerBottom + gap, max: Math.max(headerBottom + gap, bottom - size - gap) };
  return { width, height, rtl: document.documentElement.dir === 'rtl', size, headerBottom, band };
}

function readPlace(): ButtonPlace {
  try {
    return parsePlace(localStorage.getItem(STORAGE.walletConnectButton));
  } catch {
    return DEFAULT_BUTTON_PLACE;
  }
}

/**
 * The floating wallet-connection button (SPEC §2): a real button that opens the panel, always
 * present and draggable, but never resting over the content's middle. It docks in the header's
 * empty end corner (the default), or snaps to the nearest side edge between the header and the tab
 * bar; sides are logical, so it mirrors in Arabic. Where it rests is remembered. It moves with a
 * pointer (pointer capture) or the arrow keys. Dropping it at the bottom of the screen — or pressing
 * Down when it is already at its lowest — disconnects an active session; it then stays where it was.
 */
export function FloatingButton({
  active,
  connected,
  count,
  onOpen,
  onDisconnect,
}: {
  active: boolean;
  connected: boolean;
  count: number;
  onOpen: () => void;
  onDisconnect: () => void;
}) {
  const t = useTranslations('walletConnect.button');
  const pathname = usePathname();
  // Nothing shows before the screen is measured (an effect), so reading storage here cannot mismatch a prerender.
  const [place, setPlace] = useState<ButtonPlace>(readPlace);
  const [screen, setScreen] = useState<Screen | null>(null);
  const [drag, setDrag] = useState<{ start: Point; pointer: Point; now: Point; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  const move = useCallback((next: ButtonPlace) => {
    setPlace(next);
    try {
      localStorage.setItem(STORAGE.walletConnectButton, JSON.stringify(next));
    } catch {
      // Storage blocked: it rests there for this visit.
    }
  }, []);

  useEffect(() => {
    const measure = () => setScreen(measureScreen());
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  // The tab bar comes and goes with the route, and the language may turn the page right-to-left.
  useEffect(() => {
    const id = requestAnimationFrame(() => setScreen(measureScreen()));
    // Again once a lazily loaded screen (and its tab bar) has come in and the slide has ended.
    const later = window.setTimeout(() => setScreen(measureScreen()), 500);
    return () => {
      cancelAnimationFrame(id);
      window.clearTimeout(later);
    };
  }, [pathname]);

  if (!screen) return null;
  const overZone = drag?.moved === true && isInDisconnectZone(drag.now.y + screen.size / 2, screen.height);

  const onPointerDown = (event: React.PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    const box = event.currentTarget.getBoundingClientRect();
    const start = { x: box.left, y: box.top };
    setScreen(measureScreen());
    setDrag({ start, pointer: { x: event.clientX, y: event.clientY }, now: start, moved: false });
  };
  const onPointerMove = (event: React.PointerEvent<HTMLButtonElement>) => {
    if (!drag) return;
    const dx = event.clientX - drag.pointer.x;
    const dy = event.clientY - drag.pointer.y;
    const moved = drag.moved || dropOutcome({ dx, dy, centreY: 0, viewportHeight: 1 }) !== 'tap';
    setDrag({ ...drag, moved, now: { x: drag.start.x + dx, y: drag.start.y + dy } });
  };
  const onPointerUp = (event: React.PointerEvent<HTMLButtonElement>) => {
    if (!drag) return;
    const dx = event.clientX - drag.pointer.x;
    const dy = event.clientY - drag.pointer.y;
    const end = { x: drag.start.x + dx, y: drag.start.y + dy };
    const outcome = drag.moved ? dropOutcome({ dx, dy, centreY: end.y + screen.size / 2, viewportHeight: screen.height }) : 'tap';
    setDrag(null);
    if (outcome === 'tap') return;
    suppressClick.current = true;
    if (outcome === 'disconnect') {
      if (active) onDisconnect();
      return;
    }
    move(snapPlace(end, screen));
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown' && event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const now = measureScreen();
    setScreen(now);
    const next = moveByKey(place, event.key, { rtl: now.rtl, step: STEP, band: now.band });
    // Already at its lowest: one more step down drops it into the bottom zone.
    if (next === null) {
      if (active) onDisconnect();
      return;
    }
    move(next);
  };

  // Dragged: where the pointer has it. At rest: logical sides, so a right-to-left page mirrors it;
  // an edge place is kept within today's band (the screen may have shrunk since it was stored).
  const inset = place.side === 'end' ? 'insetInlineEnd' : 'insetInlineStart';
  const physicalSide = (place.side === 'end') !== screen.rtl ? 'right' : 'left';
  const style: React.CSSProperties = drag?.moved
    ? { left: drag.now.x, top: drag.now.y }
    : place.top === null
      ? { top: 'max(0.25rem, env(safe-area-inset-top))', [inset]: `calc(0.625rem + env(safe-area-inset-${physicalSide}))` }
      : { top: clampTop(place.top, screen.band), [inset]: `calc(0.25rem + env(safe-area-inset-${physicalSide}))` };

  return (
    <>
      {drag?.moved && active && (
        <div className={`wc-dropzone${overZone ? ' wc-dropzone-over' : ''}`} aria-hidden="true" data-testid="wc-dropzone">
          {t('dropToDisconnect')}
        </div>
      )}
      <button
        type="button"
        className={`wc-button${connected ? ' wc-button-connected' : ''}${drag?.moved ? ' wc-button-dragging' : ''}`}
        style={style}
        aria-label={t('label', { status: t(connected ? 'connected' : active ? 'pending' : 'idle'), count })}
        aria-describedby="wc-button-hint"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => setDrag(null)}
        onKeyDown={onKeyDown}
        onClick={() => {
          if (suppressClick.current) {
            suppressClick.current = false;
            return;
          }
          onOpen();
        }}
        data-testid="wc-button"
        data-connected={connected || undefined}
        data-side={place.side}
        data-docked={place.top === null || undefined}
      >
        {connected ? <IconPlugConnected className="wc-button-icon" aria-hidden="true" /> : <IconPlug className="wc-button-icon" aria-hidden="true" />}
        {count > 0 && (
          <span className="wc-badge" data-testid="wc-badge">
            {count}
          </span>
        )}
      </button>
      <span id="wc-button-hint" className="visually-hidden">
        {t(active ? 'hintActive' : 'hint')}
      </span>
    </>
  );
}
