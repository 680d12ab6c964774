import { atom, getDefaultStore } from 'jotai';
import type { Address } from 'viem';
import { readAddressBook, writeAddressBook, type AddressBookEntry } from '@/lib/wallet/addressBook/addressBook';
import { STORAGE } from '../../../lib/state/storageKeys';

/** The device-local HD address book (SPEC §3 address book entry), in its localStorage slot. */
export const hdAddressBookAtom = atom<AddressBookEntry[]>(typeof window === 'undefined' ? [] : safeRead());

function safeRead(): AddressBookEntry[] {
  try {
    return readAddressBook(localStorage, STORAGE.hdAddressBook);
  } catch {
    return [];
  }
}

export function saveAddressBook(book: AddressBookEntry[]): void {
  writeAddressBook(localStorage, STORAGE.hdAddressBook, book);
  getDefaultStore().set(hdAddressBookAtom, book);
}

/** An address picked in the book for the send screen, handed over in memory and taken once. */
export const pickedAddressAtom = atom<Address | null>(null);
