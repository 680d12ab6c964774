/** @jest-environment node */
// Runs against a real local chain: anvil from the @foundry-rs/anvil npm package, started per file.
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  encodeAbiParameters,
  http,
  keccak256,
  numberToHex,
  parseEther,
  type Address,
  type Chain,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { SUPPORTED_NETWORKS } from '../networks/networks';
import { toViemChain } from '../networks/toViemChain';
import { withRuntimeConfig } from '../networks/withRuntimeConfig';
import { MULTICALL3_ADDRESS, multicall3Bytecode } from '../testing/multicall3';
import { anvilBinary, startAnvil, type Anvil } from '../testing/startAnvil';
import { TEST_TOKEN_BALANCE_SLOT, testTokenAbi, testTokenBytecode } from '../testing/testToken';
import { fetchBalances } from './fetchBalances';

// anvil's first default account (from the "test … junk" phrase): funded on every fresh anvil.
const DEPLOYER = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const OWNER: Address = '0x1111111111111111111111111111111111111111';
const NO_CODE: Address = '0x2222222222222222222222222222222222222222';

const binary = anvilBinary();
if (!binary) console.warn('fetchBalances tests skipped: no anvil binary for this platform (npm install -D @foundry-rs/anvil).');
const describeWithAnvil = binary ? describe : describe.skip;

describeWithAnvil('fetchBalances against anvil', () => {
  let anvil: Anvil;
  let chain: Chain;
  let tokens: { alpha: Address; bravo: Address; charlie: Address };
  let test: ReturnType<typeof createTestClient>;

  function countingClient(clientChain: Chain) {
    const counter = { requests: 0 };
    const client = createPublicClient({ chain: clientChain, transport: http(anvil.url, { onFetchRequest: () => void counter.requests++ }) });
    return { client, counter };
  }

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 1 });
    // The app's Ethereum network pointed at anvil through the runtime configuration, as a deployment would.
    chain = toViemChain(withRuntimeConfig(SUPPORTED_NETWORKS, [{ chainId: 1, rpcUrl: anvil.url, explorerApiUrl: null }])[0]);
    const publicClient = createPublicClient({ chain, transport: http(), pollingInterval: 50 });
    const wallet = createWalletClient({ account: DEPLOYER, chain, transport: http() });
    test = createTestClient({ mode: 'anvil', chain, transport: http() });

    // anvil has no Multicall3 unless it forks: deploy it and put its code at the canonical address.
    const multicallHash = await wallet.deployContract({ abi: [], bytecode: multicall3Bytecode });
    const { contractAddress } = await publicClient.waitForTransactionReceipt({ hash: multicallHash });
    const runtime = await publicClient.getCode({ address: contractAddress! });
    await test.setCode({ address: MULTICALL3_ADDRESS, bytecode: runtime! });

    const deploy = async (name: string, symbol: string, decimals: number, holder: Address, supply: bigint) => {
      const hash = await wallet.deployContract({ abi: testTokenAbi, bytecode: testTokenBytecode, args: [name, symbol, decimals, holder, supply] });
      return (await publicClient.waitForTransactionReceipt({ hash })).contractAddress!;
    };
    tokens = {
      alpha: await deploy('Alpha', 'ALP', 18, OWNER, parseEther('1000')),
      bravo: await deploy('Bravo', 'BRV', 6, OWNER, 5_000_000n),
      charlie: await deploy('Charlie', 'CHR', 18, DEPLOYER.address, parseEther('7')),
    };
    await test.setBalance({ address: OWNER, value: parseEther('1.5') });
  }, 30_000);

  afterAll(async () => {
    await anvil?.stop();
  });

  it('reads native and token balances, in batches, with the request count it reports', async () => {
    const { client, counter } = countingClient(chain);
    const list = [tokens.alpha, tokens.bravo, tokens.charlie, NO_CODE, MULTICALL3_ADDRESS];
    const result = await fetchBalances(client, OWNER, list, { batchSize: 2 });
    expect(result.native).toBe(parseEther('1.5'));
    expect(result.tokens).toEqual([
      { address: tokens.alpha, balance: parseEther('1000') },
      { address: tokens.bravo, balance: 5_000_000n },
      { address: tokens.charlie, balance: 0n },
      // No code there, and a contract without balanceOf: failures stay per token.
      { address: NO_CODE, balance: null },
      { address: MULTICALL3_ADDRESS, balance: null },
    ]);
    expect(result.requests).toBe(1 + 3);
    expect(counter.requests).toBe(result.requests);
  });

  it('sends one multicall for a short list', async () => {
    const { client, counter } = countingClient(chain);
    const result = await fetchBalances(client, OWNER, [tokens.alpha, tokens.bravo]);
    expect(result.tokens.map((token) => token.balance)).toEqual([parseEther('1000'), 5_000_000n]);
    expect(result.requests).toBe(2);
    expect(counter.requests).toBe(2);
  });

  it('sends only eth_getBalance when there are no tokens', async () => {
    const { client, counter } = countingClient(chain);
    await expect(fetchBalances(client, OWNER, [])).resolves.toEqual({ native: parseEther('1.5'), tokens: [], requests: 1 });
    expect(counter.requests).toBe(1);
  });

  it('falls back to a deployless multicall on a chain without Multicall3', async () => {
    const bare = defineChain({ id: 1, name: 'Bare', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [anvil.url] } } });
    const saved = await createPublicClient({ chain, transport: http() }).getCode({ address: MULTICALL3_ADDRESS });
    await test.setCode({ address: MULTICALL3_ADDRESS, bytecode: '0x' });
    try {
      const { client, counter } = countingClient(bare);
      const result = await fetchBalances(client, OWNER, [tokens.alpha, tokens.bravo, NO_CODE]);
      expect(result.tokens.map((token) => token.balance)).toEqual([parseEther('1000'), 5_000_000n, null]);
      expect(counter.requests).toBe(2);
    } finally {
      await test.setCode({ address: MULTICALL3_ADDRESS, bytecode: saved! });
    }
  });

  it('loads 500 token balances in 1 + 5 requests', async () => {
    // 500 copies of the token's runtime code, each holding a different balance for OWNER.
    const runtime = (await createPublicClient({ chain, transport: http() }).getCode({ address: tokens.alpha }))!;
    const slot = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [OWNER, TEST_TOKEN_BALANCE_SLOT]));
    const many = Array.from({ length: 500 }, (_, i) => `0x${(0xa000 + i).toString(16).padStart(40, '0')}` as Address);
    for (let start = 0; start < many.length; start += 50) {
      await Promise.all(
        many.slice(start, start + 50).map(async (address, offset) => {
          await test.setCode({ address, bytecode: runtime });
          await test.setStorageAt({ address, index: slot, value: numberToHex(BigInt(start + offset + 1), { size: 32 }) as Hex });
        }),
      );
    }
    const { client, counter } = countingClient(chain);
    const started = performance.now();
    const result = await fetchBalances(client, OWNER, many);
    const elapsed = performance.now() - started;
    expect(result.requests).toBe(6);
    expect(counter.requests).toBe(6);
    expect(result.tokens.map((token) => token.balance)).toEqual(many.map((_, i) => BigInt(i + 1)));
    if (process.env.WALLET_BENCH) console.log(`500 token balances: ${result.requests} RPC requests, ${elapsed.toFixed(0)} ms`);
    expect(elapsed).toBeLessThan(5_000);
  }, 30_000);
});
