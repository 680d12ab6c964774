import '../../testing/esmOnlyDependencies';
import WalletConnect from '@walletconnect/legacy-client';
import type { FastifyInstance } from 'fastify';
import { stringToHex, verifyMessage, verifyTypedData } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { executeRequest } from '../../../features/walletConnect/logic/executeRequest';
import { parseConnectionUri } from '../../../lib/walletConnect/parseConnectionUri';
import { mailTypedData } from '../../../features/walletConnect/logic/testing/typedDataFixtures';
import type { WalletConnectRequest } from '../../../features/walletConnect/logic/walletConnectRequest';
import { testApp } from '../../testing/testApp';

/** The dapp's typed data, as viem's verifier takes it (the JSON has no literal types). */
type TypedDataInput = Omit<Parameters<typeof verifyTypedData>[0], 'address' | 'signature'>;

/**
 * Two real WalletConnect v1 clients (`@walletconnect/legacy-client`, on the `ws` package in Node)
 * talking through our bridge: the dapp side creates the session, the wallet side joins it from
 * the link and answers requests with lib/walletconnect, as the app will.
 */
jest.setTimeout(20_000);

// anvil's first default account ("test … junk").
const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const DAPP_META = { name: 'Test Dapp', url: 'https://dapp.example', description: 'A dapp in a test', icons: ['https://dapp.example/icon.png'] };
const WALLET_META = { name: 'Wallet', url: 'https://wallet.example', description: 'The wallet', icons: [] };

type Client = InstanceType<typeof WalletConnect>;
const clients: Client[] = [];
let storageIds = 0;

function client(options: { bridge: string } | { uri: string }, clientMeta: typeof DAPP_META): Client {
  // One storageId per session: the default key holds only one session (and Node has no localStorage anyway).
  const created = new WalletConnect({ ...options, clientMeta, storageId: `walletconnect-test-${++storageIds}` });
  clients.push(created);
  return created;
}

function next<T = { params: unknown[] }>(peer: Client, event: string): Promise<T> {
  return new Promise((resolve, reject) => peer.on(event, (error, payload) => (error ? reject(error) : resolve(payload as T))));
}

/** The wallet side as the app runs it: every call request is checked and carried out by lib/walletconnect. */
function answerRequests(wallet: Client): void {
  wallet.on('call_request', async (error, payload: WalletConnectRequest) => {
    if (error) throw error;
    const outcome = await executeRequest(payload, account, undefined, { chainId: wallet.chainId, log: () => {} });
    if (!outcome) return;
    if ('result' in outcome) wallet.approveRequest(outcome);
    else wallet.rejectRequest(outcome);
  });
}

async function connectPeers(bridge: string): Promise<{ dapp: Client; wallet: Client }> {
  const dapp = client({ bridge }, DAPP_META);
  const dappConnected = next<{ params: [{ chainId: number; accounts: string[]; peerMeta: typeof WALLET_META }] }>(dapp, 'connect');
  await dapp.createSession({ chainId: 1 });

  // Our parser accepts the link the legacy client makes; the wallet joins with it.
  const link = parseConnectionUri(dapp.uri);
  if (link.version !== 1) throw new Error('expected a v1 link');
  expect(link.bridge).toBe(bridge);
  expect(link.handshakeTopic).toBe(dapp.handshakeTopic);

  // The session request was published before the wallet existed: the bridge queued it.
  const wallet = client({ uri: link.uri }, WALLET_META);
  const request = await next<{ params: [{ peerMeta: typeof DAPP_META; chainId: number | null }] }>(wallet, 'session_request');
  expect(request.params[0].peerMeta).toEqual(DAPP_META);
  expect(request.params[0].chainId).toBe(1);
  wallet.approveSession({ chainId: 1, accounts: [account.address] });

  const connected = await dappConnected;
  expect(connected.params[0]).toMatchObject({ chainId: 1, accounts: [account.address], peerMeta: WALLET_META });
  answerRequests(wallet);
  return { dapp, wallet };
}

describe('WalletConnect v1 peers through our bridge', () => {
  let app: FastifyInstance;
  let bridge: string;

  beforeAll(async () => {
    app = await testApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address !== 'object') throw new Error('no address');
    bridge = `http://127.0.0.1:${address.port}/bridge`;
  });

  afterEach(() => {
    // Close the clients' sockets (they would otherwise reconnect every second).
    for (const peer of clients.splice(0)) peer.transportClose();
  });

  afterAll(() => app.close());

  it('connects, signs a personal message, and the dapp killing the session disconnects the wallet', async () => {
    const { dapp, wallet } = await connectPeers(bridge);

    const message = stringToHex('Sign in to dapp.example');
    const signature: `0x${string}` = await dapp.signPersonalMessage([message, account.address]);
    expect(await verifyMessage({ address: account.address, message: { raw: message }, signature })).toBe(true);

    const walletDisconnected = next<{ params: [{ message: string }] }>(wallet, 'disconnect');
    await dapp.killSession();
    // The side that kills says 'Session Disconnected'; the other side's client says 'Session disconnected'.
    expect((await walletDisconnected).params[0].message).toBe('Session disconnected');
    expect(wallet.connected).toBe(false);
    expect(dapp.connected).toBe(false);
  });

  it('signs typed data sent with sendCustomRequest', async () => {
    const { dapp } = await connectPeers(bridge);
    const typedData = mailTypedData();
    const signature: `0x${string}` = await dapp.sendCustomRequest({ method: 'eth_signTypedData_v4', params: [account.address, JSON.stringify(typedData)] });
    expect(await verifyTypedData({ ...(typedData as unknown as TypedDataInput), address: account.address, signature })).toBe(true);
  });

  it('delivers refusals: only the message survives (the wire code is -32000; the dapp gets an Error with the text)', async () => {
    const { dapp } = await connectPeers(bridge);
    const refusal = (promise: Promise<unknown>) =>
      // (eth_accounts and eth_chainId never reach the wallet: the dapp's client answers them from the session.)
      promise.then(
        () => {
          throw new Error('expected a refusal');
        },
        (error: unknown) => ({ isError: error instanceof Error, message: (error as Error).message }),
      );
    expect(await refusal(dapp.signPersonalMessage([stringToHex('hi'), OTHER]))).toEqual({ isError: true, message: 'Address requested does not match active account' });
    expect(await refusal(dapp.sendCustomRequest({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x38' }] }))).toEqual({ isError: true, message: 'JSON RPC method not supported' });
    expect(await refusal(dapp.sendCustomRequest({ method: 'eth_sign', params: [account.address, '0x1234'] }))).toEqual({ isError: true, message: 'Failed or Rejected Request' });
  });

  it('the wallet killing the session disconnects the dapp', async () => {
    const { dapp, wallet } = await connectPeers(bridge);
    const dappDisconnected = next<{ params: [{ message: string }] }>(dapp, 'disconnect');
    await wallet.killSession();
    expect((await dappDisconnected).params[0].message).toBe('Session disconnected');
  });

  it('a rejected session request reaches the dapp as a disconnect', async () => {
    const dapp = client({ bridge }, DAPP_META);
    const dappDisconnected = next<{ params: [{ message: string }] }>(dapp, 'disconnect');
    await dapp.createSession();
    const wallet = client({ uri: dapp.uri }, WALLET_META);
    await next(wallet, 'session_request');
    wallet.rejectSession({ message: 'Session request rejected' });
    expect((await dappDisconnected).params[0].message).toBe('Session request rejected');
  });

  it('the legacy client cannot join a v2 link, which is why the app routes it to the v2 client', () => {
    const v2 = 'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303';
    expect(() => new WalletConnect({ uri: v2 })).toThrow('Invalid or missing bridge url parameter value');
    expect(parseConnectionUri(v2)).toMatchObject({ version: 2 });
  });
});
