// Test fixture only: a StoredWallet with a placeholder vault, for list and selection tests.
import type { Address } from 'viem';
import type { ChainCode } from '../networks/chainCodes';
import type { StoredWallet } from '../vault/walletRecord';

export function fakeWallet(id: string, address: Address, fields: { chain?: ChainCode; chainId?: number; name?: string } = {}): StoredWallet {
  return {
    id,
    name: fields.name ?? `Wallet ${id}`,
    address,
    chain: fields.chain ?? 'ETH',
    chainId: fields.chainId ?? 1,
    path: "m/44'/60'/0'/0/0",
    vault: { v: 1, kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: 600_000, salt: 'AAAAAAAAAAAAAAAAAAAAAA==' }, cipher: { name: 'AES-GCM', iv: 'AAAAAAAAAAAAAAAA' }, ct: 'AAAAAAAAAAAAAAAAAAAAAA==' },
  };
}

export const ADDRESS_A: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const ADDRESS_B: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const ADDRESS_C: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
