'use client';

import { IconPlug, IconPlugConnected } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { clampPosition, dropOutcome, isInDisconnectZone } from '@/features/walletConnect/logic/dropOutcome';

const SIZE = 56;
const STEP = 24;

type Point = { x: number; y: number };

function viewport() {
  return { width: window.innerWidth, height: window.innerHeight };
}

/**
 * The floating wallet-connection button (SPEC §2): a real button that opens the panel, draggable
 * with a pointer (pointer capture) or the arrow keys. Dropping it at the bottom of the screen —
 * or pressing the down arrow when it is already at its lowest — disconnects an active session;
 * it then returns to where it was.
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
  const [position, setPosition] = useState<Point | null>(null);
  const [drag, setDrag] = useState<{ start: Point; pointer: Point; now: Point; moved: boolean } | null>(null);
  const suppressClick = useRef(false);

  useEffect(() => {
    const place = () => setPosition((current) => clampPosition(current ?? { x: window.innerWidth - SIZE - 16, y: window.innerHeight - SIZE - 140 }, viewport(), SIZE));
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, []);

  if (!position) return null;
  const shown = drag?.moved ? drag.now : position;
  const overZone = drag?.moved === true && isInDisconnectZone(drag.now.y + SIZE / 2, window.innerHeight);

  const onPointerDown = (event: React.PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ start: position, pointer: { x: event.clientX, y: event.clientY }, now: position, moved: false });
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
    const outcome = drag.moved ? dropOutcome({ dx, dy, centreY: end.y + SIZE / 2, viewportHeight: window.innerHeight }) : 'tap';
    setDrag(null);
    if (outcome === 'tap') return;
    suppressClick.current = true;
    if (outcome === 'disconnect') {
      if (active) onDisconnect();
      return;
    }
    setPosition(clampPosition(end, viewport(), SIZE));
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, Point> = { ArrowUp: { x: 0, y: -STEP }, ArrowDown: { x: 0, y: STEP }, ArrowLeft: { x: -STEP, y: 0 }, ArrowRight: { x: STEP, y: 0 } };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = clampPosition({ x: position.x + move.x, y: position.y + move.y }, viewport(), SIZE);
    if (event.key === 'ArrowDown' && next.y === position.y) {
      // Already at its lowest: one more step down drops it into the bottom zone.
      if (active) onDisconnect();
      return;
    }
    setPosition(next);
  };

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
        // The CSS bound keeps it on screen even when the viewport changes without a resize event
        // (a mobile layout viewport settling after load); the JS clamp handles drags and resizes.
        style={{ transform: `translate(min(${shown.x}px, calc(100vw - ${SIZE}px)), min(${shown.y}px, calc(100dvh - ${SIZE}px)))` }}
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
