import { defaultWalletName } from './defaultWalletName';

/**
 * Makes, stores and selects a wallet from a valid mnemonic and opens the unlocked session with its
 * key: the create and import screens' last step. The crypto (PBKDF2, derivation) loads lazily.
 * The password goes to the vault and nowhere else.
 *
 * @throws {WalletListError} `duplicateAddress` (the phrase is on this device already) or `invalidName`.
 */
export async function saveWallet(parameters: { mnemonic: string; password: string; name: string; replaceId?: string; backedUp: boolean }): Promise<string> {
  const [{ createStoredWallet }, { deriveAccount }, state] = await Promise.all([
    import('@/lib/wallet/vault/createStoredWallet'),
    import('@/lib/wallet/derive/deriveAccount'),
    import('@/lib/state/hdWallet'),
  ]);
  const wallet = await createStoredWallet({ mnemonic: parameters.mnemonic, password: parameters.password, name: parameters.name || defaultWalletName() });
  state.storeWallet(wallet, { replaceId: parameters.replaceId, backedUp: parameters.backedUp });
  const { address, privateKey } = deriveAccount(parameters.mnemonic);
  state.unlockSession({ walletId: wallet.id, address, privateKey });
  return wallet.id;
}
