import type { AddressFormat } from '../../../../features/cloudWallet/contract/walletRules';
import { validateAddress } from '../../../../lib/wallet/address/validateAddress';

export type BookAddress = { ok: true; address: string } | { ok: false; reason: string };

const BASE58 = '1-9A-HJ-NP-Za-km-z';
/** Shapes of the non-EVM formats. Only the shape is checked: their checksums are not (yet). */
const PATTERNS: Record<Exclude<AddressFormat, 'evm'>, RegExp> = {
  // Legacy (1…, 3…) base58, or bech32/bech32m (bc1…), the latter in one case.
  btc: new RegExp(`^(?:[13][${BASE58}]{25,34}|bc1[02-9ac-hj-np-z]{11,71})$`),
  trx: new RegExp(`^T[${BASE58}]{33}$`),
  // XRP's base58 alphabet is ordered differently but has the same characters.
  xrp: new RegExp(`^r[${BASE58}]{24,34}$`),
  other: /^[\x21-\x7e]{10,128}$/,
};

/**
 * Checks an address-book address for a coin's address format. EVM addresses (the default: the
 * add-address note says the address receives ERC20 tokens) must pass EIP-55 and come back
 * checksummed, so one address is stored one way. `reason` is validateAddress's for EVM, else 'format'.
 *
 * @example validateBookAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266', 'evm') // { ok: true, address: '0xf39Fd6e5…' }
 */
export function validateBookAddress(input: string, format: AddressFormat): BookAddress {
  if (format === 'evm') {
    const result = validateAddress(input);
    return result.ok ? { ok: true, address: result.address } : { ok: false, reason: result.reason };
  }
  let text = input.trim();
  // bech32 may be written all upper-case (QR codes); it is stored lower-case.
  if (format === 'btc' && /^BC1[02-9AC-HJ-NP-Z]+$/.test(text)) text = text.toLowerCase();
  return PATTERNS[format].test(text) ? { ok: true, address: text } : { ok: false, reason: text === '' ? 'empty' : 'format' };
}
