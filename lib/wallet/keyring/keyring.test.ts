/** @jest-environment node */
import { keccak256, parseTransaction, recoverAddress, recoverTransactionAddress, stringToHex, verifyMessage, verifyTypedData } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import {
  checkKeyringAutoLock,
  holdKey,
  isUnlocked,
  lockKeyring,
  setKeyringAutoLock,
  signerFor,
  subscribeKeyring,
  unlockedWallet,
  WalletLockedError,
  withSigner,
} from './keyring';

// anvil's first two default accounts (the "test … junk" phrase at indexes 0 and 1).
const ACCOUNT_0 = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const ACCOUNT_1 = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

const typedData = {
  domain: { name: 'Mail', version: '1', chainId: 1, verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC' },
  types: { Mail: [{ name: 'contents', type: 'string' }] },
  primaryType: 'Mail',
  message: { contents: 'Hello' },
} as const;

afterEach(() => {
  lockKeyring();
  setKeyringAutoLock(5);
  jest.useRealTimers();
});

describe('keyring', () => {
  it('is locked until a key is held, and then shows only public facts', () => {
    expect(unlockedWallet()).toBeNull();
    expect(isUnlocked('w1')).toBe(false);
    holdKey('w1', ACCOUNT_0);
    expect(unlockedWallet()).toEqual({ walletId: 'w1', address: ACCOUNT_0.address });
    expect(isUnlocked('w1')).toBe(true);
    expect(isUnlocked('w2')).toBe(false);
    // Nothing reachable from the facts or a signer is the key.
    const signer = signerFor('w1');
    const visible = JSON.stringify({ facts: unlockedWallet(), signer: Object.entries(signer).filter(([, v]) => typeof v !== 'function') });
    expect(visible).not.toContain('ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
    expect(Object.keys(signer).sort()).toEqual(['address', 'publicKey', 'sign', 'signMessage', 'signTransaction', 'signTypedData', 'source', 'type']);
  });

  it('signs messages, raw digests, typed data and transactions as the wallet', async () => {
    holdKey('w1', ACCOUNT_0);
    const signer = signerFor('w1');
    const address = ACCOUNT_0.address;
    expect(signer).toMatchObject({ address, type: 'local', source: 'keyring' });
    expect(await verifyMessage({ address, message: 'hello', signature: await signer.signMessage({ message: 'hello' }) })).toBe(true);
    const hash = keccak256(stringToHex('digest'));
    expect(await recoverAddress({ hash, signature: await signer.sign!({ hash }) })).toBe(address);
    expect(await verifyTypedData({ ...typedData, address, signature: await signer.signTypedData(typedData) })).toBe(true);
    const serialized = await signer.signTransaction({ chainId: 1, type: 'eip1559', nonce: 0, gas: 21_000n, maxFeePerGas: 2n, maxPriorityFeePerGas: 1n, to: ACCOUNT_1.address, value: 5n });
    expect(await recoverTransactionAddress({ serializedTransaction: serialized as never })).toBe(address);
    expect(parseTransaction(serialized)).toMatchObject({ to: ACCOUNT_1.address.toLowerCase(), value: 5n, chainId: 1 });
  });

  it('withSigner hands the signer to the function and returns its result', async () => {
    holdKey('w1', ACCOUNT_0);
    const signature = await withSigner('w1', (signer) => signer.signMessage({ message: 'x' }));
    expect(await verifyMessage({ address: ACCOUNT_0.address, message: 'x', signature })).toBe(true);
    await expect(withSigner('w2', () => 'never')).rejects.toBeInstanceOf(WalletLockedError);
  });

  it('fails closed: a signer kept past a lock or a wallet switch throws instead of signing', async () => {
    holdKey('w1', ACCOUNT_0);
    const signer = signerFor('w1');
    lockKeyring();
    await expect(signer.signMessage({ message: 'late' })).rejects.toBeInstanceOf(WalletLockedError);
    expect(() => signerFor('w1')).toThrow(WalletLockedError);

    holdKey('w1', ACCOUNT_0);
    const kept = signerFor('w1');
    holdKey('w2', ACCOUNT_1); // unlocking another wallet replaces the first
    expect(unlockedWallet()).toEqual({ walletId: 'w2', address: ACCOUNT_1.address });
    await expect(kept.signMessage({ message: 'switched' })).rejects.toBeInstanceOf(WalletLockedError);

    // Another key under the same id (a replaced wallet) is not the old signer's either.
    holdKey('w1', ACCOUNT_0);
    const old = signerFor('w1');
    holdKey('w1', ACCOUNT_1);
    await expect(old.signMessage({ message: 'replaced' })).rejects.toBeInstanceOf(WalletLockedError);
  });

  it('locks after the idle time; each signature restarts it', async () => {
    jest.useFakeTimers();
    setKeyringAutoLock(1);
    holdKey('w1', ACCOUNT_0);
    const signer = signerFor('w1');
    jest.advanceTimersByTime(50_000);
    await signer.signMessage({ message: 'use' });
    jest.advanceTimersByTime(50_000);
    expect(unlockedWallet()).not.toBeNull();
    jest.advanceTimersByTime(10_001);
    expect(unlockedWallet()).toBeNull();
    await expect(signer.signMessage({ message: 'idle' })).rejects.toBeInstanceOf(WalletLockedError);
  });

  it('locks on return when the deadline passed while timers slept', () => {
    jest.useFakeTimers();
    setKeyringAutoLock(5);
    holdKey('w1', ACCOUNT_0);
    // The clock moves without the timer firing, as in a hidden page.
    jest.setSystemTime(Date.now() + 6 * 60_000);
    checkKeyringAutoLock();
    expect(unlockedWallet()).toBeNull();
  });

  it('tells subscribers about each unlock and lock', () => {
    const seen: (string | null)[] = [];
    const unsubscribe = subscribeKeyring(() => seen.push(unlockedWallet()?.walletId ?? null));
    holdKey('w1', ACCOUNT_0);
    holdKey('w2', ACCOUNT_1);
    lockKeyring();
    lockKeyring(); // already locked: nothing to tell
    unsubscribe();
    holdKey('w1', ACCOUNT_0);
    expect(seen).toEqual(['w1', 'w2', null]);
  });
});
