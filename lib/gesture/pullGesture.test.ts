/** @jest-environment node */
import { createPullGesture, PULL_SLOP } from './pullGesture';

const gesture = () => createPullGesture({ threshold: 60, max: 90 });

describe('pull-to-refresh gesture', () => {
  it('refreshes after a downward pull past the threshold, from the top of the page', () => {
    const g = gesture();
    g.start(100, 50, true);
    expect(g.move(110, 50)).toEqual({ phase: 'pulling', distance: 5, claim: true });
    expect(g.move(221, 52)).toEqual({ phase: 'armed', distance: 61, claim: true });
    expect(g.end()).toBe(true);
    expect(g.state()).toEqual({ phase: 'idle', distance: 0 });
  });

  it('does not refresh when released before the threshold, or when the touch is cancelled', () => {
    const g = gesture();
    g.start(100, 0, true);
    g.move(200, 0);
    expect(g.state().phase).toBe('pulling');
    expect(g.end()).toBe(false);
    g.start(100, 0, true);
    g.move(400, 0);
    expect(g.end(true)).toBe(false);
  });

  it('follows the finger at half its travel, never past max nor above zero', () => {
    const g = gesture();
    g.start(0, 0, true);
    expect(g.move(1000, 0).distance).toBe(90);
    expect(g.move(-50, 0)).toEqual({ phase: 'idle', distance: 0, claim: false });
    expect(g.move(40, 0).distance).toBe(20);
  });

  it('leaves the page alone when it is scrolled down, for an upward scroll and for a sideways swipe', () => {
    const scrolled = gesture();
    scrolled.start(100, 0, false);
    expect(scrolled.move(300, 0)).toEqual({ phase: 'idle', distance: 0, claim: false });
    expect(scrolled.end()).toBe(false);

    const up = gesture();
    up.start(300, 0, true);
    expect(up.move(200, 0).claim).toBe(false);
    expect(up.move(600, 0).claim).toBe(false); // decided once: this touch is a scroll, not a pull
    expect(up.end()).toBe(false);

    const sideways = gesture();
    sideways.start(100, 100, true);
    expect(sideways.move(130, 200).claim).toBe(false);
    expect(sideways.move(400, 200).claim).toBe(false);
    expect(sideways.end()).toBe(false);
  });

  it('ignores a wobble smaller than the slop until the move is clear', () => {
    const g = gesture();
    g.start(100, 100, true);
    expect(g.move(100 + PULL_SLOP - 1, 100 + PULL_SLOP - 1).claim).toBe(false);
    expect(g.move(160, 104)).toEqual({ phase: 'pulling', distance: 30, claim: true });
  });
});
