import type { Address } from 'viem';
import { hiddenCharacterProblem } from '../../contract/textRules';
import { validateAddress, type AddressInvalidReason } from '../address/validateAddress';

/** One address book entry (SPEC §3): a name and an address. Not secret. */
export type AddressBookEntry = { id: string; name: string; address: Address };

export const MAX_CONTACT_NAME_LENGTH = 32;

export type ContactProblem = { field: 'name'; reason: 'empty' | 'tooLong' | 'hiddenCharacters' } | { field: 'address'; reason: AddressInvalidReason | 'duplicate' };

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** The stored entries; malformed ones are dropped, addresses come back checksummed. */
export function readAddressBook(storage: Storage, key: string): AddressBookEntry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(key) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const { id, name, address } = item as Record<string, unknown>;
    if (typeof id !== 'string' || typeof name !== 'string' || typeof address !== 'string') return [];
    const checked = validateAddress(address);
    return checked.ok ? [{ id, name, address: checked.address }] : [];
  });
}

/**
 * Checks a new entry: a name of 1–32 characters without text-direction or invisible characters
 * (lib/contract/textRules.ts) and a valid address (EIP-55 checksum for mixed
 * case) that is not in the book yet. Returns the entry to store, or the first problem per field.
 *
 * @example checkContact(book, 'Alice', '0x7099…79C8') // { ok: true, entry: { id, name: 'Alice', address } }
 */
export function checkContact(
  book: readonly AddressBookEntry[],
  name: string,
  address: string,
  id: string = globalThis.crypto.randomUUID(),
): { ok: true; entry: AddressBookEntry } | { ok: false; problems: ContactProblem[] } {
  const problems: ContactProblem[] = [];
  const cleanName = name.trim().replace(/\s+/gu, ' ');
  if (cleanName === '') problems.push({ field: 'name', reason: 'empty' });
  else if ([...cleanName].length > MAX_CONTACT_NAME_LENGTH) problems.push({ field: 'name', reason: 'tooLong' });
  else if (hiddenCharacterProblem(cleanName)) problems.push({ field: 'name', reason: 'hiddenCharacters' });
  const checked = validateAddress(address);
  if (!checked.ok) problems.push({ field: 'address', reason: checked.reason });
  else if (book.some((entry) => entry.address.toLowerCase() === checked.address.toLowerCase())) problems.push({ field: 'address', reason: 'duplicate' });
  if (problems.length > 0 || !checked.ok) return { ok: false, problems };
  return { ok: true, entry: { id, name: cleanName, address: checked.address } };
}

export function writeAddressBook(storage: Storage, key: string, book: readonly AddressBookEntry[]): void {
  storage.setItem(key, JSON.stringify(book.map(({ id, name, address }) => ({ id, name, address }))));
}
