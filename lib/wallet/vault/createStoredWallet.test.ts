/** @jest-environment node */
import { createStoredWallet } from './createStoredWallet';
import { decryptVault } from './decryptVault';

const TEST_PHRASE = 'test test test test test test test test test test test junk';
const FAST = { unsafeTestIterations: 1_000 };

describe('createStoredWallet', () => {
  it('derives the account, encrypts the secrets and keeps only public fields in the clear', async () => {
    const wallet = await createStoredWallet({ mnemonic: ` ${TEST_PHRASE.toUpperCase()} `, password: 'pw-123456', name: ' Main ' }, FAST);
    expect(wallet).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      name: 'Main',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      chain: 'ETH',
      chainId: 1,
      path: "m/44'/60'/0'/0/0",
    });
    const stored = JSON.stringify(wallet);
    expect(stored).not.toContain('test test');
    expect(stored).not.toContain('junk');
    expect(stored).not.toContain('ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
    expect(stored).not.toContain('pw-123456');
    await expect(decryptVault(wallet.vault, 'pw-123456', FAST)).resolves.toEqual({
      mnemonic: TEST_PHRASE,
      privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
    });
  });

  it('takes the chain code from the network', async () => {
    const wallet = await createStoredWallet({ mnemonic: TEST_PHRASE, password: 'pw', name: 'BSC', chainId: 56, id: 'fixed' }, FAST);
    expect(wallet).toMatchObject({ id: 'fixed', chain: 'BSC', chainId: 56 });
  });

  it('refuses a chain outside the list', async () => {
    await expect(createStoredWallet({ mnemonic: TEST_PHRASE, password: 'pw', name: 'x', chainId: 43114 }, FAST)).rejects.toThrow(RangeError);
  });
});
