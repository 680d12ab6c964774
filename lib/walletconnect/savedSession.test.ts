import { forgetSavedSession, parsePeerMeta, readSavedSession, rememberSession, sessionStorageId } from './savedSession';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const SESSION = {
  connected: true,
  accounts: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
  chainId: 1,
  bridge: 'http://127.0.0.1:3000/bridge',
  key: 'a'.repeat(64),
  clientId: 'client',
  clientMeta: { name: 'Wallet', url: 'https://wallet.example', description: 'd', icons: [] },
  peerId: 'peer',
  peerMeta: { name: 'Dapp', url: 'https://dapp.example', description: 'A dapp', icons: ['https://dapp.example/i.png'] },
  handshakeId: 1700000000000123,
  handshakeTopic: 'topic-1',
};

describe('saved wallet-connection session', () => {
  it('one storageId per session, named by its handshake topic; the pointer finds it', () => {
    const storage = memoryStorage();
    const storageId = sessionStorageId('topic-1');
    expect(storageId).toBe('walletconnect:topic-1');
    storage.setItem(storageId, JSON.stringify(SESSION));
    rememberSession(storage, storageId);
    expect(readSavedSession(storage)).toEqual({ storageId, session: SESSION });
  });

  it('copies known fields only, so nothing else stored beside them comes back', () => {
    const storage = memoryStorage();
    storage.setItem('walletconnect:t', JSON.stringify({ ...SESSION, privateKey: '0x' + 'b'.repeat(64), mnemonic: 'test test' }));
    rememberSession(storage, 'walletconnect:t');
    const restored = readSavedSession(storage);
    expect(restored?.session).toEqual(SESSION);
    expect(Object.keys(restored?.session ?? {})).not.toContain('privateKey');
  });

  it('refuses a session that is not connected, malformed, or not ours', () => {
    const storage = memoryStorage();
    storage.setItem('walletconnect:t', JSON.stringify({ ...SESSION, connected: false }));
    rememberSession(storage, 'walletconnect:t');
    expect(readSavedSession(storage)).toBeNull();
    storage.setItem('walletconnect:t', '{not json');
    expect(readSavedSession(storage)).toBeNull();
    storage.setItem('walletconnect:t', JSON.stringify({ ...SESSION, accounts: ['nope'] }));
    expect(readSavedSession(storage)).toBeNull();
    rememberSession(storage, 'token');
    expect(readSavedSession(storage)).toBeNull();
  });

  it('forgetting removes the session and the pointer', () => {
    const storage = memoryStorage();
    storage.setItem('walletconnect:t', JSON.stringify(SESSION));
    rememberSession(storage, 'walletconnect:t');
    forgetSavedSession(storage);
    expect([...storage.map.keys()]).toEqual([]);
  });

  it('peer metadata keeps strings only', () => {
    expect(parsePeerMeta({ name: 'D', url: 5, icons: ['a', 3] })).toEqual({ name: 'D', url: '', description: '', icons: ['a'] });
    expect(parsePeerMeta(null)).toBeNull();
  });
});
