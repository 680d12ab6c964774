import type { ProductDetail } from '../../../features/wealth/contract/wealthApi';
import type { Queryable } from '../../db/db';
import { kycLevelOf } from '../../core/investors/kycLevelOf';
import { formatBaseUnits } from '../../ledger/baseUnits';
import { userBalances } from '../../ledger/userBalances';
import { heldBy } from './heldBy';
import { findProduct, toProduct } from './productRow';
import { wealthErrors } from './wealthErrors';

/**
 * One product, open or closed (/ploydetail, /plandetail), with what the session user holds in it,
 * their balance of its coin and whether they are a qualified investor (SPEC §6).
 *
 * @example await productDetail(db, userId, '3', now)
 */
export async function productDetail(q: Queryable, userId: bigint, id: string, now: Date): Promise<ProductDetail> {
  const row = await findProduct(q, id);
  if (!row) throw wealthErrors.productUnknown();
  const held = await heldBy(q, row.id, userId);
  const balances = await userBalances(q, userId, row.coin);
  const { qualifiedBasis } = await kycLevelOf(q, userId);
  const decimals = Number(row.decimals);
  return {
    product: toProduct(row, now),
    held: formatBaseUnits(held, decimals),
    available: formatBaseUnits(balances.get(row.coin) ?? 0n, decimals),
    qualified: qualifiedBasis !== null,
  };
}
