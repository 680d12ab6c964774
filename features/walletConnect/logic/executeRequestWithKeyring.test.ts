/** @jest-environment node */
// The WalletConnect request execution signs through the keyring, as connectionController does:
// a keyring signer (no key in the test) against a real local chain (anvil from @foundry-rs/anvil).
import { createWalletClient, type Hex, http, keccak256, parseEther, parseTransaction, recoverAddress, stringToHex, verifyMessage, verifyTypedData } from 'viem';
import { getBalance, getTransactionCount, waitForTransactionReceipt } from 'viem/actions';
import { lockKeyring, signerFor } from '../../../lib/wallet/keyring/keyring';
import { unlockWallet } from '../../../lib/wallet/keyring/unlockWallet';
import { startAnvilNetwork, type AnvilNetwork } from '../../../lib/wallet/testing/anvilNetwork';
import { anvilBinary } from '../../../lib/wallet/testing/startAnvil';
import { createStoredWallet } from '../../../lib/wallet/vault/createStoredWallet';
import type { StoredWallet } from '../../../lib/wallet/vault/walletRecord';
import { executeRequest, type RequestOutcome } from './executeRequest';
import { mailTypedData } from './testing/typedDataFixtures';
import type { WalletConnectRequest } from './walletConnectRequest';

const TEST_PHRASE = 'test test test test test test test test test test test junk';
const PASSWORD = 'correct horse battery staple';
const FAST = { unsafeTestIterations: 1_000 };
const RECIPIENT = '0x3333333333333333333333333333333333333333';

let nextId = 1_800_000_000_000_000;
const request = (method: string, params: unknown): WalletConnectRequest => ({ id: ++nextId, jsonrpc: '2.0', method, params });
const quiet = { chainId: 1, log: () => undefined };
function resultOf(outcome: RequestOutcome | undefined): Hex {
  if (!outcome || !('result' in outcome)) throw new Error(`expected a result, got ${JSON.stringify(outcome)}`);
  return outcome.result;
}

const binary = anvilBinary();
if (!binary) console.warn('keyring WalletConnect tests skipped: no anvil binary for this platform (npm install -D @foundry-rs/anvil).');
const describeWithAnvil = binary ? describe : describe.skip;

describeWithAnvil('executeRequest with a keyring signer', () => {
  let wallet: StoredWallet;
  let chain: AnvilNetwork;

  beforeAll(async () => {
    wallet = await createStoredWallet({ mnemonic: TEST_PHRASE, password: PASSWORD, name: 'Test', id: 'wc' }, FAST);
    chain = await startAnvilNetwork();
  }, 30_000);
  beforeEach(async () => {
    await expect(unlockWallet(wallet, PASSWORD, { vault: FAST })).resolves.toEqual({ ok: true });
  });
  afterEach(() => lockKeyring());
  afterAll(async () => {
    await chain?.anvil.stop();
  });

  const walletClient = () => createWalletClient({ account: signerFor(wallet.id), chain: chain.client.chain, transport: http(chain.anvil.url) });

  it('signs personal_sign, eth_sign and typed data', async () => {
    const signer = signerFor(wallet.id);
    const address = wallet.address;
    const message = stringToHex('Sign in to dapp.example');
    const personal = resultOf(await executeRequest(request('personal_sign', [message, address]), signer, undefined, quiet));
    expect(await verifyMessage({ address, message: { raw: message }, signature: personal })).toBe(true);
    const hash = keccak256(stringToHex('digest'));
    expect(await recoverAddress({ hash, signature: resultOf(await executeRequest(request('eth_sign', [address, hash]), signer, undefined, quiet)) })).toBe(address);
    const data = mailTypedData();
    const typed = resultOf(await executeRequest(request('eth_signTypedData_v4', [address, JSON.stringify(data)]), signer, undefined, quiet));
    expect(await verifyTypedData({ ...(data as unknown as Parameters<typeof verifyTypedData>[0]), address, signature: typed })).toBe(true);
  });

  it('eth_sendTransaction and eth_signTransaction go through the keyring signer', async () => {
    const before = await getBalance(chain.client, { address: RECIPIENT });
    const sent = resultOf(await executeRequest(request('eth_sendTransaction', [{ from: wallet.address, to: RECIPIENT, value: '0x16345785d8a0000' }]), signerFor(wallet.id), walletClient(), quiet));
    expect((await waitForTransactionReceipt(chain.client, { hash: sent })).status).toBe('success');
    expect(await getBalance(chain.client, { address: RECIPIENT })).toBe(before + parseEther('0.1'));
    const signed = resultOf(await executeRequest(request('eth_signTransaction', [{ from: wallet.address, to: RECIPIENT, value: '0x1', gas: '0x5208' }]), signerFor(wallet.id), walletClient(), quiet));
    expect(parseTransaction(signed)).toMatchObject({ to: RECIPIENT, value: 1n, chainId: 1 });
  });

  it("refuses with 'Failed or Rejected Request' when the keyring locked after the approval, and sends nothing", async () => {
    const signer = signerFor(wallet.id);
    const client = walletClient();
    lockKeyring();
    const nonce = await getTransactionCount(chain.client, { address: wallet.address });
    const sign = request('personal_sign', ['0x00', wallet.address]);
    expect(await executeRequest(sign, signer, undefined, quiet)).toEqual({ id: sign.id, error: { message: 'Failed or Rejected Request' } });
    const send = request('eth_sendTransaction', [{ from: wallet.address, to: RECIPIENT, value: '0x1' }]);
    expect(await executeRequest(send, signer, client, quiet)).toEqual({ id: send.id, error: { message: 'Failed or Rejected Request' } });
    expect(await getTransactionCount(chain.client, { address: wallet.address })).toBe(nonce);
  });
});
