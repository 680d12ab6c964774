import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { bytesToHex, type Address, type Hex } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { normaliseMnemonic } from '../mnemonic/normaliseMnemonic';

/** BIP-44 path of Ethereum accounts (coin type 60, account 0, external chain); the index follows. */
export const ETHEREUM_PATH_PREFIX = "m/44'/60'/0'/0";

export type DerivedAccount = {
  /** EIP-55 checksummed. */
  address: Address;
  /** Secret: keep in memory or in the vault, never in storage, logs or URLs. */
  privateKey: Hex;
  /** e.g. `m/44'/60'/0'/0/0`. */
  path: string;
};

/**
 * Derives the Ethereum account at `m/44'/60'/0'/0/{index}` from a BIP-39 mnemonic — the same account
 * MetaMask, viem's `mnemonicToAccount` and hardware wallets give for that phrase. The mnemonic is
 * normalised first; it is not validated (the word list stays out of this module, so it can load
 * lazily): validate imported phrases with `validateMnemonic` before calling this.
 *
 * @example deriveAccount('test test test test test test test test test test test junk')
 * // { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', privateKey: '0xac09…ff80', path: "m/44'/60'/0'/0/0" }
 * @throws {RangeError} when `index` is not an integer in [0, 2^31).
 */
export function deriveAccount(mnemonic: string, options: { index?: number; passphrase?: string } = {}): DerivedAccount {
  const { index = 0, passphrase = '' } = options;
  if (!Number.isInteger(index) || index < 0 || index >= 2 ** 31) throw new RangeError(`Invalid account index: ${index}`);
  const path = `${ETHEREUM_PATH_PREFIX}/${index}`;
  const seed = mnemonicToSeedSync(normaliseMnemonic(mnemonic), passphrase);
  const master = HDKey.fromMasterSeed(seed);
  const child = master.derive(path);
  seed.fill(0);
  if (!child.privateKey) throw new Error('Derivation produced no private key'); // unreachable from a master seed
  const privateKey = bytesToHex(child.privateKey);
  // Best effort: JS cannot guarantee erasure, but the derived key objects need not keep secrets around.
  child.wipePrivateData();
  master.wipePrivateData();
  return { address: privateKeyToAddress(privateKey), privateKey, path };
}
