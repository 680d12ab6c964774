import { atom } from 'jotai';

/**
 * The mnemonic between the backup steps (/backup → /mnemonicWord → /selectWords) or while it is
 * shown on /lookWords: in memory only — never in the URL, storage or a kept page state — and
 * cleared when the flow ends or the user leaves it (see `useMnemonicFlowPage`).
 */
export type MnemonicFlow = {
  walletId: string;
  /** The normalised 12-word phrase. Secret. */
  mnemonic: string;
  /** `backup`: confirm the words afterwards; `view`: only show them. */
  purpose: 'backup' | 'view';
};

export const mnemonicFlowAtom = atom<MnemonicFlow | null>(null);

/** The routes a backup or view flow moves between; leaving them ends the flow. */
export const MNEMONIC_FLOW_ROUTES = ['/backup', '/mnemonicWord', '/selectWords', '/lookWords'] as const;
