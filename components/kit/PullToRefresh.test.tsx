import { act, fireEvent, render, screen } from '@testing-library/react';

jest.mock('next-intl', () => ({
  useTranslations: (namespace: string) => (key: string) => jest.requireActual('@/lib/i18n/generated/en.json')[namespace][key],
}));

const { PullRegion, RefreshButton, usePullToRefresh } = jest.requireActual<typeof import('./PullToRefresh')>('./PullToRefresh');

function List({ onRefresh }: { onRefresh: () => Promise<unknown> }) {
  const pull = usePullToRefresh(onRefresh);
  return (
    <PullRegion pull={pull} testId="region">
      <RefreshButton pull={pull} />
      <ul>
        <li>BTC</li>
      </ul>
    </PullRegion>
  );
}

const at = (y: number) => ({ touches: [{ clientX: 10, clientY: y }], changedTouches: [{ clientX: 10, clientY: y }] });

describe('PullToRefresh', () => {
  it('refreshes on a long pull from the top, says so, and not on a short one', async () => {
    let finish: () => void = () => {};
    const onRefresh = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<List onRefresh={onRefresh} />);
    const region = screen.getByTestId('region');

    fireEvent.touchStart(region, at(100));
    fireEvent.touchMove(region, at(150));
    expect(region.getAttribute('data-pull')).toBe('pulling');
    expect(region.textContent).toContain('Pull to refresh');
    fireEvent.touchEnd(region, { touches: [], changedTouches: [{ clientX: 10, clientY: 150 }] });
    expect(onRefresh).not.toHaveBeenCalled();

    fireEvent.touchStart(region, at(100));
    fireEvent.touchMove(region, at(200));
    fireEvent.touchMove(region, at(300));
    expect(region.getAttribute('data-pull')).toBe('armed');
    expect(region.textContent).toContain('Release to refresh');
    fireEvent.touchEnd(region, { touches: [], changedTouches: [{ clientX: 10, clientY: 300 }] });
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Refreshing…');
    expect((screen.getByRole('button', { name: 'Refresh' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => finish());
    expect(screen.getByRole('status').textContent).toBe('');
    expect(region.getAttribute('data-pull')).toBe('idle');
  });

  it('does nothing when the page is scrolled down', () => {
    const onRefresh = jest.fn(() => Promise.resolve());
    render(<List onRefresh={onRefresh} />);
    const region = screen.getByTestId('region');
    Object.defineProperty(document, 'scrollingElement', { configurable: true, value: { scrollTop: 200 } });
    fireEvent.touchStart(region, at(100));
    fireEvent.touchMove(region, at(400));
    fireEvent.touchEnd(region, { touches: [], changedTouches: [{ clientX: 10, clientY: 400 }] });
    expect(onRefresh).not.toHaveBeenCalled();
    Object.defineProperty(document, 'scrollingElement', { configurable: true, value: { scrollTop: 0 } });
  });

  it('offers the same refresh as a button, once at a time', async () => {
    const onRefresh = jest.fn(() => Promise.resolve());
    render(<List onRefresh={onRefresh} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Refresh' })));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
