/** @jest-environment node */
// Runs against a real local chain: anvil from the @foundry-rs/anvil npm package.
import { createPublicClient, createTestClient, createWalletClient, defineChain, getAddress, http, parseEther, type Address, type Chain } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { SUPPORTED_NETWORKS } from '../networks/networks';
import { toViemChain } from '../networks/toViemChain';
import { withRuntimeConfig } from '../networks/withRuntimeConfig';
import { MULTICALL3_ADDRESS, multicall3Bytecode } from '../testing/multicall3';
import { anvilBinary, startAnvil, type Anvil } from '../testing/startAnvil';
import { testTokenAbi, testTokenBytecode } from '../testing/testToken';
import { lookupCustomToken } from './lookupCustomToken';

const DEPLOYER = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const EOA: Address = '0x2222222222222222222222222222222222222222';

const describeWithAnvil = anvilBinary() ? describe : describe.skip;

describeWithAnvil('lookupCustomToken against anvil', () => {
  let anvil: Anvil;
  let chain: Chain;
  let token: Address;

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 1 });
    chain = toViemChain(withRuntimeConfig(SUPPORTED_NETWORKS, [{ chainId: 1, rpcUrl: anvil.url, explorerApiUrl: null }])[0]);
    const publicClient = createPublicClient({ chain, transport: http(), pollingInterval: 50 });
    const wallet = createWalletClient({ account: DEPLOYER, chain, transport: http() });
    const multicallHash = await wallet.deployContract({ abi: [], bytecode: multicall3Bytecode });
    const { contractAddress } = await publicClient.waitForTransactionReceipt({ hash: multicallHash });
    await createTestClient({ mode: 'anvil', chain, transport: http() }).setCode({ address: MULTICALL3_ADDRESS, bytecode: (await publicClient.getCode({ address: contractAddress! }))! });
    const hash = await wallet.deployContract({ abi: testTokenAbi, bytecode: testTokenBytecode, args: ['  Custom Token\n', 'CUS', 6, DEPLOYER.address, parseEther('1')] });
    token = getAddress((await publicClient.waitForTransactionReceipt({ hash })).contractAddress!);
  }, 30_000);

  afterAll(async () => {
    await anvil?.stop();
  });

  const client = (c: Chain = chain) => createPublicClient({ chain: c, transport: http(anvil.url) });

  it('reads symbol, name and decimals, and returns the address checksummed', async () => {
    const result = await lookupCustomToken(client(), token.toLowerCase());
    expect(result).toEqual({ ok: true, token: { chainId: 1, address: token, symbol: 'CUS', name: 'Custom Token', decimals: 6, source: 'custom' } });
  });

  it('works where the chain has no Multicall3 (deployless call)', async () => {
    const bare = defineChain({ id: 1, name: 'bare', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.url] } } });
    expect(await lookupCustomToken(client(bare), token)).toMatchObject({ ok: true, token: { symbol: 'CUS', decimals: 6 } });
  });

  it('refuses a bad address before asking the chain', async () => {
    // Flip the case of one letter of the checksummed address: mixed case that no longer matches EIP-55.
    const index = token.slice(2).search(/[a-fA-F]/) + 2;
    const flipped = token.slice(0, index) + (token[index] === token[index].toLowerCase() ? token[index].toUpperCase() : token[index].toLowerCase()) + token.slice(index + 1);
    expect(await lookupCustomToken(client(), flipped)).toEqual({ ok: false, reason: 'badChecksum' });
    expect(await lookupCustomToken(client(), '')).toEqual({ ok: false, reason: 'empty' });
    expect(await lookupCustomToken(client(), '0x1234')).toEqual({ ok: false, reason: 'invalidLength' });
    expect(await lookupCustomToken(client(), 'usdt.eth')).toEqual({ ok: false, reason: 'ensName' });
  });

  it('says notContract for an address without code, notErc20 for a contract that is no token', async () => {
    expect(await lookupCustomToken(client(), EOA)).toEqual({ ok: false, reason: 'notContract' });
    expect(await lookupCustomToken(client(), MULTICALL3_ADDRESS)).toEqual({ ok: false, reason: 'notErc20' });
  });

  it('throws when the node cannot be reached, so the screen can offer a retry', async () => {
    const down = createPublicClient({ chain, transport: http('http://127.0.0.1:1', { retryCount: 0 }) });
    await expect(lookupCustomToken(down, token)).rejects.toThrow();
  });
});
