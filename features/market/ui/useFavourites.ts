'use client';

import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { saveAccountFavourites, useAccountFavourites } from '@/features/market/api/market';
import { toggleFavourite } from '@/features/market/logic/favouriteList';
import { deviceFavouritesAtom } from '@/features/market/state/favourites';
import { isLoggedInAtom } from '@/lib/state/session';

export type FavouritesState = {
  /** The symbols in the user's order; null while the account's list loads (or failed to). */
  list: string[] | null;
  error: unknown;
  retry: () => void;
  /** Replaces the whole list (a reorder, a removal): saved at once, shown before the server answers. */
  save: (next: string[]) => void;
  toggle: (symbol: string) => void;
};

/**
 * The user's market favourites: this device's (localStorage) while logged out, the account's
 * (GET/PUT /api/market/favourites, optimistic, rolled back on failure) once logged in. At the first
 * login whose account has none, the device's favourites move to the account (uploaded, then cleared
 * here, so they are not uploaded again after the user empties the account's list).
 */
export function useFavourites(): FavouritesState {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [device, setDevice] = useAtom(deviceFavouritesAtom);
  const account = useAccountFavourites(loggedIn);
  const { mutate } = account;
  const moving = useRef(false);

  const saveToAccount = useCallback(
    (next: string[]) =>
      mutate(saveAccountFavourites(next), { optimisticData: { symbols: next }, rollbackOnError: true, revalidate: false, populateCache: true }),
    [mutate],
  );

  const accountList = account.data?.symbols;
  useEffect(() => {
    if (!loggedIn || !accountList || accountList.length > 0 || device.length === 0 || moving.current) return;
    moving.current = true;
    saveToAccount(device)
      .then(() => setDevice([]))
      .catch(() => undefined)
      .finally(() => {
        moving.current = false;
      });
  }, [accountList, device, loggedIn, saveToAccount, setDevice]);

  const list = loggedIn ? (accountList ?? null) : device;
  const save = useCallback(
    (next: string[]) => {
      if (!loggedIn) setDevice(next);
      // A failure is toasted by the API client and the list rolls back.
      else void saveToAccount(next).catch(() => undefined);
    },
    [loggedIn, saveToAccount, setDevice],
  );
  const toggle = useCallback((symbol: string) => save(toggleFavourite(list ?? [], symbol)), [list, save]);
  return { list, error: loggedIn ? account.error : null, retry: () => void mutate(), save, toggle };
}
