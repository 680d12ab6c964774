/**
 * The chain codes of the supported networks (SPEC §3 "chain", e.g. ETH): the family a wallet belongs
 * to. Several networks share one (Ethereum, its testnets and the L2s that use ether are all ETH); the
 * chain id tells them apart. Kept apart from the network list so checking a code loads no chain data;
 * a test keeps the two in step.
 */
export const SUPPORTED_CHAIN_CODES = ['ETH', 'RSK', 'ETC', 'POA', 'XDAI', 'CLO', 'ARTIS', 'ESN', 'BSC', 'POLYGON'] as const;

export type ChainCode = (typeof SUPPORTED_CHAIN_CODES)[number];
