import useSWR, { type SWRConfiguration } from 'swr';
import type { AddressBookList, CoinDetail, CoinList, WalletBalances } from '@/features/cloudWallet/contract/walletApi';
import { WALLET_PATHS } from '@/lib/contract/walletPaths';
import { api } from './client';

/**
 * The cloud wallet's reads that other money features show too (the coin list, the balances, one coin's
 * balance and limits, the address book), and the SWR keys they share with the cloud wallet's own calls
 * (features/cloudWallet/api/wallet.ts builds on these), so a transfer, swap, envelope or order that
 * revalidates a key refreshes every screen that shows it. Failures reject with `ApiError`.
 *
 * Load this module lazily from screens (it carries the API client): every screen that uses it is
 * itself a lazy chunk (components/kit/LazyScreen).
 */

export type WalletPath = Exclude<keyof typeof WALLET_PATHS, 'devCredit'>;
/** The client's paths start after `/api`. */
export const walletPath = (key: WalletPath) => WALLET_PATHS[key].slice('/api'.length);
export type WalletQuery = Record<string, string | number | undefined>;
const compact = (query: WalletQuery) => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;
export const walletGet = <T,>(key: WalletPath, query: WalletQuery = {}) => api.get<T>(walletPath(key), compact(query));

/** Money must not be stale after a transfer, so these revalidate on focus, unlike the API's default. */
export const MONEY: SWRConfiguration = { revalidateOnFocus: true, shouldRetryOnError: false, dedupingInterval: 2_000 };

/** SWR key of a wallet path with its query; `isWalletKey` below revalidates them by path. */
export const walletSwrKey = (key: WalletPath, query: WalletQuery = {}) => ['wallet', key, JSON.stringify(compact(query))] as const;

/** The coin list with USD prices (no login needed). */
export function useCoinList() {
  return useSWR<CoinList>(walletSwrKey('coinList'), () => walletGet<CoinList>('coinList'), MONEY);
}

/** Every coin with the user's balance and USD value, and the total. `enabled` false skips it (logged out). */
export function useBalances(enabled = true) {
  return useSWR<WalletBalances>(enabled ? walletSwrKey('balances') : null, () => walletGet<WalletBalances>('balances'), MONEY);
}

/** One coin's balance, fees, minimum and today's remaining limit. */
export function useCoinDetail(coin: string | null) {
  return useSWR<CoinDetail>(coin ? walletSwrKey('coinBalance', { coin }) : null, () => walletGet<CoinDetail>('coinBalance', { coin: coin as string }), MONEY);
}

export function useAddressBook() {
  return useSWR<AddressBookList>(walletSwrKey('addressBookList'), () => walletGet<AddressBookList>('addressBookList'), MONEY);
}

/** True for an SWR key of the wallet's reads with one of the given paths: `mutate(isWalletKey('balances'))`. */
export const isWalletKey =
  (...keys: WalletPath[]) =>
  (key: unknown) =>
    Array.isArray(key) && key[0] === 'wallet' && keys.includes(key[1] as WalletPath);
