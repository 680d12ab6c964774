import { dropOutcome, isInDisconnectZone } from './dropOutcome';

describe('dropOutcome', () => {
  it('a press that barely moves is a tap, wherever it is', () => {
    expect(dropOutcome({ dx: 3, dy: 4, centreY: 790, viewportHeight: 800 })).toBe('tap');
  });

  it('a drop with its centre in the bottom 72 px disconnects', () => {
    expect(dropOutcome({ dx: 0, dy: 300, centreY: 728, viewportHeight: 800 })).toBe('disconnect');
    expect(dropOutcome({ dx: 0, dy: 300, centreY: 727, viewportHeight: 800 })).toBe('move');
  });

  it('on a short screen the zone is the last eighth', () => {
    expect(isInDisconnectZone(360, 400)).toBe(true);
    expect(isInDisconnectZone(349, 400)).toBe(false);
  });
});
