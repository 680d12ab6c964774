import { act, renderHook, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { tokenAtom } from '@/lib/state/session';
import { STORAGE } from '@/lib/state/storageKeys';
import { useFavourites } from './useFavourites';

const mockSave = jest.fn(async (symbols: string[]) => ({ symbols }));
let mockAccount: { symbols: string[] } | undefined;
const mockMutate = jest.fn(async (promise: Promise<unknown>, _options?: object) => promise);
jest.mock('@/features/market/api/market', () => ({
  useAccountFavourites: (enabled: boolean) => ({ data: enabled ? mockAccount : undefined, error: undefined, mutate: mockMutate }),
  saveAccountFavourites: (symbols: string[]) => mockSave(symbols),
}));

function renderFavourites(loggedIn: boolean) {
  const store = createStore();
  if (loggedIn) store.set(tokenAtom, 'token');
  return renderHook(() => useFavourites(), { wrapper: ({ children }) => <Provider store={store}>{children}</Provider> });
}

beforeEach(() => {
  localStorage.clear();
  mockSave.mockClear();
  mockMutate.mockClear();
  mockAccount = undefined;
});

describe('useFavourites', () => {
  it('keeps a logged-out user’s favourites on this device', () => {
    localStorage.setItem(STORAGE.marketFavourites, JSON.stringify(['BTC']));
    const { result } = renderFavourites(false);
    expect(result.current.list).toEqual(['BTC']);
    act(() => result.current.toggle('ETH'));
    expect(JSON.parse(localStorage.getItem(STORAGE.marketFavourites) as string)).toEqual(['BTC', 'ETH']);
    expect(mockSave).not.toHaveBeenCalled();
  });

  it('moves the device’s favourites to an account that has none, once', async () => {
    localStorage.setItem(STORAGE.marketFavourites, JSON.stringify(['BTC', 'ETH']));
    mockAccount = { symbols: [] };
    renderFavourites(true);
    await waitFor(() => expect(mockSave).toHaveBeenCalledWith(['BTC', 'ETH']));
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE.marketFavourites) as string)).toEqual([]));
    expect(mockSave).toHaveBeenCalledTimes(1);
  });

  it('leaves an account that has favourites as it is, and saves changes to it', () => {
    localStorage.setItem(STORAGE.marketFavourites, JSON.stringify(['DOGE']));
    mockAccount = { symbols: ['ADA'] };
    const { result } = renderFavourites(true);
    expect(result.current.list).toEqual(['ADA']);
    expect(mockSave).not.toHaveBeenCalled();
    act(() => result.current.toggle('BTC'));
    expect(mockSave).toHaveBeenCalledWith(['ADA', 'BTC']);
    expect(mockMutate.mock.calls[0][1]).toMatchObject({ optimisticData: { symbols: ['ADA', 'BTC'] }, rollbackOnError: true });
  });
});
