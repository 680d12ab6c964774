/** A clock tests move by hand: `clock.now` goes into buildApp's `accounts.clock`. */
export type FakeClock = { now: () => Date; advance(ms: number): void; set(date: Date): void };

export function fakeClock(start = new Date('2026-03-01T08:00:00Z')): FakeClock {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance: (ms) => {
      t += ms;
    },
    set: (date) => {
      t = date.getTime();
    },
  };
}
