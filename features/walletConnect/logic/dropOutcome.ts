/** How close to the bottom edge (px) a drop of the connection button disconnects. */
export const DISCONNECT_ZONE_PX = 72;
/** A press that moves less than this (px) is a tap, not a drag. */
export const DRAG_SLOP_PX = 6;

export type DropOutcome = 'tap' | 'disconnect' | 'move';

/**
 * What releasing the floating connection button means: a tap when it barely moved, a disconnect
 * when its centre ends inside the bottom zone (the last 72 px, or the last eighth of a short
 * screen), otherwise a move to the new place.
 *
 * @example dropOutcome({ dx: 0, dy: 300, centreY: 780, viewportHeight: 800 }) // 'disconnect'
 * @example dropOutcome({ dx: 2, dy: 3, centreY: 400, viewportHeight: 800 }) // 'tap'
 */
export function dropOutcome(drop: { dx: number; dy: number; centreY: number; viewportHeight: number }): DropOutcome {
  if (Math.hypot(drop.dx, drop.dy) < DRAG_SLOP_PX) return 'tap';
  return isInDisconnectZone(drop.centreY, drop.viewportHeight) ? 'disconnect' : 'move';
}

/** Whether a y coordinate (px from the top) lies in the bottom disconnect zone. */
export function isInDisconnectZone(centreY: number, viewportHeight: number): boolean {
  return centreY >= viewportHeight - disconnectZoneHeight(viewportHeight);
}

/** The height of the bottom disconnect zone: 72 px, or the last eighth of a short screen. */
export function disconnectZoneHeight(viewportHeight: number): number {
  return Math.min(DISCONNECT_ZONE_PX, viewportHeight / 8);
}
