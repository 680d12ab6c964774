import { deriveAccount } from '../derive/deriveAccount';
import { normaliseMnemonic } from '../mnemonic/normaliseMnemonic';
import { findNetwork } from '../networks/findNetwork';
import { encryptVault } from './encryptVault';
import type { VaultTestOptions } from './vaultRecord';
import { checkWalletName, type StoredWallet } from './walletRecord';

/**
 * Makes the stored record for a new or imported wallet: derives the account at index 0, encrypts the
 * mnemonic and private key into the vault with the wallet password, and fills the public fields. The
 * mnemonic must already be valid (`generateMnemonic`, or `validateMnemonic` for an import). Nothing
 * is written anywhere; add the result with `addWallet` or `replaceWallet` and store it.
 *
 * @example const wallet = await createStoredWallet({ mnemonic, password, name: 'Wallet 1' })
 * // { id: '…', name: 'Wallet 1', address: '0x…', chain: 'ETH', chainId: 1, path: "m/44'/60'/0'/0/0", vault: {…} }
 * @throws {RangeError} when the chain id is not a supported network.
 */
export async function createStoredWallet(
  parameters: { mnemonic: string; password: string; name: string; chainId?: number; id?: string },
  options: VaultTestOptions = {},
): Promise<StoredWallet> {
  const { password, chainId = 1 } = parameters;
  const network = findNetwork(chainId);
  if (!network) throw new RangeError(`Unsupported chain id: ${chainId}`);
  const name = checkWalletName(parameters.name);
  const mnemonic = normaliseMnemonic(parameters.mnemonic);
  const { address, privateKey, path } = deriveAccount(mnemonic);
  const vault = await encryptVault({ mnemonic, privateKey }, password, options);
  return { id: parameters.id ?? globalThis.crypto.randomUUID(), name, address, chain: network.chain, chainId, path, vault };
}
