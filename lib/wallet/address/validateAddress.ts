import { checksumAddress, type Address } from 'viem';

export type AddressValidation =
  | { ok: true; address: Address }
  | { ok: false; reason: AddressInvalidReason };

/**
 * Why a string is not an address the wallet can send to:
 * - `empty`: nothing typed;
 * - `ensName`: looks like a name (`vitalik.eth`); names are not resolved, the user must paste an address;
 * - `missingPrefix`: 40 hex digits without `0x`;
 * - `invalidLength`: `0x` followed by other than 40 characters;
 * - `invalidCharacters`: `0x` and 40 characters that are not all hex digits;
 * - `badChecksum`: mixed case that does not match EIP-55, so probably mistyped.
 */
export type AddressInvalidReason = 'empty' | 'ensName' | 'missingPrefix' | 'invalidLength' | 'invalidCharacters' | 'badChecksum';

const HEX40 = /^[0-9a-fA-F]{40}$/;

/**
 * Validates an EVM address with its EIP-55 checksum. All-lower-case and all-upper-case addresses carry no
 * checksum and are accepted; mixed case must match the checksum exactly. Surrounding whitespace (from a
 * paste) is ignored. A valid address comes back checksummed.
 *
 * @example validateAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')
 * // { ok: true, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }
 * @example validateAddress('0xF39fd6e51aad88F6F4ce6aB8827279cffFb92266') // { ok: false, reason: 'badChecksum' }
 */
export function validateAddress(input: string): AddressValidation {
  const text = input.trim();
  if (text === '') return { ok: false, reason: 'empty' };
  // The `0X` prefix appears when a QR code is encoded upper-case (alphanumeric mode).
  const hasPrefix = text.startsWith('0x') || text.startsWith('0X');
  if (!hasPrefix) {
    if (HEX40.test(text)) return { ok: false, reason: 'missingPrefix' };
    if (text.includes('.')) return { ok: false, reason: 'ensName' };
    return { ok: false, reason: 'invalidCharacters' };
  }
  const body = text.slice(2);
  if (body.length !== 40) return { ok: false, reason: 'invalidLength' };
  if (!HEX40.test(body)) return { ok: false, reason: 'invalidCharacters' };
  const checksummed = checksumAddress(`0x${body.toLowerCase()}`);
  const isUniformCase = body === body.toLowerCase() || body === body.toUpperCase();
  if (!isUniformCase && `0x${body}` !== checksummed) return { ok: false, reason: 'badChecksum' };
  return { ok: true, address: checksummed };
}
