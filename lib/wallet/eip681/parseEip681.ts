import type { Address } from 'viem';
import { validateAddress } from '../address/validateAddress';

/**
 * What a scanned or pasted payment code asks for. Amounts are base units (wei, or the token's). Every
 * kind has the same optional fields, so a screen can read `request.amount` without narrowing first.
 */
export type PaymentRequest =
  | { kind: 'address'; recipient: Address; chainId?: undefined; amount?: undefined; token?: undefined }
  | { kind: 'native'; recipient: Address; chainId?: number; amount?: bigint; token?: undefined }
  | { kind: 'token'; token: Address; recipient: Address; chainId?: number; amount?: bigint };

export type PaymentUriErrorReason =
  /** Not an `ethereum:` URI nor an address (a `wc:` link, a URL, another coin's URI). */
  | 'notPaymentUri'
  /** An ENS name where an address should be: names are not resolved, ask for an address. */
  | 'ensNotSupported'
  | 'invalidAddress'
  /** A mixed-case address whose EIP-55 checksum does not match: probably altered or mistyped. */
  | 'badChecksum'
  | 'invalidChainId'
  /** Not a non-negative integer number of base units below 2^256. */
  | 'invalidAmount'
  /** A function other than ERC-20 `transfer` (an `approve` must never pass as a payment). */
  | 'unsupportedFunction'
  /** A token transfer without the `address` parameter: the recipient is never the token contract. */
  | 'missingRecipient'
  /** Token-transfer parameters without `/transfer`, or ether attached to a token transfer. */
  | 'ambiguousRequest'
  /** A parameter given twice (`value=1&value=1000`). */
  | 'duplicateParameter'
  | 'malformed';

export class PaymentUriError extends Error {
  override name = 'PaymentUriError';
  constructor(
    readonly reason: PaymentUriErrorReason,
    detail?: string,
  ) {
    super(`Payment code rejected (${reason})${detail ? `: ${detail}` : ''}`);
  }
}

const MAX_UINT256 = 2n ** 256n - 1n;
const SCHEME = /^ethereum:(?:pay-)?/i;
// EIP-681 number: digits, optional fraction, optional exponent; signs handled separately.
const NUMBER = /^(\d*)(?:\.(\d+))?(?:[eE]\+?(\d{1,4}))?$/;
const KNOWN_PARAMETERS = new Set(['value', 'address', 'uint256', 'gas', 'gasLimit', 'gasPrice']);

/**
 * Parses a scanned or pasted payment code: an EIP-681 `ethereum:` URI or a plain address.
 *
 * - Native: `ethereum:0xRecipient@1?value=1.5e18` → recipient, chain id, amount in wei.
 * - Token: `ethereum:0xToken@1/transfer?address=0xRecipient&uint256=1e6` → the recipient comes from
 *   the `address` parameter, never from the contract in front of the `@`.
 * - `0xRecipient` alone → kind `address`.
 *
 * Numbers in scientific notation are converted exactly and must come out as whole base units.
 * Addresses are checked with EIP-55 (a mixed-case address with a wrong checksum is refused) and
 * returned checksummed. ENS names are refused (`ensNotSupported`): resolving them is not supported.
 * `gas`, `gasLimit`, `gasPrice` are ignored (the wallet estimates fees); other unknown parameters too.
 * Without `@chainId` the request is for the wallet's current network (EIP-681).
 *
 * @example parseEip681('ethereum:0xfb6916095ca1df60bb79Ce92cE3Ea74c37c5d359@1?value=2.014e18')
 * // { kind: 'native', recipient: '0xfb69…d359', chainId: 1, amount: 2014000000000000000n }
 * @throws {PaymentUriError} with a `reason` the screen can translate.
 */
export function parseEip681(input: string): PaymentRequest {
  const text = input.trim();
  if (/^0x/i.test(text)) return { kind: 'address', recipient: checkAddress(text) };
  const scheme = SCHEME.exec(text);
  if (!scheme) throw new PaymentUriError('notPaymentUri');
  const rest = text.slice(scheme[0].length);
  const queryAt = rest.indexOf('?');
  const path = queryAt === -1 ? rest : rest.slice(0, queryAt);
  const parameters = parseQuery(queryAt === -1 ? '' : rest.slice(queryAt + 1));

  const match = /^([^@/]*)(?:@([^/]*))?(?:\/(.*))?$/.exec(path);
  if (!match) throw new PaymentUriError('malformed');
  const [, target = '', chainText, functionName] = match;
  const targetAddress = checkAddress(target);
  const chainId = chainText === undefined ? undefined : parseChainId(chainText);

  if (functionName === undefined || functionName === '') {
    if (parameters.has('address') || parameters.has('uint256')) throw new PaymentUriError('ambiguousRequest', 'token parameters without /transfer');
    const value = parameters.get('value');
    return withOptional({ kind: 'native', recipient: targetAddress }, chainId, value === undefined ? undefined : parseUriNumber(value));
  }
  if (functionName !== 'transfer') throw new PaymentUriError('unsupportedFunction', functionName);
  const recipient = parameters.get('address');
  if (recipient === undefined || recipient === '') throw new PaymentUriError('missingRecipient');
  const value = parameters.get('value');
  if (value !== undefined && parseUriNumber(value) !== 0n) throw new PaymentUriError('ambiguousRequest', 'ether attached to a token transfer');
  const amount = parameters.get('uint256');
  return withOptional(
    { kind: 'token', token: targetAddress, recipient: checkAddress(recipient) },
    chainId,
    amount === undefined ? undefined : parseUriNumber(amount),
  );
}

function withOptional<T extends object>(request: T, chainId: number | undefined, amount: bigint | undefined): T & { chainId?: number; amount?: bigint } {
  return { ...request, ...(chainId === undefined ? {} : { chainId }), ...(amount === undefined ? {} : { amount }) };
}

function checkAddress(text: string): Address {
  const result = validateAddress(text);
  if (result.ok) return result.address;
  if (result.reason === 'ensName') throw new PaymentUriError('ensNotSupported', text);
  if (result.reason === 'badChecksum') throw new PaymentUriError('badChecksum', text);
  throw new PaymentUriError('invalidAddress', text);
}

function parseChainId(text: string): number {
  if (!/^[1-9]\d*$/.test(text) || !Number.isSafeInteger(Number(text))) throw new PaymentUriError('invalidChainId', text);
  return Number(text);
}

function parseQuery(query: string): Map<string, string> {
  const parameters = new Map<string, string>();
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const key = decode(equals === -1 ? pair : pair.slice(0, equals));
    const value = decode(equals === -1 ? '' : pair.slice(equals + 1));
    if (KNOWN_PARAMETERS.has(key) && parameters.has(key)) throw new PaymentUriError('duplicateParameter', key);
    if (!parameters.has(key)) parameters.set(key, value);
  }
  return parameters;
}

// Percent-decoding only: `+` stays a plus (it is an exponent sign in `1e+18`, not a space).
function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new PaymentUriError('malformed', text);
  }
}

/** An EIP-681 number (`1`, `2.014e18`, `1E6`) as exact whole base units. */
function parseUriNumber(text: string): bigint {
  const unsigned = text.startsWith('+') ? text.slice(1) : text;
  const match = NUMBER.exec(unsigned);
  if (!match || (match[1] === '' && match[2] === undefined)) throw new PaymentUriError('invalidAmount', text);
  const [, whole = '', fraction = '', exponentText = '0'] = match;
  const shift = Number(exponentText) - fraction.length;
  let digits = (whole + fraction).replace(/^0+/, '');
  if (digits === '') return 0n;
  if (shift < 0) {
    // Digits after the point that the exponent does not cover must be zeros: no fractional base units.
    const dropped = digits.slice(shift);
    if (/[^0]/.test(dropped.padStart(-shift, '0'))) throw new PaymentUriError('invalidAmount', `${text} is not a whole number of base units`);
    digits = digits.slice(0, shift) || '0';
  } else if (digits.length + shift > 78) {
    throw new PaymentUriError('invalidAmount', text); // more than 2^256 needs 78 digits
  }
  const units = BigInt(digits) * 10n ** BigInt(Math.max(shift, 0));
  if (units > MAX_UINT256) throw new PaymentUriError('invalidAmount', text);
  return units;
}
