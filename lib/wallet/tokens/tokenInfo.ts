import type { Address } from 'viem';

/** An ERC-20 token the wallet can show and send. */
export type TokenInfo = {
  chainId: number;
  /** EIP-55 checksummed contract address. */
  address: Address;
  symbol: string;
  name: string;
  decimals: number;
  /** An https URL of the logo, when known; the screen falls back to the UNKNOWN icon. */
  logoURI?: string;
  /** Where the entry comes from: a bundled list, or added by the user by contract address. */
  source: 'metamask' | 'superchain' | 'custom';
};
