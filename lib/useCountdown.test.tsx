import { act, render, screen } from '@testing-library/react';
import { useCountdown } from './useCountdown';

function Left({ until }: { until: number }) {
  return <output>{useCountdown(until)}</output>;
}

describe('useCountdown', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('counts whole seconds down to 0 and stops there', () => {
    render(<Left until={1_000_000 + 3_000} />);
    expect(screen.getByRole('status').textContent).toBe('3');
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('status').textContent).toBe('2');
    act(() => jest.advanceTimersByTime(2_000));
    expect(screen.getByRole('status').textContent).toBe('0');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('shows a new deadline at once, even after the last one ran out', () => {
    const { rerender } = render(<Left until={1_000_000 + 1_000} />);
    act(() => jest.advanceTimersByTime(5_000));
    expect(screen.getByRole('status').textContent).toBe('0');
    rerender(<Left until={Date.now() + 60_000} />);
    expect(screen.getByRole('status').textContent).toBe('60');
    act(() => jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('status').textContent).toBe('59');
  });

  it('is 0 for a deadline already passed, without a timer', () => {
    render(<Left until={1_000_000 - 1} />);
    expect(screen.getByRole('status').textContent).toBe('0');
    expect(jest.getTimerCount()).toBe(0);
  });
});
