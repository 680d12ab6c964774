import type { PackageItem } from '@/features/promotions/contract/packagesApi';
import { parsePackageQuantity } from '@/features/promotions/contract/packagesRules';
import { parseAmount } from '@/lib/wallet/amount/parseAmount';

export type PackageProblem = 'quantity' | 'stock' | 'limit' | 'points' | 'balance';
export type PackageCheck = { quantity: number; total: bigint; receive: bigint; problem: PackageProblem | null };

/**
 * What the exchange form previews as the quantity is typed: the total to pay and what arrives (base
 * units of the payment coin and of the package's coin), and the first rule broken, in the order
 * the server checks them: the quantity's shape, the stock left, the per-user limit, the balance.
 * The server decides again when the user confirms.
 *
 * @example checkPackageExchange(pkg, '3', '250', 1000).problem // 'points' when 3 packages cost 300 points
 */
export function checkPackageExchange(pkg: PackageItem, text: string, available: string, maximum: number): PackageCheck {
  const quantity = parsePackageQuantity(text);
  if (quantity === null || quantity > maximum) return { quantity: 0, total: 0n, receive: 0n, problem: 'quantity' };
  const n = BigInt(quantity);
  const total = parseAmount(pkg.price, pkg.payDecimals) * n;
  const receive = parseAmount(pkg.amount, pkg.coinDecimals) * n;
  const at = (problem: PackageProblem | null) => ({ quantity, total, receive, problem });
  if (BigInt(pkg.stock) < n) return at('stock');
  if (pkg.perUserLimit !== null && BigInt(pkg.perUserLimit) - BigInt(pkg.bought) < n) return at('limit');
  if (parseAmount(available, pkg.payDecimals) < total) return at(pkg.payType === 'points' ? 'points' : 'balance');
  return at(null);
}
