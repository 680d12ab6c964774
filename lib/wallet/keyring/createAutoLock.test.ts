import { createAutoLock, type Timers } from './createAutoLock';

/** Manual clock and timers: `advance` moves the clock without firing, `run` fires what is due. */
function fakeTimers() {
  let now = 1_000_000;
  let seq = 0;
  const pending = new Map<number, { at: number; callback: () => void }>();
  const timers: Timers = {
    now: () => now,
    setTimeout: (callback, ms) => {
      pending.set(++seq, { at: now + ms, callback });
      return seq;
    },
    clearTimeout: (handle) => void pending.delete(handle as number),
  };
  const run = () => {
    for (const [id, timer] of [...pending].sort((a, b) => a[1].at - b[1].at)) {
      if (timer.at > now) continue;
      pending.delete(id);
      timer.callback();
    }
  };
  return { timers, advance: (ms: number) => void (now += ms), tick: (ms: number) => ((now += ms), run()), pending };
}

describe('createAutoLock', () => {
  it('locks once after the idle time', () => {
    const clock = fakeTimers();
    const onLock = jest.fn();
    const lock = createAutoLock(onLock, clock.timers);
    lock.arm(5);
    clock.tick(5 * 60_000 - 1);
    expect(onLock).not.toHaveBeenCalled();
    clock.tick(1);
    expect(onLock).toHaveBeenCalledTimes(1);
    expect(lock.deadline).toBeNull();
    clock.tick(10 * 60_000);
    expect(onLock).toHaveBeenCalledTimes(1);
  });

  it('restarts the idle time on each use', () => {
    const clock = fakeTimers();
    const onLock = jest.fn();
    const lock = createAutoLock(onLock, clock.timers);
    lock.arm(1);
    clock.tick(50_000);
    lock.arm(1);
    clock.tick(50_000);
    expect(onLock).not.toHaveBeenCalled();
    clock.tick(10_000);
    expect(onLock).toHaveBeenCalledTimes(1);
    expect(clock.pending.size).toBe(0);
  });

  it('locks on return when the deadline passed while the timer slept (hidden page)', () => {
    const clock = fakeTimers();
    const onLock = jest.fn();
    const lock = createAutoLock(onLock, clock.timers);
    lock.arm(5);
    clock.advance(6 * 60_000); // the frozen timer did not fire
    expect(lock.check()).toBe(true);
    expect(onLock).toHaveBeenCalledTimes(1);
  });

  it('does not lock early when the check comes before the deadline', () => {
    const clock = fakeTimers();
    const onLock = jest.fn();
    const lock = createAutoLock(onLock, clock.timers);
    lock.arm(5);
    clock.advance(60_000);
    expect(lock.check()).toBe(false);
    clock.tick(4 * 60_000);
    expect(onLock).toHaveBeenCalledTimes(1);
  });

  it('never locks once disarmed', () => {
    const clock = fakeTimers();
    const onLock = jest.fn();
    const lock = createAutoLock(onLock, clock.timers);
    lock.arm(1);
    lock.disarm();
    clock.tick(120_000);
    expect(lock.check()).toBe(false);
    expect(onLock).not.toHaveBeenCalled();
  });
});
