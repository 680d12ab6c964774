import type { Chain } from 'viem';
import { arbitrum, base, bsc, classic, gnosis, goerli, mainnet, optimism, polygon, rootstock, rootstockTestnet, sepolia } from 'viem/chains';
import type { ChainCode } from './chainCodes';

/** SPEC §3 "native_currency". A native coin has no contract, and a balance is fetched, not listed. */
export type NativeCurrency = { symbol: string; name: string; decimals: number; contractAddress: null; balance: null };

/** A supported network with the spec's fields (SPEC §3), plus what the wallet needs to talk to it. */
export type SupportedNetwork = {
  name: string;
  short_name: string;
  chain: ChainCode;
  network: string;
  chain_id: number;
  network_id: number;
  /** JSON-RPC endpoint; the runtime configuration overrides it (`withRuntimeConfig`). Null: none known. */
  rpc_url: string | null;
  /** Etherscan-compatible API base for history; only from the runtime configuration. */
  explorer_api_url: string | null;
  /** Block explorer for transaction and address links. */
  explorer_url: string | null;
  native_currency: NativeCurrency;
  testnet: boolean;
  /** Shut down upstream; listed because the spec lists it, with no default RPC, and not usable in the app. */
  retired: boolean;
  /** For a retired testnet: the chain id of the testnet that took its place (Sepolia for Ethereum's), offered to a wallet left on it. */
  replacedBy?: number;
  /** viem's definition when viem has the chain: fee rules, formatters (OP stack), Multicall3 address. */
  viemChain?: Chain;
  /** Added by the user on this device (lib/wallet/networks/customNetworks.ts), not built in. */
  custom?: boolean;
};

function fromViem(
  chain: Chain,
  fields: { short_name: string; chain: ChainCode; network: string; network_id?: number; retired?: boolean; replacedBy?: number },
): SupportedNetwork {
  const { name, symbol, decimals } = chain.nativeCurrency;
  const retired = fields.retired ?? false;
  return {
    name: chain.name,
    short_name: fields.short_name,
    chain: fields.chain,
    network: fields.network,
    chain_id: chain.id,
    network_id: fields.network_id ?? chain.id,
    rpc_url: retired ? null : (chain.rpcUrls.default.http[0] ?? null),
    explorer_api_url: null,
    explorer_url: chain.blockExplorers?.default.url ?? null,
    native_currency: { symbol, name, decimals, contractAddress: null, balance: null },
    testnet: chain.testnet ?? false,
    retired,
    ...(fields.replacedBy === undefined ? {} : { replacedBy: fields.replacedBy }),
    viemChain: chain,
  };
}

// Written by hand: networks viem does not define (chain facts from the chain registry, ethereum-lists).
function byHand(fields: Omit<SupportedNetwork, 'native_currency' | 'explorer_api_url' | 'explorer_url' | 'viemChain'> & { native: [symbol: string, name: string] }): SupportedNetwork {
  const { native, ...rest } = fields;
  return {
    ...rest,
    rpc_url: rest.retired ? null : rest.rpc_url,
    explorer_api_url: null,
    explorer_url: null,
    native_currency: { symbol: native[0], name: native[1], decimals: 18, contractAddress: null, balance: null },
  };
}

/**
 * The networks the HD wallet supports: the spec's list (SPEC §3) in its order, then the live networks
 * people use today. Kovan keeps the spec's id 42 although that id now belongs to LUKSO mainnet; it
 * has no default RPC, so it is reachable only if a deployment configures one.
 */
export const SUPPORTED_NETWORKS: readonly SupportedNetwork[] = [
  fromViem(mainnet, { short_name: 'eth', chain: 'ETH', network: 'mainnet' }),
  byHand({ name: 'Ropsten', short_name: 'rop', chain: 'ETH', network: 'ropsten', chain_id: 3, network_id: 3, rpc_url: null, native: ['ETH', 'Ropsten Ether'], testnet: true, retired: true, replacedBy: sepolia.id }),
  byHand({ name: 'Rinkeby', short_name: 'rin', chain: 'ETH', network: 'rinkeby', chain_id: 4, network_id: 4, rpc_url: null, native: ['ETH', 'Rinkeby Ether'], testnet: true, retired: true, replacedBy: sepolia.id }),
  fromViem(goerli, { short_name: 'gor', chain: 'ETH', network: 'goerli', retired: true, replacedBy: sepolia.id }),
  byHand({ name: 'Kovan', short_name: 'kov', chain: 'ETH', network: 'kovan', chain_id: 42, network_id: 42, rpc_url: null, native: ['ETH', 'Kovan Ether'], testnet: true, retired: true, replacedBy: sepolia.id }),
  fromViem(rootstock, { short_name: 'rsk', chain: 'RSK', network: 'mainnet' }),
  fromViem(rootstockTestnet, { short_name: 'trsk', chain: 'RSK', network: 'testnet' }),
  fromViem(classic, { short_name: 'etc', chain: 'ETC', network: 'mainnet', network_id: 1 }),
  byHand({ name: 'POA Network Sokol', short_name: 'spoa', chain: 'POA', network: 'sokol', chain_id: 77, network_id: 77, rpc_url: null, native: ['SPOA', 'POA Sokol Ether'], testnet: true, retired: true }),
  byHand({ name: 'POA Network Core', short_name: 'poa', chain: 'POA', network: 'core', chain_id: 99, network_id: 99, rpc_url: 'https://core.poa.network', native: ['POA', 'POA Network Core Ether'], testnet: false, retired: false }),
  fromViem(gnosis, { short_name: 'gno', chain: 'XDAI', network: 'xdai' }),
  byHand({ name: 'Callisto Mainnet', short_name: 'clo', chain: 'CLO', network: 'mainnet', chain_id: 820, network_id: 1, rpc_url: 'https://rpc.callisto.network/', native: ['CLO', 'Callisto'], testnet: false, retired: false }),
  byHand({ name: 'ARTIS sigma1', short_name: 'ats', chain: 'ARTIS', network: 'sigma1', chain_id: 246529, network_id: 246529, rpc_url: 'https://rpc.sigma1.artis.network', native: ['ATS', 'ARTIS sigma1 Ether'], testnet: false, retired: false }),
  byHand({ name: 'ARTIS Testnet tau1', short_name: 'atstau', chain: 'ARTIS', network: 'tau1', chain_id: 246785, network_id: 246785, rpc_url: 'https://rpc.tau1.artis.network', native: ['tATS', 'ARTIS tau1 Ether'], testnet: true, retired: false }),
  byHand({ name: 'EraSwap Mainnet', short_name: 'es', chain: 'ESN', network: 'mainnet', chain_id: 5197, network_id: 5197, rpc_url: 'https://mainnet.eraswap.network', native: ['ES', 'EraSwap'], testnet: false, retired: false }),
  fromViem(bsc, { short_name: 'bnb', chain: 'BSC', network: 'mainnet' }),
  fromViem(sepolia, { short_name: 'sep', chain: 'ETH', network: 'sepolia' }),
  fromViem(polygon, { short_name: 'pol', chain: 'POLYGON', network: 'mainnet' }),
  fromViem(arbitrum, { short_name: 'arb1', chain: 'ETH', network: 'arbitrum-one' }),
  fromViem(optimism, { short_name: 'oeth', chain: 'ETH', network: 'optimism' }),
  fromViem(base, { short_name: 'base', chain: 'ETH', network: 'base' }),
];
