import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import {
  WEALTH_PATHS,
  type BuyResult,
  type OrderPage,
  type ProductDetail,
  type ProductList,
  type RedeemResult,
  type WealthOrder,
  type WealthSummary,
} from '@/features/wealth/contract/wealthApi';
import type { OrderState, WealthCategory } from '@/features/wealth/contract/wealthRules';
import { wtcenter } from '../../../lib/api/client';

/**
 * The wealth calls (features/wealth/contract/wealthApi.ts), typed, through the `/wtcenter` client
 * (success code 0). Failures reject with `ApiError`; screens show them in place. Loaded only by
 * the lazy wealth screens.
 */
type WtcenterPath = Exclude<keyof typeof WEALTH_PATHS, 'devProduct' | 'devMature'>;
const path = (key: WtcenterPath) => WEALTH_PATHS[key].slice('/wtcenter'.length);
const PAGE = 20;
const ONCE = { shouldRetryOnError: false } as const;

/** Products on sale (public), of one category or all. */
export function useProducts(category: WealthCategory | null) {
  return useSWR<ProductList>(['wealth', 'products', category ?? ''], () => wtcenter.get<ProductList>(path('products'), category ? { category } : {}), ONCE);
}

/** One product with what the user holds in it, their balance of its coin and whether they are qualified. */
export function useProduct(id: string | null) {
  return useSWR<ProductDetail>(id ? ['wealth', 'product', id] : null, () => wtcenter.get<ProductDetail>(path('product'), { id: id! }), { ...ONCE, revalidateOnFocus: true });
}

/** The user's holdings and earnings per coin (only with a login: `enabled`). */
export function useWealthSummary(enabled: boolean) {
  return useSWR<WealthSummary>(enabled ? ['wealth', 'summary'] : null, () => wtcenter.get<WealthSummary>(path('summary')), ONCE);
}

/** One of the user's orders. */
export function useOrder(id: string | null) {
  return useSWR<WealthOrder>(id ? ['wealth', 'order', id] : null, () => wtcenter.get<WealthOrder>(path('order'), { id: id! }), ONCE);
}

/** The user's orders in one state, newest first, page by page. */
export function useOrderPages(state: OrderState) {
  return useSWRInfinite<OrderPage>(
    (index, previous: OrderPage | null) => (index > 0 && !previous?.nextCursor ? null : ['wealth', 'orders', state, previous?.nextCursor ?? '']),
    ([, , , cursor]: [string, string, string, string]) => wtcenter.get<OrderPage>(path('orders'), cursor ? { state, cursor, limit: PAGE } : { state, limit: PAGE }),
    { ...ONCE, revalidateFirstPage: true },
  );
}

/** Places an order; a retry with the same key answers the first result. */
export const buyProduct = (body: { productId: string; amount: string; payPassword: string; googleCode?: string; idempotencyKey: string }) =>
  wtcenter.post<BuyResult>(path('buy'), body);

/** Redeems an unexpired order now (`acceptNoInterest` for a fixed order before its expiry). */
export const redeemOrder = (body: { orderId: string; acceptNoInterest?: boolean; idempotencyKey: string }) => wtcenter.post<RedeemResult>(path('redeem'), body);
