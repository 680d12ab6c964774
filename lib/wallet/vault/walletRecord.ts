import type { Address } from 'viem';
import { hiddenCharacterProblem } from '../../contract/textRules';
import type { ChainCode } from '../networks/chainCodes';
import type { VaultRecord } from './vaultRecord';

/**
 * One HD wallet as stored on the device (SPEC §3: one record per wallet). The public fields are in the
 * clear so lists and balances need no password; the spec's `mnemonic` and `private_key` exist only
 * inside `vault`, and the password is never stored at all.
 */
export type StoredWallet = {
  /** Random, stable; the key of this record in storage. */
  id: string;
  /** The user's label, 1–32 characters after trimming. */
  name: string;
  /** EIP-55 checksummed, derived from the mnemonic at `path`. */
  address: Address;
  /** Chain code, e.g. ETH (SPEC §3 "chain"). */
  chain: ChainCode;
  chainId: number;
  /** Derivation path of `address`, e.g. m/44'/60'/0'/0/0. */
  path: string;
  vault: VaultRecord;
};

/**
 * All stored wallets: the separate list of wallet ids (SPEC §3), which also fixes their order, and the
 * records by id. Pure data; the storage slots live in lib/state.
 */
export type WalletCollection = {
  ids: readonly string[];
  wallets: Readonly<Record<string, StoredWallet>>;
};

export const EMPTY_WALLETS: WalletCollection = { ids: [], wallets: {} };

export const MAX_WALLET_NAME_LENGTH = 32;

export type WalletListErrorReason = 'duplicateId' | 'duplicateAddress' | 'notFound' | 'invalidName' | 'hiddenCharacters';

/** A change to the wallet list that would break it. `existingId` names the wallet already holding an address. */
export class WalletListError extends Error {
  override name = 'WalletListError';
  constructor(
    readonly reason: WalletListErrorReason,
    readonly existingId?: string,
  ) {
    super(`Wallet list: ${reason}${existingId ? ` (${existingId})` : ''}`);
  }
}

/**
 * The wallet name as stored: trimmed, inner whitespace collapsed, 1–32 characters (code points),
 * without text-direction or invisible characters (lib/contract/textRules.ts).
 *
 * @example checkWalletName('  My   wallet ') // 'My wallet'
 * @throws {WalletListError} with reason `invalidName` when empty or too long, `hiddenCharacters` for those characters.
 */
export function checkWalletName(name: string): string {
  const trimmed = name.trim().replace(/\s+/gu, ' ');
  if (trimmed === '' || [...trimmed].length > MAX_WALLET_NAME_LENGTH) throw new WalletListError('invalidName');
  if (hiddenCharacterProblem(trimmed)) throw new WalletListError('hiddenCharacters');
  return trimmed;
}
