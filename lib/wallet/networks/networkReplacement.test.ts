/** @jest-environment node */
import { findNetwork } from './findNetwork';
import { networkReplacement } from './networkReplacement';
import { SUPPORTED_NETWORKS } from './networks';

describe('networkReplacement (issue 12, defect 10)', () => {
  it('offers Sepolia for each retired Ethereum testnet', () => {
    for (const id of [3, 4, 5, 42]) expect(networkReplacement(findNetwork(id)!)?.chain_id).toBe(11155111);
  });

  it('offers nothing for a live network or a retired one without a successor (Sokol)', () => {
    expect(networkReplacement(findNetwork(1)!)).toBeUndefined();
    expect(networkReplacement(findNetwork(77)!)).toBeUndefined();
  });

  it('never offers a retired network, whatever a list says', () => {
    for (const network of SUPPORTED_NETWORKS) expect(networkReplacement(network)?.retired ?? false).toBe(false);
    const list = SUPPORTED_NETWORKS.map((n) => (n.chain_id === 11155111 ? { ...n, retired: true } : n));
    expect(networkReplacement(findNetwork(5, list)!, list)).toBeUndefined();
  });
});
