import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { STORAGE } from '@/lib/state/storageKeys';
import { MarketSortScreen } from './MarketSortScreen';

// next-intl is ESM-only, which jest cannot load here: a stand-in reading the English catalogue.
jest.mock('next-intl', () => ({
  useTranslations: (namespace: string) => (key: string, params: Record<string, unknown> = {}) => {
    const messages = jest.requireActual('@/lib/i18n/generated/en.json');
    const text = `${namespace}.${key}`.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
    return String(text).replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
  },
}));
jest.mock('next/navigation', () => ({ useRouter: () => ({ back: jest.fn(), push: jest.fn(), replace: jest.fn() }) }));
// The logged-out path: favourites are this device's; the tickers only name the rows.
jest.mock('@/features/market/api/market', () => ({
  useTickers: () => ({ data: { tickers: [], source: null }, error: undefined, mutate: jest.fn() }),
  useAccountFavourites: () => ({ data: undefined, error: undefined, mutate: jest.fn() }),
  saveAccountFavourites: jest.fn(),
}));

// jsdom has no PointerEvent: a MouseEvent (which carries clientY) with the pointer's id and type.
if (typeof window.PointerEvent === 'undefined') {
  class PointerEventStandIn extends MouseEvent {
    readonly pointerId: number;
    readonly pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 0;
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  window.PointerEvent = PointerEventStandIn as unknown as typeof PointerEvent;
}

const stored = () => JSON.parse(localStorage.getItem(STORAGE.marketFavourites) ?? 'null');
const order = () => screen.getAllByTestId('sort-row').map((row) => row.getAttribute('data-symbol'));

function renderSort(favourites: string[]) {
  localStorage.setItem(STORAGE.marketFavourites, JSON.stringify(favourites));
  return render(
    <Provider store={createStore()}>
      <MarketSortScreen />
    </Provider>,
  );
}

beforeEach(() => localStorage.clear());

describe('MarketSortScreen', () => {
  it('moves a favourite with the arrow keys on its handle, saves and announces it', () => {
    renderSort(['BTC', 'ETH', 'ADA']);
    fireEvent.keyDown(screen.getByTestId('handle-BTC'), { key: 'ArrowDown' });
    expect(order()).toEqual(['ETH', 'BTC', 'ADA']);
    expect(stored()).toEqual(['ETH', 'BTC', 'ADA']);
    expect(screen.getByTestId('sort-announcement').textContent).toBe('BTC moved to position 2 of 3');
    fireEvent.keyDown(screen.getByTestId('handle-ADA'), { key: 'ArrowUp' });
    expect(stored()).toEqual(['ETH', 'ADA', 'BTC']);
  });

  it('moves with the buttons, which stop at the ends', () => {
    renderSort(['BTC', 'ETH']);
    expect((screen.getByRole('button', { name: 'Move BTC up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move BTC down' }));
    expect(stored()).toEqual(['ETH', 'BTC']);
  });

  it('reorders by dragging the handle past half a row', () => {
    renderSort(['BTC', 'ETH', 'ADA']);
    const handle = screen.getByTestId('handle-BTC');
    handle.setPointerCapture = jest.fn();
    // jsdom has no layout: the row height falls back to 64 px.
    act(() => {
      fireEvent.pointerDown(handle, { pointerId: 1, clientY: 100, button: 0, pointerType: 'touch' });
    });
    act(() => {
      fireEvent.pointerMove(handle, { pointerId: 1, clientY: 140, pointerType: 'touch' });
    });
    expect(order()).toEqual(['ETH', 'BTC', 'ADA']);
    expect(stored()).toEqual(['BTC', 'ETH', 'ADA']);
    act(() => {
      fireEvent.pointerUp(handle, { pointerId: 1, clientY: 140, pointerType: 'touch' });
    });
    expect(stored()).toEqual(['ETH', 'BTC', 'ADA']);
  });

  it('removes a favourite, and offers to add some when none is left', () => {
    renderSort(['BTC']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove BTC' }));
    expect(stored()).toEqual([]);
    expect(screen.getByText('No favourites yet')).toBeTruthy();
    expect(screen.getByTestId('add-favourites').getAttribute('href')).toBe('/hangqingAdd');
  });
});
