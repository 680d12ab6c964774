import { SUPPORTED_NETWORKS } from '../../../lib/wallet/networks/networks';

/** A chain's display name from the supported networks (Ethereum, BNB Smart Chain, …); chains outside it are "Chain <id>". */
export const NETWORK_NAMES: Readonly<Record<number, string>> = Object.fromEntries(SUPPORTED_NETWORKS.map((n) => [n.chain_id, n.name]));
