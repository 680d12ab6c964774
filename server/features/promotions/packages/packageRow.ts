import type { PackageItem } from '../../../../features/promotions/contract/packagesApi';
import { type PackagePayType, scaleOf } from '../../../../features/promotions/contract/packagesRules';
import type { Queryable } from '../../../db/db';
import { formatBaseUnits } from '../../../ledger/baseUnits';

/** A package row with its coins' decimals and symbols, as packageRow's SELECT gives it. */
export type PackageRow = {
  id: string;
  name: string;
  coin: string;
  coin_decimals: number;
  amount: string;
  pay_type: PackagePayType;
  pay_coin: string;
  pay_decimals: number;
  price: string;
  stock: string;
  sold: string;
  per_user_limit: string | null;
  enabled: boolean;
  created_by: string;
  created_at: Date;
  updated_at: Date;
};

/** The SELECT of packages with their coins' decimals and the payment coin (the issued coins' roles). */
export const PACKAGE_SELECT = `SELECT p.id::text AS id, p.name, p.coin, c.decimals::int AS coin_decimals, p.amount::text AS amount, p.pay_type,
    pc.symbol AS pay_coin, pcc.decimals::int AS pay_decimals, p.price::text AS price, p.stock::text AS stock, p.sold::text AS sold,
    p.per_user_limit::text AS per_user_limit, p.enabled, p.created_by, p.created_at, p.updated_at
  FROM promotion_packages p
  JOIN coins c ON c.symbol = p.coin
  JOIN promotion_coins pc ON pc.role = p.pay_type
  JOIN coins pcc ON pcc.symbol = pc.symbol`;

/**
 * One package by id (null when there is none), its row locked when `forUpdate` (inside a transaction).
 *
 * @example const pkg = await findPackage(db, '3')
 */
export async function findPackage(q: Queryable, id: string): Promise<PackageRow | null> {
  const [row] = await q.query<PackageRow>(`${PACKAGE_SELECT} WHERE p.id = $1`, [id]);
  return row ?? null;
}

/** A package as the API shows it, with what this user exchanged of it. */
export function toPackageItem(row: PackageRow, bought: bigint): PackageItem {
  return {
    id: row.id,
    name: row.name,
    coin: row.coin,
    amount: formatBaseUnits(BigInt(row.amount), row.coin_decimals),
    coinDecimals: row.coin_decimals,
    payType: row.pay_type,
    payCoin: row.pay_coin,
    price: formatBaseUnits(BigInt(row.price), row.pay_decimals),
    payDecimals: row.pay_decimals,
    scale: formatBaseUnits(scaleOf(BigInt(row.amount), BigInt(row.price), row.pay_decimals), row.coin_decimals),
    stock: row.stock,
    sold: row.sold,
    perUserLimit: row.per_user_limit,
    bought: String(bought),
  };
}
