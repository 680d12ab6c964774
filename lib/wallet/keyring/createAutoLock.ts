export type Timers = {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

const realTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * The idle timer of the unlocked HD wallet: `arm(minutes)` starts or restarts it (each use of the
 * unlocked wallet does), `onLock` runs once when it runs out, `disarm()` stops it. Browsers freeze
 * or slow timers of a hidden page, so the deadline is wall-clock time and `check()` — called when
 * the page becomes visible again — locks at once if it has passed while the timer slept.
 *
 * @example const lock = createAutoLock(() => clearSession()); lock.arm(5)
 */
export function createAutoLock(onLock: () => void, timers: Timers = realTimers) {
  let deadline: number | null = null;
  let handle: unknown = null;

  const fire = () => {
    disarm();
    onLock();
  };

  function disarm() {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
    deadline = null;
  }

  return {
    arm(minutes: number) {
      disarm();
      const ms = Math.max(0, minutes) * 60_000;
      deadline = timers.now() + ms;
      handle = timers.setTimeout(() => (deadline !== null && timers.now() >= deadline ? fire() : this.check()), ms);
    },
    disarm,
    /** Locks now if the deadline has passed; otherwise waits for the rest of it. Returns whether it locked. */
    check(): boolean {
      if (deadline === null) return false;
      const left = deadline - timers.now();
      if (left <= 0) {
        fire();
        return true;
      }
      if (handle !== null) timers.clearTimeout(handle);
      handle = timers.setTimeout(() => this.check(), left);
      return false;
    },
    /** The wall-clock time it locks at, or null when disarmed. */
    get deadline() {
      return deadline;
    },
  };
}
