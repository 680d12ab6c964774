import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { cleanFavourites } from '@/features/market/logic/favouriteList';
import { STORAGE } from '@/lib/state/storageKeys';

const local = createJSONStorage<string[]>(() => localStorage);

/**
 * The favourites of this device while logged out (SPEC §3 local storage), in the user's order. A
 * logged-in user's favourites are the account's (GET/PUT /api/market/favourites); this list moves
 * there at the first login whose account has none (features/market/api/useFavourites.ts).
 */
export const deviceFavouritesAtom = atomWithStorage<string[]>(
  STORAGE.marketFavourites,
  [],
  {
    ...local,
    getItem: (key, initial) => {
      const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
      if (raw === null) return initial;
      try {
        return cleanFavourites(JSON.parse(raw));
      } catch {
        return initial;
      }
    },
  },
  { getOnInit: true },
);
