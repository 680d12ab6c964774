import type { SupportedNetwork } from './networks';

export type NetworkGroupKey = 'main' | 'test' | 'other' | 'added';
export type NetworkGroup = { key: NetworkGroupKey; networks: SupportedNetwork[] };

/**
 * The production chains most wallets' users hold money on, in the order the picker shows them:
 * Ethereum, BNB Smart Chain, Polygon, Arbitrum One, OP Mainnet, Base. Every other built-in
 * production chain (Gnosis, Ethereum Classic, Rootstock, POA, Callisto, ARTIS, EraSwap) is "other".
 */
const MAIN_CHAIN_IDS: readonly number[] = [1, 56, 137, 42161, 10, 8453];
/** Test networks shown first in theirs: Sepolia, the one Ethereum's retired testnets point to. */
const FIRST_TEST_CHAIN_IDS: readonly number[] = [11155111];

/**
 * Sorts the network list for the picker, so the few networks people use are not lost among testnets
 * and little-used chains: main networks, then test networks, then other built-in networks, then the
 * ones the user added on this device, each group in a stable order (main ones by `MAIN_CHAIN_IDS`,
 * then the list's own order). A retired network is left out unless it is `current` (a wallet left on
 * it shows it, marked, last of the test networks). Groups with no network are left out.
 *
 * @example groupNetworks(networks, wallet.chainId).map((group) => group.key) // ['main', 'test', 'other']
 */
export function groupNetworks(networks: readonly SupportedNetwork[], current?: number): NetworkGroup[] {
  const shown = networks.filter((network) => !network.retired || network.chain_id === current);
  const groupOf = (network: SupportedNetwork): NetworkGroupKey => {
    if (network.custom) return 'added';
    if (network.testnet) return 'test';
    return MAIN_CHAIN_IDS.includes(network.chain_id) ? 'main' : 'other';
  };
  // Listed ids first in their listed order, then by retirement, then in the list's order (a stable sort).
  const rank = (network: SupportedNetwork) => {
    const listed = [...MAIN_CHAIN_IDS, ...FIRST_TEST_CHAIN_IDS].indexOf(network.chain_id);
    return listed >= 0 ? listed : 100 + (network.retired ? 1 : 0);
  };
  const keys: NetworkGroupKey[] = ['main', 'test', 'other', 'added'];
  return keys
    .map((key) => ({ key, networks: shown.filter((network) => groupOf(network) === key).sort((a, b) => rank(a) - rank(b)) }))
    .filter((group) => group.networks.length > 0);
}
