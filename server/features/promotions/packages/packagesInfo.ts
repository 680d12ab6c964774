import type { PackagesInfo } from '../../../../features/promotions/contract/packagesApi';
import { PACKAGE_QUANTITY_MAX } from '../../../../features/promotions/contract/packagesRules';
import type { Queryable } from '../../../db/db';
import { userBalances } from '../../../ledger/userBalances';
import { formatBaseUnits } from '../../../ledger/baseUnits';
import type { PromotionCoins } from '../promotionCoins';
import { PACKAGE_SELECT, type PackageRow, toPackageItem } from './packageRow';

/**
 * What /index/package shows: the packages switched on (newest first, sold-out ones too, so the
 * user sees what was there), what this user exchanged of each, and their points and token balances.
 *
 * @example await packagesInfo(db, coins, userId)
 */
export async function packagesInfo(q: Queryable, coins: PromotionCoins, userId: bigint): Promise<PackagesInfo> {
  const rows = await q.query<PackageRow>(`${PACKAGE_SELECT} WHERE p.enabled ORDER BY p.id DESC LIMIT 100`);
  const bought = new Map(
    (await q.query<{ id: string; bought: string }>('SELECT package_id::text AS id, bought::text AS bought FROM promotion_package_buyers WHERE user_id = $1', [userId])).map((r) => [r.id, BigInt(r.bought)]),
  );
  const balances = await userBalances(q, userId);
  const decimals = await q.query<{ symbol: string; decimals: number }>('SELECT symbol, decimals::int AS decimals FROM coins WHERE symbol = ANY($1)', [[coins.points, coins.token]]);
  const of = (symbol: string) => formatBaseUnits(balances.get(symbol) ?? 0n, decimals.find((d) => d.symbol === symbol)?.decimals ?? 0);
  return {
    packages: rows.map((row) => toPackageItem(row, bought.get(row.id) ?? 0n)),
    points: coins.points,
    token: coins.token,
    balances: { points: of(coins.points), token: of(coins.token) },
    maxQuantity: PACKAGE_QUANTITY_MAX,
  };
}
