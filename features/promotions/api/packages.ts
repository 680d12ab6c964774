import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { PACKAGES_PATHS, type PackageExchangeResult, type PackageOrder, type PackageOrderPage, type PackagesInfo } from '@/features/promotions/contract/packagesApi';
import { api } from '../../../lib/api/client';

/**
 * The packages' calls (features/promotions/contract/packagesApi.ts), typed. Failures reject with
 * `ApiError` (10001, an expired login, goes to /relogin as everywhere); screens show the rest in place.
 */
const path = (key: 'list' | 'exchange' | 'orders' | 'order') => PACKAGES_PATHS[key].slice('/api'.length);
const PAGE = 20;

/** The packages on sale and the user's points and token balances; refreshed on focus (stock moves). */
export function usePackages() {
  return useSWR<PackagesInfo>(['promotions', 'packages'], () => api.get<PackagesInfo>(path('list')), { shouldRetryOnError: false, revalidateOnFocus: true });
}

/** Exchanges packages; a retry with the same key answers the first result. */
export const exchangePackages = (body: { packageId: string; quantity: string; payPassword: string; googleCode?: string; idempotencyKey: string }) =>
  api.post<PackageExchangeResult>(path('exchange'), body);

/** The user's package orders, newest first, page by page. */
export function usePackageOrderPages() {
  return useSWRInfinite<PackageOrderPage>(
    (index, previous: PackageOrderPage | null) => (index > 0 && !previous?.nextCursor ? null : ['promotions', 'packageOrders', previous?.nextCursor ?? '']),
    ([, , cursor]: [string, string, string]) => api.get<PackageOrderPage>(path('orders'), cursor ? { cursor, limit: PAGE } : { limit: PAGE }),
    { shouldRetryOnError: false, revalidateOnFocus: false, revalidateFirstPage: true },
  );
}

/** One of the user's package orders. */
export function usePackageOrder(id: string | null) {
  return useSWR<PackageOrder>(id ? ['promotions', 'packageOrder', id] : null, () => api.get<PackageOrder>(path('order'), { id: id! }), { shouldRetryOnError: false, revalidateOnFocus: false });
}
