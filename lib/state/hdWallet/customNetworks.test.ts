import { TextDecoder, TextEncoder } from 'node:util';
import { getDefaultStore } from 'jotai';
import type { StoredWallet } from '@/lib/wallet/vault/walletRecord';

// viem's chain definitions need TextEncoder, which jsdom lacks: the modules are loaded after the polyfill.
Object.assign(globalThis, { TextEncoder, TextDecoder });
let state: typeof import('@/lib/state/hdWallet/customNetworks');
let hdWalletsAtom: (typeof import('@/lib/state/hdWallet/hdWallet'))['hdWalletsAtom'];
const store = getDefaultStore();

const wallet = (id: string, chainId: number) =>
  ({ id, name: id, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chain: 'ETH', chainId, path: "m/44'/60'/0'/0/0", vault: { v: 1, kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: 1, salt: 'AA' }, cipher: { name: 'AES-GCM', iv: 'AA' }, ct: 'AA' } }) as unknown as StoredWallet;
const network = (chainId: number, name = `Chain ${chainId}`) => ({ chainId, name, rpcUrl: 'http://127.0.0.1:8545/', symbol: 'TST', explorerUrl: null });

beforeAll(async () => {
  state = await import('@/lib/state/hdWallet/customNetworks');
  ({ hdWalletsAtom } = await import('@/lib/state/hdWallet/hdWallet'));
});

beforeEach(() => {
  localStorage.clear();
  store.set(state.customNetworksAtom, []);
  store.set(hdWalletsAtom, { ids: ['a', 'b'], wallets: { a: wallet('a', 31337), b: wallet('b', 56) } });
});

describe('custom networks on this device', () => {
  it('stores an added network, lists it among the device networks after the built-in ones', () => {
    state.saveCustomNetwork(network(31337));
    expect(JSON.parse(localStorage.getItem('hdCustomNetworks')!)).toEqual([network(31337)]);
    expect(state.deviceNetworks().at(-1)).toMatchObject({ chain_id: 31337, custom: true });
  });

  it('an edit that changes the chain id moves the wallets on it; others stay', () => {
    state.saveCustomNetwork(network(31337));
    state.saveCustomNetwork(network(31338, 'Renumbered'), 31337);
    expect(store.get(state.customNetworksAtom)).toEqual([network(31338, 'Renumbered')]);
    expect(store.get(hdWalletsAtom).wallets.a!.chainId).toBe(31338);
    expect(store.get(hdWalletsAtom).wallets.b!.chainId).toBe(56);
  });

  it('removing a network moves its wallets to Ethereum', () => {
    state.saveCustomNetwork(network(31337));
    state.removeCustomNetwork(31337);
    expect(store.get(state.customNetworksAtom)).toEqual([]);
    expect(localStorage.getItem('hdCustomNetworks')).toBe('[]');
    expect(store.get(hdWalletsAtom).wallets.a).toMatchObject({ chainId: 1, chain: 'ETH' });
    expect(store.get(hdWalletsAtom).wallets.b!.chainId).toBe(56);
  });
});
