import { IDLE, reduceConnection, SESSION_REQUEST, type ConnectionAction, type ConnectionState } from './connectionState';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const META = { name: 'Dapp', url: 'https://dapp.example', description: 'A dapp', icons: [] };
const run = (...actions: ConnectionAction[]): ConnectionState => actions.reduce(reduceConnection, IDLE);

const connect: ConnectionAction[] = [
  { type: 'linkReceived', uri: 'wc:t@1?bridge=x&key=y' },
  { type: 'sessionRequest', handshakeId: 1700000000000001, detail: { peerId: 'p', peerMeta: META, chainId: 1, address: ADDRESS } },
];

describe('reduceConnection', () => {
  it('link → session request as notification type 1, shown, panel open', () => {
    const state = run(...connect);
    expect(state.status).toBe('pending');
    expect(state.peerMeta).toEqual(META);
    expect(state.notifications).toEqual([{ id: 1, type: SESSION_REQUEST, detail: { peerId: 'p', peerMeta: META, chainId: 1, address: ADDRESS } }]);
    expect(state.visibleIds).toEqual([1]);
    expect(state.fullOpen).toBe(true);
  });

  it('approve connects with the chain and address and drops the session request', () => {
    const state = run(...connect, { type: 'approved', chainId: 1, address: ADDRESS });
    expect(state).toMatchObject({ status: 'connected', connected: true, chainId: 1, address: ADDRESS, notifications: [], visibleIds: [], fullOpen: false });
  });

  it('signing requests become notifications typed by method, ids by the spec rule', () => {
    let state = run(...connect, { type: 'approved', chainId: 1, address: ADDRESS });
    state = reduceConnection(state, { type: 'request', request: { id: 99, method: 'personal_sign', params: ['0x00', ADDRESS] } });
    state = reduceConnection(state, { type: 'request', request: { id: 100, method: 'eth_sign', params: [ADDRESS, '0x'] } });
    expect(state.notifications.map((n) => [n.id, n.type])).toEqual([
      [1, 'personal_sign'],
      [2, 'eth_sign'],
    ]);
    state = reduceConnection(state, { type: 'removeNotification', id: 1 });
    expect(state.notifications.map((n) => n.id)).toEqual([2]);
    expect(state.visibleIds).toEqual([2]);
  });

  it('a request can be hidden and shown again', () => {
    let state = run(...connect);
    state = reduceConnection(state, { type: 'hide', id: 1 });
    expect(state.visibleIds).toEqual([]);
    expect(state.notifications).toHaveLength(1);
    state = reduceConnection(state, { type: 'show', id: 1 });
    expect(state.visibleIds).toEqual([1]);
    expect(reduceConnection(state, { type: 'show', id: 7 })).toBe(state);
  });

  it('requests before the session is approved are ignored; reset returns to idle', () => {
    const pending = run(...connect);
    expect(reduceConnection(pending, { type: 'request', request: { id: 5, method: 'eth_sign', params: [] } })).toBe(pending);
    expect(reduceConnection(pending, { type: 'reset' })).toEqual(IDLE);
    expect(IDLE.chainId).toBe(1);
  });

  it('restore, session update, online flag', () => {
    let state = run({ type: 'restored', uri: null, peerMeta: META, chainId: 1, address: ADDRESS });
    expect(state).toMatchObject({ status: 'connected', connected: true, fullOpen: false });
    state = reduceConnection(state, { type: 'sessionUpdated', chainId: 56, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' });
    expect(state).toMatchObject({ chainId: 56, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' });
    expect(reduceConnection(state, { type: 'online', online: true }).online).toBe(true);
    expect(reduceConnection(IDLE, { type: 'sessionUpdated', chainId: 5, address: ADDRESS })).toBe(IDLE);
  });

  it('a restored pending session shows the same session request again, and can still be approved', () => {
    const [, request] = connect as [ConnectionAction, Extract<ConnectionAction, { type: 'sessionRequest' }>];
    const before = run(...connect);
    const after = run({ type: 'restoredRequest', handshakeId: request.handshakeId, detail: request.detail });
    expect(after).toEqual({ ...before, uri: null });
    expect(after.notifications[0]).toMatchObject({ id: 1, type: SESSION_REQUEST });
    expect(reduceConnection(after, { type: 'approved', chainId: 1, address: ADDRESS })).toMatchObject({ status: 'connected', notifications: [] });
  });
});
