/** @jest-environment node */
// Runs against a real local chain: anvil as the app's Ethereum (its 650-token bundled list), started per file.
import { parseEther, type Address, type Hex } from 'viem';
import { multicall3Bytecode, MULTICALL3_ADDRESS } from '../testing/multicall3';
import { startAnvilNetwork, type AnvilNetwork } from '../testing/anvilNetwork';
import { anvilBinary } from '../testing/startAnvil';
import { loadWalletBalances } from './loadWalletBalances';

const OWNER: Address = '0x3333333333333333333333333333333333333333';

const describeWithAnvil = anvilBinary() ? describe : describe.skip;

describeWithAnvil('loadWalletBalances against anvil', () => {
  let chain: AnvilNetwork;
  const realFetch = globalThis.fetch;
  /** Each HTTP request the app's client sends to the node: how many JSON-RPC calls it carried. */
  let sent: number[];
  /** When set, answers a JSON-RPC batch as a node that refuses batches does, without passing it on. */
  let refuseBatches: false | 'status' | 'body';

  beforeAll(async () => {
    chain = await startAnvilNetwork();
    // anvil has no Multicall3 unless it forks: its runtime code (after a 32-byte prefix) at the canonical address.
    await chain.test.setCode({ address: MULTICALL3_ADDRESS, bytecode: `0x${multicall3Bytecode.slice(2 + 64, 2 + 64 + 0x15b9 * 2)}` as Hex });
    await chain.test.setBalance({ address: OWNER, value: parseEther('2.5') });
  }, 30_000);

  afterAll(async () => {
    await chain?.anvil.stop();
  });

  beforeEach(() => {
    sent = [];
    refuseBatches = false;
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const body: unknown = JSON.parse(String(init?.body ?? 'null'));
      sent.push(Array.isArray(body) ? body.length : 1);
      if (Array.isArray(body) && refuseBatches === 'status') return new Response('batch requests are not supported', { status: 400 });
      if (Array.isArray(body) && refuseBatches === 'body') {
        return Response.json({ jsonrpc: '2.0', id: null, error: { code: -32600, message: 'batch size too large' } });
      }
      // The stand-in nodes of these tests are anvil under other paths.
      const url = String(input);
      return realFetch(url.startsWith(chain.anvil.url) ? chain.anvil.url : url, init);
    });
  });

  afterEach(() => jest.restoreAllMocks());

  it('reads the native coin and every listed token in one HTTP request', async () => {
    const balances = await loadWalletBalances(chain.network, OWNER);
    expect(balances.native).toBe(parseEther('2.5'));
    expect(balances.checked).toBeGreaterThan(600);
    // eth_getBalance and one multicall per 100 tokens, together.
    expect(balances.requests).toBe(1 + Math.ceil(balances.checked / 100));
    expect(sent).toEqual([balances.requests]);
  });

  it.each(['status', 'body'] as const)('asks a node that refuses batches (answering with an error %s) call by call, and only so from then on', async (how) => {
    // Another node: the memory of refusals is per RPC URL.
    const network = { ...chain.network, rpc_url: `${chain.anvil.url}/${how}` };
    refuseBatches = how;
    const first = await loadWalletBalances(network, OWNER);
    expect(first.native).toBe(parseEther('2.5'));
    expect(sent[0]).toBe(first.requests);
    expect(sent.slice(1)).toEqual(Array(first.requests).fill(1));
    sent = [];
    await loadWalletBalances(network, OWNER);
    expect(sent).toEqual(Array(first.requests).fill(1));
  });

  it('does not ask again, call by call, a node that does not answer', async () => {
    const network = { ...chain.network, rpc_url: 'http://127.0.0.1:9/' };
    await expect(loadWalletBalances(network, OWNER)).rejects.toThrow();
    // The batch and viem's one retry; nothing call by call.
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((calls) => calls > 1)).toBe(true);
  });
});
