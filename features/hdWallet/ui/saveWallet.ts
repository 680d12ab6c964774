import { defaultWalletName } from './defaultWalletName';

/**
 * The import screen's last step: hands the valid phrase to the wallet core, which seals it into a
 * new vault, and stores and selects the wallet (it is unlocked afterwards). The crypto (PBKDF2,
 * derivation) loads lazily. The password goes to the vault and nowhere else.
 *
 * @throws {WalletListError} `duplicateAddress` (the phrase is on this device already) or `invalidName`.
 */
export async function saveWallet(parameters: { mnemonic: string; password: string; name: string; replaceId?: string; backedUp: boolean }): Promise<string> {
  const [{ sealWallet }, state] = await Promise.all([import('@/lib/wallet/keyring/sealWallet'), import('@/lib/state/hdWallet/hdWallet')]);
  const { mnemonic, password, replaceId, backedUp } = parameters;
  const wallet = await sealWallet({ mnemonic, password, name: parameters.name || defaultWalletName() }, (record) => state.storeWallet(record, { replaceId, backedUp }));
  return wallet.id;
}

/**
 * The create screen's last step: the wallet core makes a new phrase, seals it, and holds the words
 * for the backup screens; the wallet is stored (waiting for its backup), selected and unlocked.
 *
 * @throws {WalletListError} `invalidName`.
 */
export async function createNewWallet(parameters: { password: string; name: string }): Promise<string> {
  const [{ createWallet }, state] = await Promise.all([import('@/lib/wallet/keyring/createWallet'), import('@/lib/state/hdWallet/hdWallet')]);
  const wallet = await createWallet({ password: parameters.password, name: parameters.name || defaultWalletName() }, (record) =>
    state.storeWallet(record, { backedUp: false }),
  );
  return wallet.id;
}
