/** @jest-environment node */
import { mainnet, optimism } from 'viem/chains';
import { findNetwork } from './findNetwork';
import { SUPPORTED_NETWORKS } from './networks';
import { toViemChain } from './toViemChain';
import { withRuntimeConfig } from './withRuntimeConfig';

describe('toViemChain', () => {
  it("keeps viem's definition and uses the network's RPC URL", () => {
    const [ethereum] = withRuntimeConfig(SUPPORTED_NETWORKS, [{ chainId: 1, rpcUrl: 'http://127.0.0.1:8545', explorerApiUrl: null }]);
    const chain = toViemChain(ethereum);
    expect(chain.id).toBe(1);
    expect(chain.rpcUrls.default.http).toEqual(['http://127.0.0.1:8545']);
    expect(chain.contracts?.multicall3?.address).toBe(mainnet.contracts.multicall3.address);
    expect(toViemChain(findNetwork(10)!).formatters).toBe(optimism.formatters);
  });

  it('builds a chain for a network viem lacks', () => {
    const chain = toViemChain(findNetwork(5197)!);
    expect(chain).toMatchObject({ id: 5197, name: 'EraSwap Mainnet', nativeCurrency: { symbol: 'ES', decimals: 18 } });
    expect(chain.rpcUrls.default.http).toEqual(['https://mainnet.eraswap.network']);
    expect(chain.contracts?.multicall3).toBeUndefined();
  });

  it('gives a network without an RPC URL an empty list', () => {
    expect(toViemChain(findNetwork(3)!).rpcUrls.default.http).toEqual([]);
  });
});
