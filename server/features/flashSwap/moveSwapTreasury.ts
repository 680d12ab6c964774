import { randomUUID } from 'node:crypto';
import { loadCoin } from '../../core/coins/loadCoin';
import { parseCoinAmount } from '../../core/coins/parseCoinAmount';
import type { Db } from '../../db/db';
import { formatBaseUnits } from '../../ledger/baseUnits';
import { ensurePlatformAccount } from '../../ledger/ensureAccount';
import { requestFingerprint } from '../../ledger/fingerprint';
import { IdempotencyConflictError, InsufficientFundsError } from '../../ledger/ledgerErrors';
import { postEntry } from '../../ledger/postEntry';
import { walletErrors } from '../../ledger/walletErrors';
import { swapErrors } from './swapErrors';
import { treasuryBalance } from './treasuryBalance';
import './swapEntryKinds';

export type TreasuryMove = {
  direction: 'fund' | 'drain';
  coin: string;
  /** Wire amount in coin units. */
  amount: string;
  /** Makes a rerun safe; random when omitted. */
  idempotencyKey?: string;
  /** 'operator:<name>' (scripts/swap.ts). */
  createdBy: string;
};

/**
 * Funds the swap treasury from the platform treasury, or drains it back, in one journal entry
 * (the operator's scripts/swap.ts). Draining more than the swap treasury holds is refused.
 *
 * @example await moveSwapTreasury(db, new Date(), { direction: 'fund', coin: 'BTC', amount: '2', createdBy: 'operator:ana' })
 */
export async function moveSwapTreasury(db: Db, now: Date, move: TreasuryMove) {
  const coin = await loadCoin(db, move.coin);
  const amount = parseCoinAmount('amount', move.amount, coin);
  const platform = await ensurePlatformAccount(db, 'platform_treasury', coin.symbol);
  const swap = await ensurePlatformAccount(db, 'swap_treasury', coin.symbol);
  const sign = move.direction === 'fund' ? 1n : -1n;
  const idempotencyKey = move.idempotencyKey ?? randomUUID();
  try {
    const { entryId, replayed } = await postEntry(db, {
      kind: move.direction === 'fund' ? 'swap_treasury_fund' : 'swap_treasury_drain',
      createdBy: move.createdBy,
      idempotencyKey,
      fingerprint: requestFingerprint({ kind: `swap_treasury_${move.direction}`, coin: coin.symbol, amount }),
      memo: null,
      at: now,
      legs: [
        { accountId: platform, amount: -sign * amount },
        { accountId: swap, amount: sign * amount },
      ],
    });
    return { entryId: String(entryId), replayed, key: idempotencyKey, coin: coin.symbol, swapTreasury: formatBaseUnits(await treasuryBalance(db, coin.symbol), coin.decimals) };
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw swapErrors.treasuryShort(coin.symbol);
    if (error instanceof IdempotencyConflictError) throw walletErrors.idempotencyConflict();
    throw error;
  }
}
