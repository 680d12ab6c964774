import { forgetSavedSession, parsePeerMeta, readSavedSession, rememberSession, savePendingSession, sessionStorageId } from './savedSession';

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

  it('refuses a session that is malformed or not ours', () => {
    const storage = memoryStorage();
    rememberSession(storage, 'walletconnect:t');
    storage.setItem('walletconnect:t', '{not json');
    expect(readSavedSession(storage)).toBeNull();
    storage.setItem('walletconnect:t', JSON.stringify({ ...SESSION, accounts: ['nope'] }));
    expect(readSavedSession(storage)).toBeNull();
    rememberSession(storage, 'token');
    expect(readSavedSession(storage)).toBeNull();
  });

  describe('a pending session (its request waits for the user)', () => {
    // What the client's `session` getter holds once the dapp's session request has arrived:
    // not connected, no accounts, chainId the dapp asked for (set by us), the dapp's ids.
    const PENDING = { ...SESSION, connected: false, accounts: [], chainId: 1 };

    it('is saved and read back field by field', () => {
      const storage = memoryStorage();
      expect(savePendingSession(storage, 'walletconnect:topic-1', PENDING)).toBe(true);
      rememberSession(storage, 'walletconnect:topic-1');
      const restored = readSavedSession(storage);
      expect(restored).toEqual({ storageId: 'walletconnect:topic-1', session: PENDING });
      expect(restored?.session.connected).toBe(false);
      expect(restored?.session.peerId).toBe('peer');
      expect(restored?.session.handshakeId).toBe(1700000000000123);
      expect(restored?.session.handshakeTopic).toBe('topic-1');
      expect(restored?.session.key).toBe('a'.repeat(64));
      expect(restored?.session.clientId).toBe('client');
      expect(restored?.session.bridge).toBe('http://127.0.0.1:3000/bridge');
      expect(restored?.session.peerMeta).toEqual(SESSION.peerMeta);
      expect(restored?.session.accounts).toEqual([]);
    });

    it('drops unknown fields when saving and when reading, and keeps strings only in peer metadata', () => {
      const storage = memoryStorage();
      const extra = { privateKey: '0x' + 'b'.repeat(64), mnemonic: 'test test', rpcUrl: 'http://x' };
      savePendingSession(storage, 'walletconnect:t', { ...PENDING, ...extra, peerMeta: { ...SESSION.peerMeta, script: {}, icons: ['a', 1] } });
      const written = storage.getItem('walletconnect:t') ?? '';
      expect(written).not.toMatch(/privateKey|mnemonic|rpcUrl|"script"/);
      expect(Object.keys(JSON.parse(written)).sort()).toEqual(Object.keys(SESSION).sort());
      expect(JSON.parse(written).peerMeta).toEqual({ ...SESSION.peerMeta, icons: ['a'] });
      storage.setItem('walletconnect:t', JSON.stringify({ ...PENDING, ...extra }));
      rememberSession(storage, 'walletconnect:t');
      expect(Object.keys(readSavedSession(storage)?.session ?? {}).sort()).toEqual(Object.keys(SESSION).sort());
    });

    it('without the peer id, the handshake id or the key is neither saved nor restored', () => {
      for (const missing of [{ peerId: '' }, { handshakeId: 0 }, { key: '' }]) {
        const storage = memoryStorage();
        expect(savePendingSession(storage, 'walletconnect:t', { ...PENDING, ...missing })).toBe(false);
        expect(storage.map.size).toBe(0);
        storage.setItem('walletconnect:t', JSON.stringify({ ...PENDING, ...missing }));
        rememberSession(storage, 'walletconnect:t');
        expect(readSavedSession(storage)).toBeNull();
      }
      const storage = memoryStorage();
      const { peerId: _peerId, ...withoutPeer } = PENDING;
      storage.setItem('walletconnect:t', JSON.stringify(withoutPeer));
      rememberSession(storage, 'walletconnect:t');
      expect(readSavedSession(storage)).toBeNull();
    });

    it('is not saved over a connected session, malformed, or outside our slots', () => {
      const storage = memoryStorage();
      expect(savePendingSession(storage, 'walletconnect:t', SESSION)).toBe(false);
      expect(savePendingSession(storage, 'walletconnect:t', { ...PENDING, handshakeId: '1' })).toBe(false);
      expect(savePendingSession(storage, 'walletconnect:t', null)).toBe(false);
      expect(savePendingSession(storage, 'token', PENDING)).toBe(false);
      expect(storage.map.size).toBe(0);
    });
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
