import { PACKAGE_NAME_PATTERN, type PackagePayType } from '../../../../features/promotions/contract/packagesRules';
import { InvalidAmountError, parseAmount } from '../../../../lib/wallet/amount/parseAmount';
import { findCoin } from '../../../core/coins/coinRow';
import type { Queryable } from '../../../db/db';
import type { PromotionCoins } from '../promotionCoins';
import { findPackage, type PackageRow } from './packageRow';
import { packagesErrors } from './packagesErrors';

export type AddPackageInput = {
  name: string;
  /** The coin the package gives (any coin of the wallet but the one it is paid with). */
  coin: string;
  /** How much of `coin` one package gives, in the coin (its decimals at most). */
  amount: string;
  payType: PackagePayType;
  /** What one package costs in points (whole) or in the platform token (8 decimals at most). */
  price: string;
  /** Packages on sale (0 or more). */
  stock: string;
  /** The most one person may exchange in total; none when omitted. */
  perUserLimit?: string | null;
  enabled?: boolean;
  /** 'operator:<name>' (scripts/promotions.ts) or 'dev'. */
  createdBy: string;
};

const COUNT = /^(0|[1-9]\d{0,14})$/;

/**
 * Adds a package (scripts/promotions.ts package-add). Every field is checked before anything is
 * written; a package gives a coin other than the one it is paid with (an exchange of points for
 * points would be no exchange).
 *
 * @throws AppError packageInvalid naming the rule broken (nothing written).
 * @example await addPackage(db, new Date(), coins, { name: 'Starter', coin: 'AU', amount: '10', payType: 'points', price: '100', stock: '500', createdBy: 'operator:alice' })
 */
export async function addPackage(q: Queryable, now: Date, coins: PromotionCoins, input: AddPackageInput): Promise<PackageRow> {
  const name = input.name.trim();
  if (!PACKAGE_NAME_PATTERN.test(name)) throw packagesErrors.invalid('the name must be 1 to 40 characters');
  const symbol = input.coin.trim().toUpperCase();
  const coin = await findCoin(q, symbol);
  if (!coin) throw packagesErrors.invalid(`${symbol} is not a coin of the wallet`);
  const paySymbol = input.payType === 'points' ? coins.points : coins.token;
  if (symbol === paySymbol) throw packagesErrors.invalid(`a package paid in ${paySymbol} cannot give ${paySymbol}`);
  const payCoin = await findCoin(q, paySymbol);
  if (!payCoin) throw packagesErrors.invalid(`${paySymbol} is not issued yet`);
  const amount = positive(input.amount, coin.decimals, `the amount must be above 0 with at most ${coin.decimals} decimals of ${symbol}`);
  const price = positive(input.price, payCoin.decimals, payCoin.decimals === 0 ? `the price must be whole ${paySymbol} from 1` : `the price must be above 0 with at most ${payCoin.decimals} decimals of ${paySymbol}`);
  const stock = input.stock.trim();
  if (!COUNT.test(stock)) throw packagesErrors.invalid('the stock must be a whole number from 0');
  const limit = input.perUserLimit?.trim() || null;
  if (limit !== null && (!COUNT.test(limit) || limit === '0')) throw packagesErrors.invalid('the per-user limit must be a whole number from 1');
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO promotion_packages (name, coin, amount, pay_type, price, stock, per_user_limit, enabled, created_by, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id::text AS id`,
    [name, symbol, String(amount), input.payType, String(price), stock, limit, input.enabled ?? true, input.createdBy, now],
  );
  return (await findPackage(q, row.id))!;
}

function positive(text: string, decimals: number, rule: string): bigint {
  try {
    const units = parseAmount(text.trim(), decimals);
    if (units > 0n) return units;
  } catch (error) {
    if (!(error instanceof InvalidAmountError)) throw error;
  }
  throw packagesErrors.invalid(rule);
}
