import { randomBytes } from 'node:crypto';
import { CLAIM_CODE_ALPHABET, CLAIM_CODE_LENGTH } from '../../../features/redEnvelope/contract/redEnvelopeRules';
import { cryptoRandomBelow } from './splitEnvelope';

/**
 * A new random claim code (not sequential, nothing derived from the envelope): CLAIM_CODE_LENGTH
 * characters of CLAIM_CODE_ALPHABET, each drawn uniformly from crypto randomness.
 *
 * @example newClaimCode() // 'K7QX2MTR9B'
 */
export function newClaimCode(): string {
  const n = BigInt(CLAIM_CODE_ALPHABET.length);
  return Array.from({ length: CLAIM_CODE_LENGTH }, () => CLAIM_CODE_ALPHABET[Number(cryptoRandomBelow(n))]).join('');
}

/**
 * A new public link id: 128 random bits in base64url (22 characters).
 *
 * @example newLinkId() // 'q1X0c4m2Zb9YtR7uKw3nEA'
 */
export function newLinkId(): string {
  return randomBytes(16).toString('base64url');
}
