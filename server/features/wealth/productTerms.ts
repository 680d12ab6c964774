import { ERROR_KEYS } from '../../../lib/contract/apiError';
import { PRODUCT_STATUSES, type ProductStatus, RATE_BP_MAX, TERM_DAYS_MAX, WEALTH_CATEGORIES, type WealthCategory } from '../../../features/wealth/contract/wealthRules';
import type { CoinRow } from '../../core/coins/coinRow';
import { parseCoinAmount } from '../../core/coins/parseCoinAmount';
import { badRequest } from '../../http/appError';
import { formatBaseUnits } from '../../ledger/baseUnits';

/** What an operator sets on a product (scripts/wealth.ts, the development route); amounts are coin units as text. */
export type ProductTermsInput = {
  category: WealthCategory;
  /** Percent a year: more than 0, at most 100, at most 2 decimals ("5.5"). */
  rate: string;
  /** 1 to TERM_DAYS_MAX; null: on demand. */
  termDays: number | null;
  minAmount: string;
  /** null: no limit per user but the quota. */
  maxPerUser: string | null;
  quota: string;
  qualifiedOnly: boolean;
  status: ProductStatus;
};

/** The same, checked, as the wealth_products columns hold it. */
export type ProductTerms = {
  category: WealthCategory;
  rateBp: number;
  termDays: number | null;
  minAmount: bigint;
  maxPerUser: bigint | null;
  quota: bigint;
  qualifiedOnly: boolean;
  status: ProductStatus;
};

const invalid = (field: string, reason: string) => badRequest(`${field} is invalid: ${reason}.`, ERROR_KEYS.invalid, { field, reason });

/**
 * Checks a product's terms in its coin, each refusal naming the field and what it must be: the
 * category, the rate (more than 0 and at most 100 % a year, at most 2 decimals: whole basis
 * points), the term (whole days, 1 to 3650, or none), the amounts (coin units with at most the
 * coin's decimals, more than 0) with minimum ≤ per-user maximum ≤ quota, the status.
 *
 * @throws {AppError} 400 for the first field that is wrong.
 * @example checkProductTerms(usdt, { category: 'pos', rate: '5.5', termDays: 30, minAmount: '10', maxPerUser: null, quota: '100000', qualifiedOnly: false, status: 'open' })
 */
export function checkProductTerms(coin: CoinRow, input: ProductTermsInput): ProductTerms {
  if (!WEALTH_CATEGORIES.includes(input.category)) throw invalid('category', `must be ${WEALTH_CATEGORIES.join(' or ')}`);
  const rate = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(input.rate.trim());
  const rateBp = rate ? Number(rate[1]) * 100 + Number((rate[2] ?? '').padEnd(2, '0')) : NaN;
  if (!(rateBp > 0 && rateBp <= RATE_BP_MAX)) throw invalid('rate', `must be a percentage a year more than 0 and at most ${RATE_BP_MAX / 100}, with at most 2 decimals, such as 5.5`);
  const { termDays } = input;
  if (termDays !== null && !(Number.isInteger(termDays) && termDays >= 1 && termDays <= TERM_DAYS_MAX)) {
    throw invalid('term', `must be whole days from 1 to ${TERM_DAYS_MAX}, or none for on demand`);
  }
  const minAmount = parseCoinAmount('min', input.minAmount, coin);
  const maxPerUser = input.maxPerUser === null ? null : parseCoinAmount('max-per-user', input.maxPerUser, coin);
  const quota = parseCoinAmount('quota', input.quota, coin);
  const text = (units: bigint) => `${formatBaseUnits(units, coin.decimals)} ${coin.symbol}`;
  if (maxPerUser !== null && maxPerUser < minAmount) throw invalid('max-per-user', `must be at least the minimum order, ${text(minAmount)}`);
  if (quota < (maxPerUser ?? minAmount)) throw invalid('quota', `must be at least the ${maxPerUser === null ? 'minimum order' : 'per-user maximum'}, ${text(maxPerUser ?? minAmount)}`);
  if (!PRODUCT_STATUSES.includes(input.status)) throw invalid('status', `must be ${PRODUCT_STATUSES.join(' or ')}`);
  return { category: input.category, rateBp, termDays, minAmount, maxPerUser, quota, qualifiedOnly: input.qualifiedOnly, status: input.status };
}
