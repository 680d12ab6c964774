import { act, render } from '@testing-library/react';
import { useMoreOnScroll } from '@/components/kit/useMoreOnScroll';

/** A stand-in IntersectionObserver (jsdom has none): each one records what it observes; `show` reports it in view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  show() {
    this.report([{ isIntersecting: true }]);
  }
}

function List({ onVisible, count, sentinel = true }: { onVisible: () => void; count: number; sentinel?: boolean }) {
  const ref = useMoreOnScroll(onVisible, count);
  return <div>{sentinel && <div ref={ref} data-testid="sentinel" />}</div>;
}

const live = () => FakeObserver.all.filter((o) => !o.disconnected);

describe('useMoreOnScroll', () => {
  beforeEach(() => {
    FakeObserver.all = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  });
  afterEach(() => delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver);

  it('calls the latest onVisible when the sentinel comes into view', () => {
    const first = jest.fn();
    const latest = jest.fn();
    const { rerender } = render(<List onVisible={first} count={10} />);
    rerender(<List onVisible={latest} count={10} />);
    expect(live()).toHaveLength(1);
    act(() => live()[0].show());
    expect(latest).toHaveBeenCalledTimes(1);
    expect(first).not.toHaveBeenCalled();
  });

  it('observes afresh for a new version, and stops when the sentinel goes or the list unmounts', () => {
    const { rerender, unmount, getByTestId } = render(<List onVisible={jest.fn()} count={10} />);
    const sentinel = getByTestId('sentinel');
    rerender(<List onVisible={jest.fn()} count={20} />);
    expect(FakeObserver.all).toHaveLength(2);
    expect(live()).toHaveLength(1);
    expect(live()[0].observed).toEqual([sentinel]);
    rerender(<List onVisible={jest.fn()} count={20} sentinel={false} />);
    expect(live()).toHaveLength(0);
    rerender(<List onVisible={jest.fn()} count={20} />);
    expect(live()).toHaveLength(1);
    unmount();
    expect(live()).toHaveLength(0);
  });
});
