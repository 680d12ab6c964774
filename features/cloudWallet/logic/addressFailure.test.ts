import { WALLET_ERRORS } from '@/features/cloudWallet/contract/walletApi';
import en from '@/lib/i18n/generated/en.json';
import { ADDRESS_REASONS, addressFailure } from './addressFailure';

describe('addressFailure', () => {
  it('puts an invalid address under the field with the server reason', () => {
    expect(addressFailure({ code: WALLET_ERRORS.addressInvalid, params: { field: 'address', reason: 'badChecksum' } })).toEqual({ field: 'address', reason: 'badChecksum' });
    expect(addressFailure({ code: WALLET_ERRORS.addressInvalid, params: { field: 'address', reason: 'format' } })).toEqual({ field: 'address', reason: 'format' });
  });

  it('falls back to a general reason the client has no wording for', () => {
    expect(addressFailure({ code: WALLET_ERRORS.addressInvalid, params: { reason: 'quantum' } })).toEqual({ field: 'address', reason: 'invalid' });
    expect(addressFailure({ code: WALLET_ERRORS.addressInvalid })).toEqual({ field: 'address', reason: 'invalid' });
  });

  it('says a duplicate under the address and a full book for the form', () => {
    expect(addressFailure({ code: WALLET_ERRORS.addressDuplicate })).toEqual({ field: 'address', reason: 'duplicate' });
    expect(addressFailure({ code: WALLET_ERRORS.addressBookFull, params: { max: 200 } })).toEqual({ field: 'form', reason: 'full' });
  });

  it('leaves other failures to the toast', () => {
    expect(addressFailure(null)).toBeNull();
    expect(addressFailure({ code: 0 })).toBeNull();
    expect(addressFailure({ code: WALLET_ERRORS.coinUnknown })).toBeNull();
  });

  it('has an English text for every reason it returns', () => {
    for (const reason of [...ADDRESS_REASONS, 'invalid', 'duplicate']) expect(en.cloudAddressBook.errors.address).toHaveProperty(reason);
  });
});
