import type { Queryable } from '../../db/db';
import { walletErrors } from '../../ledger/walletErrors';
import { type CoinRow, findCoin } from './coinRow';

/**
 * A coin the request named; an unknown symbol → coinUnknown (404).
 *
 * @example const coin = await loadCoin(db, body.coin)
 */
export async function loadCoin(q: Queryable, symbol: string): Promise<CoinRow> {
  const coin = await findCoin(q, symbol);
  if (!coin) throw walletErrors.coinUnknown(symbol);
  return coin;
}
