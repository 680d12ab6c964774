import { elapsedSeconds } from './elapsedSeconds';

describe('elapsedSeconds', () => {
  it('passes a seconds difference through', () => {
    expect(elapsedSeconds(42)).toBe(42);
  });

  it('counts from `from` to `to`, dates or ms', () => {
    expect(elapsedSeconds({ from: new Date('2024-01-01T00:00:00Z'), to: new Date('2024-01-01T00:05:00Z') })).toBe(300);
    expect(elapsedSeconds({ from: 1_000, to: 61_000 })).toBe(60);
    expect(elapsedSeconds({ from: 61_000, to: 1_000 })).toBe(-60);
  });

  it('defaults `to` to now', () => {
    jest.useFakeTimers({ now: new Date('2024-01-01T01:00:00Z') });
    try {
      expect(elapsedSeconds({ from: new Date('2024-01-01T00:00:00Z') })).toBe(3600);
    } finally {
      jest.useRealTimers();
    }
  });
});
