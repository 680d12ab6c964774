import { HDKey } from '@scure/bip32';

/**
 * An extended PUBLIC key, parsed; anything else (a typo, an xprv) throws.
 *
 * @example readXpub(process.env.CUSTODY_XPUB!)
 */
export function readXpub(value: string): HDKey {
  const key = HDKey.fromExtendedKey(value);
  if (key.privateKey) throw new Error('a private extended key was given where only the extended public key may be');
  return key;
}
