import { clampTop, DEFAULT_BUTTON_PLACE, moveByKey, parsePlace, snapPlace } from './buttonPlace';

const band = { min: 57, max: 700 };
const screen = (rtl = false) => ({ width: 412, rtl, size: 40, headerBottom: 49, band });

describe('snapPlace: a drop snaps to the nearest side edge, clear of the header and the bottom', () => {
  it('goes to the nearer side, at the dropped height', () => {
    expect(snapPlace({ x: 30, y: 400 }, screen())).toEqual({ side: 'start', top: 400 });
    expect(snapPlace({ x: 300, y: 400 }, screen())).toEqual({ side: 'end', top: 400 });
  });

  it('mirrors in right-to-left: the left edge is the end side', () => {
    expect(snapPlace({ x: 30, y: 400 }, screen(true))).toEqual({ side: 'end', top: 400 });
    expect(snapPlace({ x: 300, y: 400 }, screen(true))).toEqual({ side: 'start', top: 400 });
  });

  it('docks in the header on the end side, and stays below the header on the start side (the back button)', () => {
    expect(snapPlace({ x: 360, y: 5 }, screen())).toEqual({ side: 'end', top: null });
    expect(snapPlace({ x: 10, y: 5 }, screen())).toEqual({ side: 'start', top: 57 });
  });

  it('keeps out of the tab bar and the bottom zone', () => {
    expect(snapPlace({ x: 300, y: 760 }, screen())).toEqual({ side: 'end', top: 700 });
    expect(clampTop(40, band)).toBe(57);
  });
});

describe('parsePlace: the remembered place', () => {
  it('reads back what was stored', () => {
    expect(parsePlace('{"side":"start","top":320}')).toEqual({ side: 'start', top: 320 });
    expect(parsePlace('{"side":"end","top":null}')).toEqual({ side: 'end', top: null });
  });

  it('falls back to the header dock for nothing, junk or a tampered value', () => {
    for (const stored of [null, '', 'x', '1', '{"side":"left","top":3}', '{"side":"end","top":-4}', '{"side":"end","top":"9"}', '{"side":"start","top":null}']) {
      expect(parsePlace(stored)).toEqual(DEFAULT_BUTTON_PLACE);
    }
  });
});

describe('moveByKey: the keyboard moves it as a drag does', () => {
  const keys = (rtl = false) => ({ rtl, step: 24, band });

  it('walks down from the dock along the edge, and asks to disconnect at the bottom', () => {
    expect(moveByKey({ side: 'end', top: null }, 'ArrowDown', keys())).toEqual({ side: 'end', top: 57 });
    expect(moveByKey({ side: 'end', top: 57 }, 'ArrowDown', keys())).toEqual({ side: 'end', top: 81 });
    expect(moveByKey({ side: 'end', top: 690 }, 'ArrowDown', keys())).toEqual({ side: 'end', top: 700 });
    expect(moveByKey({ side: 'end', top: 700 }, 'ArrowDown', keys())).toBeNull();
  });

  it('walks up back into the dock on the end side only', () => {
    expect(moveByKey({ side: 'end', top: 57 }, 'ArrowUp', keys())).toEqual({ side: 'end', top: null });
    expect(moveByKey({ side: 'start', top: 57 }, 'ArrowUp', keys())).toEqual({ side: 'start', top: 57 });
  });

  it('changes sides with Left and Right, mirrored in right-to-left', () => {
    expect(moveByKey({ side: 'end', top: null }, 'ArrowLeft', keys())).toEqual({ side: 'start', top: 57 });
    expect(moveByKey({ side: 'end', top: 300 }, 'ArrowRight', keys())).toEqual({ side: 'end', top: 300 });
    expect(moveByKey({ side: 'end', top: 300 }, 'ArrowRight', keys(true))).toEqual({ side: 'start', top: 300 });
  });
});
