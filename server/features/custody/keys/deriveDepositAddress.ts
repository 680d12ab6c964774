import type { HDKey } from '@scure/bip32';
import { secp256k1 } from '@noble/curves/secp256k1';
import { getAddress, keccak256, toHex } from 'viem';
import { readXpub } from './readXpub';

const parsed = new Map<string, HDKey>();

/**
 * The deposit address at `index` under the operator's extended public key (CUSTODY_XPUB, the
 * BIP-44 account m/44'/60'/0'): its external chain's child 0/<index>, i.e. m/44'/60'/0'/0/<index>.
 * Public derivation only: the API process never sees a private key (an xprv is refused by
 * readXpub), and the signer's hot wallet is another key. The same address serves every EVM chain.
 *
 * @example deriveDepositAddress(xpub, 0) // '0x…' (EIP-55)
 */
export function deriveDepositAddress(xpub: string, index: number): `0x${string}` {
  if (!Number.isInteger(index) || index < 0 || index >= 2 ** 31) throw new RangeError(`derivation index ${index} is not a non-hardened index`);
  let account = parsed.get(xpub);
  if (!account) {
    account = readXpub(xpub);
    parsed.set(xpub, account);
  }
  const child = account.deriveChild(0).deriveChild(index);
  if (!child.publicKey) throw new Error('derivation gave no public key');
  // An Ethereum address is the last 20 bytes of keccak256 of the uncompressed point without its 0x04 prefix.
  const uncompressed = secp256k1.ProjectivePoint.fromHex(child.publicKey).toRawBytes(false);
  return getAddress(`0x${keccak256(uncompressed.slice(1)).slice(-40)}`);
}

/** A short, non-secret tag of an xpub (stored with each address), to notice a changed CUSTODY_XPUB. */
export const xpubFingerprint = (xpub: string): string => keccak256(toHex(xpub)).slice(2, 18);
