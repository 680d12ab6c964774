/** @jest-environment node */
import { mainnet } from 'viem/chains';
import { SUPPORTED_NETWORKS } from './networks';

const SPEC_CHAIN_IDS = [1, 3, 4, 5, 42, 30, 31, 61, 77, 99, 100, 820, 246529, 246785, 5197, 56];
const LIVE_CHAIN_IDS = [11155111, 137, 42161, 10, 8453];

describe('SUPPORTED_NETWORKS', () => {
  it("lists the spec's networks in order, then today's", () => {
    expect(SUPPORTED_NETWORKS.map((network) => network.chain_id)).toEqual([...SPEC_CHAIN_IDS, ...LIVE_CHAIN_IDS]);
  });

  it('has unique chain ids and short names', () => {
    expect(new Set(SUPPORTED_NETWORKS.map((network) => network.chain_id)).size).toBe(SUPPORTED_NETWORKS.length);
    expect(new Set(SUPPORTED_NETWORKS.map((network) => network.short_name)).size).toBe(SUPPORTED_NETWORKS.length);
  });

  it("has every spec field, with a native currency for every network (BSC's too)", () => {
    for (const network of SUPPORTED_NETWORKS) {
      expect(network).toEqual(
        expect.objectContaining({
          name: expect.any(String),
          short_name: expect.stringMatching(/^[a-z0-9]+$/),
          chain: expect.stringMatching(/^[A-Z]+$/),
          network: expect.any(String),
          chain_id: expect.any(Number),
          network_id: expect.any(Number),
          native_currency: { symbol: expect.any(String), name: expect.any(String), decimals: 18, contractAddress: null, balance: null },
        }),
      );
      expect(network.rpc_url === null || network.rpc_url.startsWith('https://')).toBe(true);
    }
    expect(SUPPORTED_NETWORKS.find((network) => network.chain_id === 56)?.native_currency.symbol).toBe('BNB');
  });

  it('takes chain facts from viem where viem has the chain', () => {
    const ethereum = SUPPORTED_NETWORKS[0];
    expect(ethereum).toMatchObject({ name: mainnet.name, chain: 'ETH', chain_id: 1, network_id: 1, rpc_url: mainnet.rpcUrls.default.http[0] });
    expect(ethereum.viemChain).toBe(mainnet);
    const fromViem = SUPPORTED_NETWORKS.filter((network) => network.viemChain).map((network) => network.chain_id);
    expect(fromViem).toEqual(expect.arrayContaining([1, 5, 30, 31, 61, 100, 56, 11155111, 137, 42161, 10, 8453]));
    // 42 is LUKSO in viem today; Kovan is written by hand.
    const kovan = SUPPORTED_NETWORKS.find((network) => network.chain_id === 42);
    expect(kovan?.name).toBe('Kovan');
    expect(kovan?.viemChain).toBeUndefined();
  });

  it('gives retired networks no default RPC', () => {
    const retired = SUPPORTED_NETWORKS.filter((network) => network.retired);
    expect(retired.map((network) => network.chain_id)).toEqual([3, 4, 5, 42, 77]);
    for (const network of retired) expect(network.rpc_url).toBeNull();
  });

  it('keeps Ethereum Classic and Callisto on network id 1, as their chains define', () => {
    expect(SUPPORTED_NETWORKS.find((network) => network.chain_id === 61)?.network_id).toBe(1);
    expect(SUPPORTED_NETWORKS.find((network) => network.chain_id === 820)?.network_id).toBe(1);
  });
});
