import { BACKGROUND_LOCK_MS, shouldLockOnReturn } from './appLock';

describe('shouldLockOnReturn', () => {
  it('locks after more than 30 seconds in the background, not before', () => {
    expect(shouldLockOnReturn(1_000, 1_000 + BACKGROUND_LOCK_MS)).toBe(false);
    expect(shouldLockOnReturn(1_000, 1_000 + BACKGROUND_LOCK_MS + 1)).toBe(true);
    expect(shouldLockOnReturn(1_000, 2_000)).toBe(false);
  });

  it('does not lock when the app was never hidden', () => {
    expect(shouldLockOnReturn(null, 10 ** 12)).toBe(false);
  });

  it('locks when the clock went backwards while hidden', () => {
    expect(shouldLockOnReturn(50_000, 10_000)).toBe(true);
  });
});
