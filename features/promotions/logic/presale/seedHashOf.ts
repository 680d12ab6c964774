import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';

/**
 * The hash a round publishes when it is created: SHA-256 of the seed's 32 bytes, as 64 small hex
 * digits. After the draw anyone checks that the published seed is the one committed to:
 * seedHashOf(seed) === seedHash.
 *
 * @example seedHashOf('00'.repeat(32)) // '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925'
 */
export function seedHashOf(seed: string): string {
  return bytesToHex(sha256(hexToBytes(seed)));
}
