/** @jest-environment node */
import { mnemonicToAccount } from 'viem/accounts';
import { generateMnemonic } from '../mnemonic/generateMnemonic';
import { deriveAccount } from './deriveAccount';

const TEST_PHRASE = 'test test test test test test test test test test test junk';

describe('deriveAccount', () => {
  it("gives the standard test phrase's well-known accounts", () => {
    expect(deriveAccount(TEST_PHRASE)).toEqual({
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
      path: "m/44'/60'/0'/0/0",
    });
    expect(deriveAccount(TEST_PHRASE, { index: 1 })).toEqual({
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
      path: "m/44'/60'/0'/0/1",
    });
  });

  it('normalises the phrase first', () => {
    expect(deriveAccount(`  ${TEST_PHRASE.toUpperCase()}  `).address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  });

  it("agrees with viem's mnemonicToAccount for a fresh phrase", () => {
    const mnemonic = generateMnemonic();
    for (const index of [0, 7]) {
      expect(deriveAccount(mnemonic, { index }).address).toBe(mnemonicToAccount(mnemonic, { addressIndex: index }).address);
    }
  });

  it('takes a BIP-39 passphrase', () => {
    const plain = deriveAccount(TEST_PHRASE).address;
    const withPassphrase = deriveAccount(TEST_PHRASE, { passphrase: 'secret' });
    expect(withPassphrase.address).not.toBe(plain);
    expect(withPassphrase.address).toBe(mnemonicToAccount(TEST_PHRASE, { passphrase: 'secret' }).address);
  });

  it('rejects invalid indices', () => {
    expect(() => deriveAccount(TEST_PHRASE, { index: -1 })).toThrow(RangeError);
    expect(() => deriveAccount(TEST_PHRASE, { index: 1.5 })).toThrow(RangeError);
    expect(() => deriveAccount(TEST_PHRASE, { index: 2 ** 31 })).toThrow(RangeError);
  });
});
