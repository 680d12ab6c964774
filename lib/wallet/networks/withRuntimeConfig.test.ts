/** @jest-environment node */
import { SUPPORTED_NETWORKS } from './networks';
import { withRuntimeConfig } from './withRuntimeConfig';

describe('withRuntimeConfig', () => {
  it('overlays configured URLs on the defaults', () => {
    const networks = withRuntimeConfig(SUPPORTED_NETWORKS, [
      { chainId: 1, rpcUrl: 'http://127.0.0.1:8545', explorerApiUrl: 'https://api.example.test/api' },
      { chainId: 3, rpcUrl: 'https://ropsten.example.test', explorerApiUrl: null },
    ]);
    expect(networks.find((n) => n.chain_id === 1)).toMatchObject({ rpc_url: 'http://127.0.0.1:8545', explorer_api_url: 'https://api.example.test/api' });
    expect(networks.find((n) => n.chain_id === 3)).toMatchObject({ rpc_url: 'https://ropsten.example.test', explorer_api_url: null });
  });

  it('leaves a network without an advertised URL with no RPC: the CSP would block a built-in default', () => {
    const networks = withRuntimeConfig(SUPPORTED_NETWORKS, [{ chainId: 56, rpcUrl: null, explorerApiUrl: null }]);
    expect(networks.find((n) => n.chain_id === 56)?.rpc_url).toBeNull();
    expect(networks.find((n) => n.chain_id === 137)?.rpc_url).toBeNull();
    expect(withRuntimeConfig(SUPPORTED_NETWORKS, []).every((n) => n.rpc_url === null && n.explorer_api_url === null)).toBe(true);
  });

  it('cannot add a network', () => {
    const networks = withRuntimeConfig(SUPPORTED_NETWORKS, [{ chainId: 43114, rpcUrl: 'https://avax.example.test', explorerApiUrl: null }]);
    expect(networks.map((n) => n.chain_id)).toEqual(SUPPORTED_NETWORKS.map((n) => n.chain_id));
  });

  it('lets the last entry for a chain win and leaves the input untouched', () => {
    const before = SUPPORTED_NETWORKS[0].rpc_url;
    const networks = withRuntimeConfig(SUPPORTED_NETWORKS, [
      { chainId: 1, rpcUrl: 'https://first.example.test', explorerApiUrl: null },
      { chainId: 1, rpcUrl: 'https://second.example.test', explorerApiUrl: null },
    ]);
    expect(networks[0].rpc_url).toBe('https://second.example.test');
    expect(SUPPORTED_NETWORKS[0].rpc_url).toBe(before);
    expect(networks[0]).not.toBe(SUPPORTED_NETWORKS[0]);
  });
});
