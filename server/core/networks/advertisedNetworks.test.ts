import { SUPPORTED_NETWORKS } from '../../../lib/wallet/networks/networks';
import { testConfig } from '../../testing/testApp';
import { advertisedNetworks } from './advertisedNetworks';

const byChain = (env: Record<string, string>) => new Map(advertisedNetworks(testConfig(env)).map((entry) => [entry.chainId, entry]));

describe('advertisedNetworks', () => {
  it('gives each live network its public RPC and retired testnets nothing', () => {
    const entries = byChain({});
    for (const network of SUPPORTED_NETWORKS) {
      if (network.retired) expect(entries.has(network.chain_id)).toBe(false);
      else expect(entries.get(network.chain_id)).toEqual({ chainId: network.chain_id, rpcUrl: network.rpc_url, explorerApiUrl: null });
    }
    for (const retired of [3, 4, 5, 42, 77]) expect(entries.has(retired)).toBe(false);
  });

  it('lets a configured URL win, also for a retired testnet, and keeps chains outside the list', () => {
    const entries = byChain({ RPC_URL_1: 'http://127.0.0.1:8545', EXPLORER_API_URL_1: 'https://api.etherscan.io/api', RPC_URL_5: 'https://goerli.example.test', RPC_URL_43114: 'https://avax.example.test' });
    expect(entries.get(1)).toEqual({ chainId: 1, rpcUrl: 'http://127.0.0.1:8545', explorerApiUrl: 'https://api.etherscan.io/api' });
    expect(entries.get(5)).toEqual({ chainId: 5, rpcUrl: 'https://goerli.example.test', explorerApiUrl: null });
    expect(entries.get(43114)?.rpcUrl).toBe('https://avax.example.test');
    expect(entries.get(56)?.rpcUrl).toBe(SUPPORTED_NETWORKS.find((n) => n.chain_id === 56)?.rpc_url);
  });

  it('advertises only configured URLs with PUBLIC_RPC_FALLBACK=false', () => {
    expect(advertisedNetworks(testConfig({ PUBLIC_RPC_FALLBACK: 'false' }))).toEqual([]);
    expect(advertisedNetworks(testConfig({ PUBLIC_RPC_FALLBACK: 'false', RPC_URL_1: 'http://127.0.0.1:8545' }))).toEqual([
      { chainId: 1, rpcUrl: 'http://127.0.0.1:8545', explorerApiUrl: null },
    ]);
  });

  it('is sorted by chain id', () => {
    const ids = advertisedNetworks(testConfig({ RPC_URL_43114: 'https://avax.example.test' })).map((entry) => entry.chainId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});
