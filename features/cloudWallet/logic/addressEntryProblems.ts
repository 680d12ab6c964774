import { hiddenCharacterProblem } from '@/lib/contract/textRules';
import { ADDRESS_MAX, ADDRESS_NAME_MAX } from '@/features/cloudWallet/contract/walletRules';

export type AddressEntryProblems = { name?: 'empty' | 'tooLong' | 'hiddenCharacters'; address?: 'empty' | 'tooLong' };

/**
 * What is wrong with an address-book entry as typed, checked on the client as the user types
 * (the same limits the server applies: a name of 1 to 32 characters without text-direction or
 * invisible characters, lib/contract/textRules.ts, and an address of at most 128).
 * Whether the address is valid for its coin, checksum included, only the server says (its
 * translated reason then shows under the field). Blank space around either value does not count.
 *
 * @example addressEntryProblems({ name: '', address: '0xabc' }) // { name: 'empty' }
 */
export function addressEntryProblems(entry: { name: string; address: string }): AddressEntryProblems {
  const problems: AddressEntryProblems = {};
  const name = entry.name.trim();
  const address = entry.address.trim();
  if (name === '') problems.name = 'empty';
  // UTF-16 units, as the server's schema counts them, so the two never disagree.
  else if (name.length > ADDRESS_NAME_MAX) problems.name = 'tooLong';
  else if (hiddenCharacterProblem(name)) problems.name = 'hiddenCharacters';
  if (address === '') problems.address = 'empty';
  else if (address.length > ADDRESS_MAX) problems.address = 'tooLong';
  return problems;
}
