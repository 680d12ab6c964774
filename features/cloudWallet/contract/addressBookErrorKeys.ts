/**
 * Message keys of the cloud address book's failures (texts in features/cloudWallet/messages,
 * namespace `cloudAddressBook.errors`); the server feature declares them in server/features/<name>/<name>Feature.ts.
 */
export const ADDRESS_BOOK_ERROR_KEYS = {
  /** params: { field, reason } */
  addressInvalid: 'cloudAddressBook.errors.addressInvalid',
  addressDuplicate: 'cloudAddressBook.errors.duplicate',
  /** params: { max } */
  addressBookFull: 'cloudAddressBook.errors.full',
} as const;

declare module '@/lib/contract/apiError' {
  interface FeatureErrorKeys {
    addressBook: typeof ADDRESS_BOOK_ERROR_KEYS;
  }
}
