/** Where a pull-to-refresh gesture stands: nothing, pulling (not far enough yet), or far enough to refresh on release. */
export type PullPhase = 'idle' | 'pulling' | 'armed';
export type PullState = { phase: PullPhase; distance: number };

export type PullGesture = {
  /** A finger touched down; `atTop` says whether the page was scrolled to its very top. */
  start(y: number, x: number, atTop: boolean): void;
  /** The finger moved: the indicator's distance and phase, and whether the page must not scroll (the gesture owns the move). */
  move(y: number, x: number): PullState & { claim: boolean };
  /** The finger lifted (or the touch was cancelled): whether to refresh. */
  end(cancelled?: boolean): boolean;
  state(): PullState;
};

/** Pixels the finger travels before the gesture counts as a pull rather than a tap or a wobble. */
export const PULL_SLOP = 8;

/**
 * The pull-to-refresh gesture as a pure state machine, so the rules are unit-tested without touch
 * events: it starts only when the page is at its top, only for a downward, mostly vertical move
 * (a sideways swipe or an upward scroll is left alone), the indicator follows the finger at half its
 * travel up to `max`, and a release past `threshold` refreshes.
 *
 * @example const g = createPullGesture({ threshold: 64, max: 96 }); g.start(100, 0, true); g.move(260, 0); g.end() // true
 */
export function createPullGesture({ threshold, max }: { threshold: number; max: number }): PullGesture {
  let origin: { y: number; x: number } | null = null;
  let tracking: 'undecided' | 'pull' | 'ignore' = 'ignore';
  let current: PullState = { phase: 'idle', distance: 0 };
  const reset = () => {
    origin = null;
    tracking = 'ignore';
    current = { phase: 'idle', distance: 0 };
  };
  return {
    start(y, x, atTop) {
      reset();
      if (!atTop) return;
      origin = { y, x };
      tracking = 'undecided';
    },
    move(y, x) {
      if (!origin || tracking === 'ignore') return { ...current, claim: false };
      const dy = y - origin.y;
      const dx = x - origin.x;
      if (tracking === 'undecided') {
        if (Math.abs(dy) < PULL_SLOP && Math.abs(dx) < PULL_SLOP) return { ...current, claim: false };
        tracking = dy > 0 && Math.abs(dy) > Math.abs(dx) ? 'pull' : 'ignore';
        if (tracking === 'ignore') return { ...current, claim: false };
      }
      const distance = Math.round(Math.min(max, Math.max(0, dy / 2)));
      current = { phase: distance === 0 ? 'idle' : distance >= threshold ? 'armed' : 'pulling', distance };
      return { ...current, claim: distance > 0 };
    },
    end(cancelled = false) {
      const refresh = !cancelled && current.phase === 'armed';
      reset();
      return refresh;
    },
    state: () => current,
  };
}
