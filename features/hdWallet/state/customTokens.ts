import { atom, getDefaultStore } from 'jotai';
import { readCustomTokens, withCustomToken, withoutCustomToken, type CustomTokens } from '@/lib/wallet/tokens/customTokenStore';
import type { TokenInfo } from '@/lib/wallet/tokens/tokenInfo';
import { STORAGE } from '../../../lib/state/storageKeys';

/** The custom tokens added in /hDsearch, per chain, in their localStorage slot (not secret). */
export const customTokensAtom = atom<CustomTokens>(typeof window === 'undefined' ? {} : safeRead());

function safeRead(): CustomTokens {
  try {
    return readCustomTokens(localStorage, STORAGE.hdCustomTokens);
  } catch {
    return {};
  }
}

function save(next: CustomTokens): void {
  localStorage.setItem(STORAGE.hdCustomTokens, JSON.stringify(next));
  getDefaultStore().set(customTokensAtom, next);
}

/** Adds a custom token to its chain's list on this device. @throws when storage is full or unavailable. */
export function addCustomToken(token: TokenInfo): void {
  save(withCustomToken(getDefaultStore().get(customTokensAtom), token));
}

/** Removes a custom token from its chain's list on this device. */
export function removeCustomToken(chainId: number, address: string): void {
  save(withoutCustomToken(getDefaultStore().get(customTokensAtom), chainId, address));
}
