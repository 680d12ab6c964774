/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CustomNetwork, checkCustomNetwork, parseCustomNetworks, toSupportedNetwork, verifyChainId, withCustomNetworks } from './customNetworks';
import { SUPPORTED_NETWORKS } from './networks';
import { toViemChain } from './toViemChain';

const LOCAL = 'http://127.0.0.1:8545';
const context = { builtInChainIds: new Set(SUPPORTED_NETWORKS.map((n) => n.chain_id)), existing: [] as CustomNetwork[], allowedOrigins: [LOCAL, 'https://rpc.example.org'] };
const input = { chainId: '31337', name: 'Local chain', rpcUrl: 'http://127.0.0.1:8545/', symbol: 'eth', explorerUrl: '' };

describe('checkCustomNetwork', () => {
  it('accepts a complete entry, trimming it, the symbol upper-cased and no explorer as null', () => {
    expect(checkCustomNetwork({ ...input, name: '  Local chain ' }, context)).toEqual({
      ok: true,
      network: { chainId: 31337, name: 'Local chain', rpcUrl: 'http://127.0.0.1:8545/', symbol: 'ETH', explorerUrl: null },
    });
    const withExplorer = checkCustomNetwork({ ...input, rpcUrl: 'https://rpc.example.org/v1/key', explorerUrl: 'https://scan.example.org/' }, context);
    expect(withExplorer.ok && withExplorer.network).toMatchObject({ rpcUrl: 'https://rpc.example.org/v1/key', explorerUrl: 'https://scan.example.org' });
  });

  it.each([
    ['0', 'invalid'],
    ['-5', 'invalid'],
    ['1.5', 'invalid'],
    ['0x7a69', 'invalid'],
    ['99999999999999999', 'invalid'],
    ['1', 'builtIn'],
    ['56', 'builtIn'],
  ])('refuses chain id %s (%s)', (chainId, reason) => {
    expect(checkCustomNetwork({ ...input, chainId }, context)).toEqual({ ok: false, problems: [{ field: 'chainId', reason }] });
  });

  it('refuses a chain id already added, except the one being edited', () => {
    const existing = [{ chainId: 31337, name: 'Old', rpcUrl: LOCAL, symbol: 'ETH', explorerUrl: null }];
    expect(checkCustomNetwork(input, { ...context, existing })).toEqual({ ok: false, problems: [{ field: 'chainId', reason: 'taken' }] });
    expect(checkCustomNetwork(input, { ...context, existing, editing: 31337 }).ok).toBe(true);
  });

  it('refuses an RPC the page CSP would block, a non-web or credentialed URL, and names every field at once', () => {
    expect(checkCustomNetwork({ ...input, rpcUrl: 'https://other.example.org' }, context)).toEqual({ ok: false, problems: [{ field: 'rpcUrl', reason: 'notAllowed' }] });
    for (const rpcUrl of ['ws://127.0.0.1:8545', 'javascript:alert(1)', 'http://user:pass@127.0.0.1:8545', 'not a url']) {
      expect(checkCustomNetwork({ ...input, rpcUrl }, context)).toEqual({ ok: false, problems: [{ field: 'rpcUrl', reason: 'invalid' }] });
    }
    expect(checkCustomNetwork({ chainId: 'x', name: ' ', rpcUrl: '', symbol: 'E T H', explorerUrl: 'http://scan.example.org' }, context)).toEqual({
      ok: false,
      problems: [
        { field: 'chainId', reason: 'invalid' },
        { field: 'name', reason: 'required' },
        { field: 'rpcUrl', reason: 'invalid' },
        { field: 'symbol', reason: 'invalid' },
        { field: 'explorerUrl', reason: 'invalid' },
      ],
    });
  });

  it('keeps a name to 40 characters (counted as characters, not UTF-16 units) and a symbol to 10', () => {
    expect(checkCustomNetwork({ ...input, name: '🙂'.repeat(40) }, context).ok).toBe(true);
    expect(checkCustomNetwork({ ...input, name: 'n'.repeat(41) }, context)).toEqual({ ok: false, problems: [{ field: 'name', reason: 'tooLong' }] });
    expect(checkCustomNetwork({ ...input, symbol: 'A'.repeat(11) }, context)).toEqual({ ok: false, problems: [{ field: 'symbol', reason: 'invalid' }] });
  });
});

describe('verifyChainId', () => {
  let server: Server;
  let answer: (body: string) => { status: number; body: string };
  let url: string;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const reply = answer(body);
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('asks eth_chainId and compares the answer with the id typed', async () => {
    let asked: unknown;
    answer = (body) => ((asked = JSON.parse(body)), { status: 200, body: JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x7a69' }) });
    expect(await verifyChainId(url, 31337)).toEqual({ ok: true });
    expect(asked).toMatchObject({ method: 'eth_chainId', params: [] });
    expect(await verifyChainId(url, 31338)).toEqual({ ok: false, reason: 'mismatch', answered: 31337 });
  });

  it('tells a malformed answer from an unreachable node', async () => {
    answer = () => ({ status: 200, body: JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'no' } }) });
    expect(await verifyChainId(url, 31337)).toEqual({ ok: false, reason: 'badAnswer' });
    answer = () => ({ status: 200, body: JSON.stringify({ result: 'banana' }) });
    expect(await verifyChainId(url, 31337)).toEqual({ ok: false, reason: 'badAnswer' });
    answer = () => ({ status: 502, body: 'bad gateway' });
    expect(await verifyChainId(url, 31337)).toEqual({ ok: false, reason: 'unreachable' });
    answer = () => ({ status: 200, body: '<html>' });
    expect(await verifyChainId(url, 31337)).toEqual({ ok: false, reason: 'unreachable' });
    expect(await verifyChainId('http://127.0.0.1:9', 31337)).toEqual({ ok: false, reason: 'unreachable' });
  });

  it('gives up after its timeout', async () => {
    const hanging: typeof fetch = (resource, init) =>
      new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    expect(await verifyChainId(url, 1, { fetch: hanging, timeoutMs: 20 })).toEqual({ ok: false, reason: 'unreachable' });
  });
});

describe('stored custom networks', () => {
  const good = { chainId: 31337, name: 'Local', rpcUrl: 'http://127.0.0.1:8545/', symbol: 'ETH', explorerUrl: null };

  it('reads back what was stored, dropping malformed entries and a second entry for one chain id', () => {
    const raw = JSON.stringify([good, { ...good, name: 'Twice' }, { chainId: '5', name: 'x' }, null, { ...good, chainId: 7, rpcUrl: 'ftp://x' }, { ...good, chainId: 8, explorerUrl: 3 }]);
    expect(parseCustomNetworks(raw)).toEqual([good]);
    expect(parseCustomNetworks('not json')).toEqual([]);
    expect(parseCustomNetworks('{"a":1}')).toEqual([]);
    expect(parseCustomNetworks(null)).toEqual([]);
  });

  it('lists them after the built-in networks, never over one, as EVM networks the wallet can use', () => {
    const list = withCustomNetworks(SUPPORTED_NETWORKS, [good, { ...good, chainId: 1, name: 'Fake mainnet' }]);
    expect(list.length).toBe(SUPPORTED_NETWORKS.length + 1);
    expect(list.find((n) => n.chain_id === 1)?.name).toBe('Ethereum');
    const added = list.at(-1)!;
    expect(added).toMatchObject({ chain: 'ETH', chain_id: 31337, rpc_url: good.rpcUrl, custom: true, retired: false, native_currency: { symbol: 'ETH', decimals: 18 } });
    expect(toViemChain(toSupportedNetwork(good))).toMatchObject({ id: 31337, rpcUrls: { default: { http: [good.rpcUrl] } } });
  });
});
