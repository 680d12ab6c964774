import { TextDecoder, TextEncoder } from 'node:util';
import { getDefaultStore } from 'jotai';
import type { LocalAccount } from 'viem';

// viem's encoders need TextEncoder, which jsdom lacks; the module under test is browser-only (it
// wires its locks when `window` exists), so it is loaded after the polyfill.
Object.assign(globalThis, { TextEncoder, TextDecoder });
type Keyring = typeof import('@/lib/wallet/keyring/keyring');
let keyring: Keyring;
let hdUnlockedAtom: (typeof import('@/lib/state/hdWallet/hdWallet'))['hdUnlockedAtom'];
let appLockedAtom: (typeof import('@/lib/state/appLock'))['appLockedAtom'];
let tokenAtom: (typeof import('@/lib/state/session'))['tokenAtom'];

// Only the public facts matter here.
const ACCOUNT = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'local' } as unknown as LocalAccount;
const store = getDefaultStore();

beforeAll(async () => {
  keyring = await import('@/lib/wallet/keyring/keyring');
  ({ hdUnlockedAtom } = await import('@/lib/state/hdWallet/hdWallet'));
  ({ appLockedAtom } = await import('@/lib/state/appLock'));
  ({ tokenAtom } = await import('@/lib/state/session'));
});

afterEach(() => {
  keyring.lockKeyring();
  store.set(appLockedAtom, false);
});

describe('what locks the unlocked HD wallet', () => {
  it('the PIN lock coming on forgets the key (consent does not survive a lock)', () => {
    keyring.holdKey('w1', ACCOUNT);
    expect(store.get(hdUnlockedAtom)).toEqual({ walletId: 'w1', address: ACCOUNT.address });
    store.set(appLockedAtom, true);
    expect(keyring.unlockedWallet()).toBeNull();
    expect(store.get(hdUnlockedAtom)).toBeNull();
  });

  it('the PIN lock going off unlocks nothing and forgets nothing held after it', () => {
    store.set(appLockedAtom, true);
    keyring.holdKey('w1', ACCOUNT);
    store.set(appLockedAtom, false);
    expect(keyring.unlockedWallet()).toEqual({ walletId: 'w1', address: ACCOUNT.address });
  });

  it('the login session ending forgets the key', () => {
    store.set(tokenAtom, 'session-token');
    keyring.holdKey('w1', ACCOUNT);
    store.set(tokenAtom, null);
    expect(keyring.unlockedWallet()).toBeNull();
  });
});
