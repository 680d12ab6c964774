'use client';

import { useAtomValue } from 'jotai';
import { getDefaultStore } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useFlowStep } from '@/lib/navigation/useFlowStep';
import { MNEMONIC_FLOW_ROUTES, mnemonicFlowAtom, type MnemonicFlow } from '@/lib/state/hdWallet/mnemonicFlow';
import { forgetPhrase, heldPhrase } from '@/lib/wallet/keyring/heldPhrase';

/**
 * For a screen of the mnemonic flow — only those, whose job is to show or check the words: the flow
 * in memory with the phrase the core holds for it (a reload or a direct visit has neither and goes
 * to the HD wallet), both cleared when the user leaves the flow's routes for any other page.
 */
export function useMnemonicFlow(): (MnemonicFlow & { mnemonic: string }) | null {
  const state = useAtomValue(mnemonicFlowAtom);
  const mnemonic = state ? heldPhrase(state.walletId) : null;
  const flow = useMemo(() => (state && mnemonic ? { ...state, mnemonic } : null), [state, mnemonic]);
  useFlowStep(flow !== null, '/index/hd-wallet');
  useEffect(
    () => () => {
      // On unmount the router has moved on: if the new page is outside the flow, forget the words.
      setTimeout(() => {
        if (!(MNEMONIC_FLOW_ROUTES as readonly string[]).includes(window.location.pathname)) clearMnemonicFlow();
      }, 0);
    },
    [],
  );
  return flow;
}

export function clearMnemonicFlow(): void {
  getDefaultStore().set(mnemonicFlowAtom, null);
  forgetPhrase();
}
