/** @jest-environment node */
import { toSupportedNetwork } from './customNetworks';
import { groupNetworks } from './groupNetworks';
import { SUPPORTED_NETWORKS } from './networks';

const ids = (groups: ReturnType<typeof groupNetworks>) => groups.map((group) => [group.key, group.networks.map((network) => network.chain_id)]);
const added = toSupportedNetwork({ chainId: 31337, name: 'Local test chain', rpcUrl: 'http://127.0.0.1:8545/', symbol: 'TST', explorerUrl: null });

describe('groupNetworks', () => {
  it('puts the main networks first, then the test networks, then the others; retired ones left out', () => {
    expect(ids(groupNetworks(SUPPORTED_NETWORKS, 1))).toEqual([
      ['main', [1, 56, 137, 42161, 10, 8453]],
      ['test', [11155111, 31, 246785]],
      ['other', [30, 61, 99, 100, 820, 246529, 5197]],
    ]);
  });

  it('lists every network that is not retired exactly once', () => {
    const listed = groupNetworks([...SUPPORTED_NETWORKS, added]).flatMap((group) => group.networks.map((network) => network.chain_id));
    expect(listed.sort((a, b) => a - b)).toEqual(
      [...SUPPORTED_NETWORKS, added]
        .filter((network) => !network.retired)
        .map((network) => network.chain_id)
        .sort((a, b) => a - b),
    );
  });

  it("shows the retired network a wallet is on, last among the test networks", () => {
    const test = groupNetworks(SUPPORTED_NETWORKS, 5).find((group) => group.key === 'test');
    expect(test?.networks.map((network) => [network.chain_id, network.retired])).toEqual([
      [11155111, false],
      [31, false],
      [246785, false],
      [5, true],
    ]);
  });

  it("gives the user's own networks a group of their own, last", () => {
    const groups = groupNetworks([...SUPPORTED_NETWORKS, added], 31337);
    expect(groups.map((group) => group.key)).toEqual(['main', 'test', 'other', 'added']);
    expect(groups.at(-1)?.networks).toEqual([added]);
  });

  it('leaves out empty groups', () => {
    expect(ids(groupNetworks(SUPPORTED_NETWORKS.filter((network) => network.chain_id === 1)))).toEqual([['main', [1]]]);
    expect(groupNetworks([])).toEqual([]);
  });
});
