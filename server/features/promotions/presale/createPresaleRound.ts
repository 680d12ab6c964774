import { randomBytes } from 'node:crypto';
import { PRESALE_DEFAULT_LOT, lotTokensOf } from '../../../../features/promotions/contract/presaleRules';
import { MAX_PRICE_USDT, PAY_DECIMALS, PRICE_PATTERN } from '../../../../features/promotions/contract/promotionsRules';
import { seedHashOf } from '../../../../features/promotions/logic/presale/seedHashOf';
import { ERROR_KEYS } from '../../../../lib/contract/apiError';
import { InvalidAmountError, parseAmount } from '../../../../lib/wallet/amount/parseAmount';
import { loadCoin } from '../../../core/coins/loadCoin';
import type { Db } from '../../../db/db';
import { badRequest } from '../../../http/appError';
import type { PromotionCoins } from '../promotionCoins';
import { presaleRounds, presaleRoundView } from './presaleRoundRow';
import type { PresaleRound } from '../../../../features/promotions/contract/presaleApi';

export type PresaleRoundInput = { token?: string; price: string; allocation: string; lot?: string; cap: string; opensAt: string; closesAt: string; createdBy: string };

/**
 * Adds a pre-sale round (scripts/promotions.ts presale-add). Its seed — 32 random bytes — is drawn
 * now and kept secret until the draw; its SHA-256 is public from this moment, so the draw cannot
 * be steered after anyone commits. Checks, changing nothing when one fails: the token is one the
 * platform issued (the platform token by default, or the second token); the price is a USDT price
 * (as price-set takes); the allocation is a positive token amount holding at least one lot; the
 * lot (10 USDT by default) buys at least one token base unit; the cap is whole lots; the window
 * opens before it closes and closes in the future.
 *
 * @throws AppError invalid naming the field.
 * @example await createPresaleRound(db, now, coins, { price: '2.5', allocation: '100000', cap: '1000', opensAt, closesAt, createdBy: 'operator:alice' })
 */
export async function createPresaleRound(db: Db, now: Date, coins: PromotionCoins, input: PresaleRoundInput): Promise<PresaleRound> {
  const symbol = (input.token ?? coins.token).trim().toUpperCase();
  if (symbol !== coins.token && symbol !== coins.second) throw invalid('token', `must be a token the platform issued: ${coins.token} or ${coins.second}`);
  const token = await loadCoin(db, symbol);
  const price = input.price.trim();
  if (!PRICE_PATTERN.test(price)) throw invalid('price', 'must be USDT per token such as 2.5, at most 6 decimals');
  const priceUnits = parseAmount(price, PAY_DECIMALS);
  if (priceUnits <= 0n || priceUnits > parseAmount(MAX_PRICE_USDT, PAY_DECIMALS)) throw invalid('price', `must be above 0 and at most ${MAX_PRICE_USDT} USDT`);
  const allocation = positive('allocation', input.allocation, token.decimals);
  const lot = positive('lot', input.lot ?? PRESALE_DEFAULT_LOT, PAY_DECIMALS);
  const cap = positive('cap', input.cap, PAY_DECIMALS);
  if (cap < lot || cap % lot !== 0n) throw invalid('cap', 'must be a whole number of lots (at least one)');
  const lotTokens = lotTokensOf(lot, priceUnits, token.decimals);
  if (lotTokens === 0n) throw invalid('lot', 'buys nothing at this price: make it larger');
  if (allocation < lotTokens) throw invalid('allocation', 'must hold at least one lot');
  const opensAt = time('opensAt', input.opensAt);
  const closesAt = time('closesAt', input.closesAt);
  if (closesAt.getTime() <= opensAt.getTime()) throw invalid('closesAt', 'must be after opensAt');
  if (closesAt.getTime() <= now.getTime()) throw invalid('closesAt', 'must be in the future');

  const seed = randomBytes(32).toString('hex');
  const [{ id }] = await db.query<{ id: bigint }>(
    `INSERT INTO presale_rounds (token, price, allocation, lot, cap, opens_at, closes_at, seed, seed_hash, anon_salt, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [symbol, String(priceUnits), String(allocation), String(lot), String(cap), opensAt, closesAt, seed, seedHashOf(seed), randomBytes(32).toString('hex'), input.createdBy, now],
  );
  const row = await presaleRounds.byId(db, BigInt(id));
  if (!row) throw new Error(`pre-sale round ${id} vanished`);
  return presaleRoundView(row, now);
}

const invalid = (field: string, reason: string) => badRequest(`${field} is invalid: ${reason}.`, ERROR_KEYS.invalid, { field, reason });

function positive(field: string, text: string, decimals: number): bigint {
  let units: bigint;
  try {
    units = parseAmount(text.trim(), decimals);
  } catch (error) {
    if (error instanceof InvalidAmountError) throw invalid(field, `must be a positive decimal with at most ${decimals} decimals`);
    throw error;
  }
  if (units <= 0n) throw invalid(field, 'must be greater than 0');
  return units;
}

function time(field: string, text: string): Date {
  const at = new Date(text);
  if (!/^\d{4}-\d\d-\d\dT/.test(text) || Number.isNaN(at.getTime())) throw invalid(field, 'must be an ISO time such as 2027-01-10T08:00:00Z');
  return at;
}
