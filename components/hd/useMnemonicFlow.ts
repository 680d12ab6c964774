'use client';

import { useAtomValue } from 'jotai';
import { getDefaultStore } from 'jotai';
import { useEffect } from 'react';
import { useFlowStep } from '@/components/security/useFlowStep';
import { MNEMONIC_FLOW_ROUTES, mnemonicFlowAtom, type MnemonicFlow } from '@/lib/state/mnemonicFlow';

/**
 * For a screen of the mnemonic flow: the flow in memory (a reload or a direct visit has none and goes
 * to the HD wallet), cleared when the user leaves the flow's routes for any other page.
 */
export function useMnemonicFlow(): MnemonicFlow | null {
  const flow = useAtomValue(mnemonicFlowAtom);
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
}
