import { getDefaultStore } from 'jotai';
import { hdWalletsAtom } from '@/lib/state/hdWallet/hdWallet';

/** "Wallet N" with the next free number, for a name left empty. */
export function defaultWalletName(): string {
  const { ids, wallets } = getDefaultStore().get(hdWalletsAtom);
  const names = new Set(ids.map((id) => wallets[id]?.name));
  let n = ids.length + 1;
  while (names.has(`Wallet ${n}`)) n++;
  return `Wallet ${n}`;
}
