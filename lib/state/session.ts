import { atom } from 'jotai';
import type { InitInfo } from '@/lib/contract/initInfo';
import type { UserInfo } from '@/features/account/contract/user';

export type { UserInfo };

/**
 * Login state (SPEC §3 client state). The tokens live here in memory; their persisted slots hold
 * ciphertext only (tokenVault.ts). `authReady` turns true once the slots have been read, so the
 * guard never redirects a logged-in user during start-up.
 */
export const tokenAtom = atom<string | null>(null);
export const hdTokenAtom = atom<string | null>(null);
export const authReadyAtom = atom(false);

export const userInfoAtom = atom<UserInfo | null>(null);

export const initInfoAtom = atom<InitInfo | null>(null);

export const isLoggedInAtom = atom((get) => Boolean(get(tokenAtom)));
