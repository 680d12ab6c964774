import { WALLET_ERRORS } from '@/features/cloudWallet/contract/walletApi';

/** Why the server refused an address, as a key under `cloudAddressBook.errors.address.` / `.form.`. */
export type AddressFailure = { field: 'address'; reason: string } | { field: 'form'; reason: 'full' };

/** The reasons the server gives for an invalid address (validateBookAddress) that have their own wording. */
export const ADDRESS_REASONS = ['empty', 'ensName', 'missingPrefix', 'invalidLength', 'invalidCharacters', 'badChecksum', 'format'] as const;

/**
 * Where a refused save of an address-book entry is explained: under the address field with the
 * server's reason (`invalid` when the reason has no wording of its own), as "already in your book",
 * or for the whole form when the book is full. Null for any other failure (the toast says it).
 *
 * @example addressFailure({ code: 30010, params: { field: 'address', reason: 'badChecksum' } }) // { field: 'address', reason: 'badChecksum' }
 */
export function addressFailure(failure: { code: number; params?: Record<string, string | number> } | null): AddressFailure | null {
  if (!failure) return null;
  switch (failure.code) {
    case WALLET_ERRORS.addressInvalid: {
      const reason = String(failure.params?.reason ?? '');
      return { field: 'address', reason: (ADDRESS_REASONS as readonly string[]).includes(reason) ? reason : 'invalid' };
    }
    case WALLET_ERRORS.addressDuplicate:
      return { field: 'address', reason: 'duplicate' };
    case WALLET_ERRORS.addressBookFull:
      return { field: 'form', reason: 'full' };
    default:
      return null;
  }
}
