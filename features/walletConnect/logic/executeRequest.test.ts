/** @jest-environment node */
// Signing is checked with viem's verifiers; transactions run against a real local chain (anvil
// from the @foundry-rs/anvil npm package), and their receipts are read back from it.
import {
  type Chain,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  keccak256,
  type LocalAccount,
  parseEther,
  parseTransaction,
  type PublicClient,
  recoverAddress,
  recoverTransactionAddress,
  stringToHex,
  type Transport,
  verifyMessage,
  verifyTypedData,
  type WalletClient,
} from 'viem';
import { privateKeyToAccount, toAccount } from 'viem/accounts';
import { deriveAccount } from '../../../lib/wallet/derive/deriveAccount';
import { SUPPORTED_NETWORKS } from '../../../lib/wallet/networks/networks';
import { toViemChain } from '../../../lib/wallet/networks/toViemChain';
import { withRuntimeConfig } from '../../../lib/wallet/networks/withRuntimeConfig';
import { type Anvil, anvilBinary, startAnvil } from '../../../lib/wallet/testing/startAnvil';
import { testTokenAbi, testTokenBytecode } from '../../../lib/wallet/testing/testToken';
import { executeRequest, type RequestOutcome } from './executeRequest';
import { mailTypedData, permitBatchTypedData } from './testing/typedDataFixtures';
import type { WalletConnectRequest } from './walletConnectRequest';

/** The dapp's typed data, as viem's verifier takes it (the JSON has no literal types). */
type TypedDataInput = Omit<Parameters<typeof verifyTypedData>[0], 'address' | 'signature'>;

// anvil's first funded account, as the HD wallet derives it from the "test … junk" phrase.
const derived = deriveAccount('test test test test test test test test test test test junk');
const account = privateKeyToAccount(derived.privateKey);
const ADDRESS = account.address;
const RECIPIENT = '0x1111111111111111111111111111111111111111';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

let nextId = 1_700_000_000_000_000;
const request = (method: string, params: unknown): WalletConnectRequest => ({ id: ++nextId, jsonrpc: '2.0', method, params });
const quiet = () => {
  const lines: { message: string; detail: unknown }[] = [];
  return { lines, log: (message: string, detail?: unknown) => void lines.push({ message, detail }) };
};
const run = (req: WalletConnectRequest, signer: LocalAccount | null | undefined = account, client?: WalletClient<Transport, Chain>, chainId = 1) =>
  executeRequest(req, signer, client, { chainId, log: quiet().log });
function resultOf(outcome: RequestOutcome | undefined): Hex {
  if (!outcome || !('result' in outcome)) throw new Error(`expected a result, got ${JSON.stringify(outcome)}`);
  return outcome.result;
}

describe('executeRequest: signing', () => {
  it('personal_sign signs a hex message as the bytes it spells', async () => {
    const hex = stringToHex('Sign in to dapp.example');
    const req = request('personal_sign', [hex, ADDRESS.toLowerCase()]);
    const outcome = await run(req);
    expect(outcome).toEqual({ id: req.id, result: expect.stringMatching(/^0x[0-9a-f]{130}$/) });
    expect(await verifyMessage({ address: ADDRESS, message: { raw: hex }, signature: resultOf(outcome) })).toBe(true);
    // The same as signing the text itself, since those bytes are that text.
    expect(await verifyMessage({ address: ADDRESS, message: 'Sign in to dapp.example', signature: resultOf(outcome) })).toBe(true);
  });

  it('personal_sign signs non-UTF-8 bytes as bytes, and plain text as text', async () => {
    const bytes = resultOf(await run(request('personal_sign', ['0xdeadbeef', ADDRESS])));
    expect(await verifyMessage({ address: ADDRESS, message: { raw: '0xdeadbeef' }, signature: bytes })).toBe(true);
    const text = resultOf(await run(request('personal_sign', ['hello', ADDRESS])));
    expect(await verifyMessage({ address: ADDRESS, message: 'hello', signature: text })).toBe(true);
  });

  it('eth_sign signs the raw 32-byte digest, with no message prefix', async () => {
    const hash = keccak256(stringToHex('anything at all'));
    const signature = resultOf(await run(request('eth_sign', [ADDRESS, hash])));
    expect(await recoverAddress({ hash, signature })).toBe(ADDRESS);
    expect(await verifyMessage({ address: ADDRESS, message: { raw: hash }, signature })).toBe(false);
  });

  it.each(['eth_signTypedData', 'eth_signTypedData_v4'])('%s signs EIP-712 typed data given as JSON text', async (method) => {
    const json = JSON.stringify(mailTypedData());
    const signature = resultOf(await run(request(method, [ADDRESS, json])));
    // Verified against the dapp's own data, EIP712Domain declaration included.
    expect(await verifyTypedData({ ...(JSON.parse(json) as TypedDataInput), address: ADDRESS, signature })).toBe(true);
  });

  it('signs typed data with arrays of structs and string amounts', async () => {
    const data = permitBatchTypedData();
    const signature = resultOf(await run(request('eth_signTypedData_v4', [ADDRESS, JSON.stringify(data)])));
    expect(await verifyTypedData({ ...(data as unknown as TypedDataInput), address: ADDRESS, signature })).toBe(true);
  });
});

describe('executeRequest: refusals', () => {
  it("with no active account logs 'No Active Account' and answers nothing", async () => {
    const { lines, log } = quiet();
    await expect(executeRequest(request('personal_sign', ['0x00', ADDRESS]), null, undefined, { chainId: 1, log })).resolves.toBeUndefined();
    await expect(executeRequest(request('personal_sign', ['0x00', ADDRESS]), undefined, undefined, { chainId: 1, log })).resolves.toBeUndefined();
    expect(lines.map((l) => l.message)).toEqual(['No Active Account', 'No Active Account']);
  });

  it('validates again at signing time: another address, an unknown method, another chain', async () => {
    const mismatch = request('personal_sign', ['0x00', OTHER]);
    expect(await run(mismatch)).toEqual({ id: mismatch.id, error: { message: 'Address requested does not match active account' } });
    const unknown = request('eth_accounts', []);
    expect(await run(unknown)).toEqual({ id: unknown.id, error: { message: 'JSON RPC method not supported' } });
    const chain = request('eth_signTypedData_v4', [ADDRESS, JSON.stringify(mailTypedData(56))]);
    expect(await run(chain)).toEqual({ id: chain.id, error: { message: 'Chain requested does not match active chain' } });
    const malformed = request('eth_sign', [ADDRESS, '0x1234']);
    expect(await run(malformed)).toEqual({ id: malformed.id, error: { message: 'Failed or Rejected Request' } });
  });

  it("answers an empty result with 'JSON RPC method not supported'", async () => {
    const empty = toAccount({
      address: ADDRESS,
      signMessage: async () => '' as Hex,
      signTransaction: async () => '0x',
      signTypedData: async () => '0x',
    });
    const req = request('personal_sign', ['0x00', ADDRESS]);
    expect(await run(req, empty)).toEqual({ id: req.id, error: { message: 'JSON RPC method not supported' } });
  });

  it("answers a failure with 'Failed or Rejected Request' and logs why", async () => {
    const broken = toAccount({
      address: ADDRESS,
      signMessage: async () => {
        throw new Error('hardware wallet unplugged');
      },
      signTransaction: async () => '0x',
      signTypedData: async () => '0x',
    });
    const { lines, log } = quiet();
    const req = request('personal_sign', ['0x00', ADDRESS]);
    expect(await executeRequest(req, broken, undefined, { chainId: 1, log })).toEqual({ id: req.id, error: { message: 'Failed or Rejected Request' } });
    expect(lines).toEqual([{ message: 'wallet connection request personal_sign refused: Failed or Rejected Request', detail: new Error('hardware wallet unplugged') }]);
    // An account that cannot sign raw digests fails eth_sign the same way.
    expect(await run(request('eth_sign', [ADDRESS, keccak256('0x00')]), broken)).toMatchObject({ error: { message: 'Failed or Rejected Request' } });
  });

  it("answers a transaction with no wallet client with 'Failed or Rejected Request'", async () => {
    const req = request('eth_sendTransaction', [{ from: ADDRESS, to: RECIPIENT, value: '0x1' }]);
    expect(await run(req)).toEqual({ id: req.id, error: { message: 'Failed or Rejected Request' } });
  });
});

const binary = anvilBinary();
if (!binary) console.warn('executeRequest transaction tests skipped: no anvil binary for this platform (npm install -D @foundry-rs/anvil).');
const describeWithAnvil = binary ? describe : describe.skip;

describeWithAnvil('executeRequest: transactions against anvil', () => {
  let anvil: Anvil;
  let chain: Chain;
  let publicClient: PublicClient;
  let wallet: WalletClient<Transport, Chain>;

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 1 });
    // The app's Ethereum network pointed at anvil through the runtime configuration, as a deployment would.
    chain = toViemChain(withRuntimeConfig(SUPPORTED_NETWORKS, [{ chainId: 1, rpcUrl: anvil.url, explorerApiUrl: null }])[0]);
    publicClient = createPublicClient({ chain, transport: http(), pollingInterval: 50 });
    wallet = createWalletClient({ account, chain, transport: http() });
  }, 30_000);

  afterAll(async () => {
    await anvil?.stop();
  });

  it('eth_sendTransaction sends the transfer and answers its hash; the receipt is on chain', async () => {
    const before = await publicClient.getBalance({ address: RECIPIENT });
    const req = request('eth_sendTransaction', [{ from: ADDRESS.toLowerCase(), to: RECIPIENT, value: '0x16345785d8a0000', gas: '0x5208' }]);
    const hash = resultOf(await run(req, account, wallet));
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    expect(receipt).toMatchObject({ status: 'success', from: ADDRESS.toLowerCase(), to: RECIPIENT });
    const sent = await publicClient.getTransaction({ hash });
    expect(sent.gas).toBe(21000n); // the dapp's gas, as gasLimit
    expect(sent.type).toBe('eip1559');
    expect(await publicClient.getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.1'));
  });

  it('eth_sendTransaction keeps a legacy gasPrice and sends an ERC-20 transfer the screen can decode', async () => {
    const deployHash = await wallet.deployContract({ account, abi: testTokenAbi, bytecode: testTokenBytecode, args: ['Test', 'TST', 6, ADDRESS, 1_000_000n] });
    const token = (await publicClient.waitForTransactionReceipt({ hash: deployHash })).contractAddress!;
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 2_500n] });
    const gasPrice = await publicClient.getGasPrice();
    const req = request('eth_sendTransaction', [{ from: ADDRESS, to: token, data, gasPrice: `0x${(gasPrice * 2n).toString(16)}` }]);
    const hash = resultOf(await run(req, account, wallet));
    expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect((await publicClient.getTransaction({ hash })).type).toBe('legacy');
    expect(await publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [RECIPIENT] })).toBe(2_500n);
  });

  it('eth_signTransaction answers the signed transaction, which the dapp can broadcast', async () => {
    const nonce = await publicClient.getTransactionCount({ address: ADDRESS });
    const before = await publicClient.getBalance({ address: RECIPIENT });
    const req = request('eth_signTransaction', [{ from: ADDRESS, to: RECIPIENT, value: '0x2386f26fc10000', gas: '0x5208', nonce: `0x${nonce.toString(16)}`, chainId: '0x1' }]);
    const signed = resultOf(await run(req, account, wallet));
    const parsed = parseTransaction(signed);
    expect(parsed).toMatchObject({ to: RECIPIENT, value: parseEther('0.01'), gas: 21000n, nonce, chainId: 1, type: 'eip1559' });
    expect(await recoverTransactionAddress({ serializedTransaction: signed as Parameters<typeof recoverTransactionAddress>[0]['serializedTransaction'] })).toBe(ADDRESS);
    // Signing sent nothing; broadcasting it does.
    expect(await publicClient.getTransactionCount({ address: ADDRESS })).toBe(nonce);
    const hash = await publicClient.sendRawTransaction({ serializedTransaction: signed as Parameters<typeof publicClient.sendRawTransaction>[0]['serializedTransaction'] });
    expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe('success');
    expect(await publicClient.getBalance({ address: RECIPIENT })).toBe(before + parseEther('0.01'));
  });

  it('refuses a transaction for another chain, or a client on another chain, and sends nothing', async () => {
    const nonce = await publicClient.getTransactionCount({ address: ADDRESS });
    const otherChain = request('eth_sendTransaction', [{ from: ADDRESS, to: RECIPIENT, value: '0x1', chainId: '0x38' }]);
    expect(await run(otherChain, account, wallet)).toEqual({ id: otherChain.id, error: { message: 'Chain requested does not match active chain' } });
    const sessionOn56 = request('eth_sendTransaction', [{ from: ADDRESS, to: RECIPIENT, value: '0x1' }]);
    expect(await run(sessionOn56, account, wallet, 56)).toEqual({ id: sessionOn56.id, error: { message: 'Failed or Rejected Request' } });
    const otherAccount = request('eth_sendTransaction', [{ from: OTHER, to: RECIPIENT, value: '0x1' }]);
    expect(await run(otherAccount, account, wallet)).toEqual({ id: otherAccount.id, error: { message: 'Address requested does not match active account' } });
    expect(await publicClient.getTransactionCount({ address: ADDRESS })).toBe(nonce);
  });

  it("answers 'Failed or Rejected Request' when the chain refuses (more value than the balance)", async () => {
    const req = request('eth_sendTransaction', [{ from: ADDRESS, to: RECIPIENT, value: `0x${parseEther('100000000').toString(16)}` }]);
    expect(await run(req, account, wallet)).toEqual({ id: req.id, error: { message: 'Failed or Rejected Request' } });
  });
});
