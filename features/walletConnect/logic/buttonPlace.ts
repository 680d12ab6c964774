/**
 * Where the floating connection button rests (SPEC §2: always present, draggable). It never rests
 * over the content's middle: it docks in the header's empty end corner (`top: null`, the default),
 * or sits against a side edge at a height between the header and the tab bar / bottom zone.
 * Sides are logical, so the same place is mirrored in a right-to-left language.
 */
export type ButtonPlace = { side: 'start' | 'end'; top: number | null };

/** The heights (px from the viewport top) an edge place may take: below the header, above the tab bar and the disconnect zone. */
export type ButtonBand = { min: number; max: number };

export const DEFAULT_BUTTON_PLACE: ButtonPlace = { side: 'end', top: null };

/**
 * The place of a button dropped with its top-left corner at (x, y): the nearest side edge; the
 * header dock when dropped in the header on the end side (the start corner holds the back button,
 * so there it goes just below the header); else the dropped height, kept within the band.
 *
 * @example snapPlace({ x: 20, y: 400 }, { width: 412, rtl: false, size: 40, headerBottom: 49, band: { min: 57, max: 700 } }) // { side: 'start', top: 400 }
 */
export function snapPlace(
  drop: { x: number; y: number },
  screen: { width: number; rtl: boolean; size: number; headerBottom: number; band: ButtonBand },
): ButtonPlace {
  const onLeft = drop.x + screen.size / 2 < screen.width / 2;
  const side = onLeft !== screen.rtl ? 'start' : 'end';
  if (drop.y + screen.size / 2 < screen.headerBottom) return side === 'end' ? { side, top: null } : { side, top: screen.band.min };
  return { side, top: clampTop(drop.y, screen.band) };
}

/** A height kept within the band (its minimum when the band is too short to hold the button). */
export function clampTop(top: number, band: ButtonBand): number {
  return Math.round(Math.max(band.min, Math.min(top, band.max)));
}

/**
 * A stored place read back; anything else (nothing stored, an old or tampered value) is the default.
 *
 * @example parsePlace('{"side":"start","top":320}') // { side: 'start', top: 320 }
 */
export function parsePlace(stored: string | null): ButtonPlace {
  if (!stored) return DEFAULT_BUTTON_PLACE;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null) return DEFAULT_BUTTON_PLACE;
    const { side, top } = value as Record<string, unknown>;
    if (side !== 'start' && side !== 'end') return DEFAULT_BUTTON_PLACE;
    if (top === null) return side === 'end' ? { side, top } : DEFAULT_BUTTON_PLACE;
    if (typeof top !== 'number' || !Number.isFinite(top) || top < 0) return DEFAULT_BUTTON_PLACE;
    return { side, top: Math.round(top) };
  } catch {
    return DEFAULT_BUTTON_PLACE;
  }
}

/**
 * The place one arrow key press leads to: Up and Down move along the edge by `step` (Up from the
 * top of the band docks in the header on the end side, Down from the dock goes to the band's top);
 * Left and Right move to that physical side. `null` for Down at the bottom of the band: the
 * keyboard's "drop at the bottom".
 *
 * @example moveByKey({ side: 'end', top: null }, 'ArrowDown', { rtl: false, step: 24, band: { min: 57, max: 700 } }) // { side: 'end', top: 57 }
 */
export function moveByKey(place: ButtonPlace, key: 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight', screen: { rtl: boolean; step: number; band: ButtonBand }): ButtonPlace | null {
  const { band, step, rtl } = screen;
  if (key === 'ArrowLeft' || key === 'ArrowRight') {
    const side = (key === 'ArrowLeft') !== rtl ? 'start' : 'end';
    if (side === place.side) return place;
    return { side, top: place.top ?? band.min };
  }
  if (key === 'ArrowDown') {
    if (place.top === null) return { side: place.side, top: band.min };
    if (place.top >= band.max) return null;
    return { side: place.side, top: clampTop(place.top + step, band) };
  }
  if (place.top === null) return place;
  if (place.top <= band.min) return place.side === 'end' ? { side: 'end', top: null } : place;
  return { side: place.side, top: clampTop(place.top - step, band) };
}
