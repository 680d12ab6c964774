import { atom } from 'jotai';

/**
 * A backup flow (/backup → /mnemonicWord → /selectWords) or a view of the words (/lookWords) in
 * progress: public facts only. The phrase itself is held by the wallet core
 * (lib/wallet/keyring/heldPhrase.ts), never in jotai state, the URL, storage or a kept page state;
 * both are cleared when the flow ends or the user leaves it (see `useMnemonicFlow`).
 */
export type MnemonicFlow = {
  walletId: string;
  /** `backup`: confirm the words afterwards; `view`: only show them. */
  purpose: 'backup' | 'view';
};

export const mnemonicFlowAtom = atom<MnemonicFlow | null>(null);

/** The routes a backup or view flow moves between; leaving them ends the flow. */
export const MNEMONIC_FLOW_ROUTES = ['/backup', '/mnemonicWord', '/selectWords', '/lookWords'] as const;
