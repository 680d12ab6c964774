import { randomInt } from 'node:crypto';
import type { LotteryDrawResult } from '../../../../features/promotions/contract/lotteryApi';
import { LOTTERY_WEIGHT_TOTAL, lotteryDayEnd, lotteryDayOf } from '../../../../features/promotions/contract/lotteryRules';
import type { Clock } from '../../../core/accounts/accountDeps';
import { loadCoin } from '../../../core/coins/loadCoin';
import { insertRecords } from '../../../core/records/insertRecord';
import { RECORD_TYPES } from '../../../../features/cloudWallet/contract/walletRules';
import type { Db, Queryable } from '../../../db/db';
import { formatBaseUnits } from '../../../ledger/baseUnits';
import { ensurePlatformAccount, ensureUserAccount } from '../../../ledger/ensureAccount';
import { requestFingerprint } from '../../../ledger/fingerprint';
import { IdempotencyConflictError, InsufficientFundsError } from '../../../ledger/ledgerErrors';
import { findEntryByKey, postEntry, type Leg } from '../../../ledger/postEntry';
import { userBalances } from '../../../ledger/userBalances';
import { walletErrors } from '../../../ledger/walletErrors';
import type { PromotionCoins } from '../promotionCoins';
import { drawOfEntry } from './drawOfEntry';
import { drawsToday } from './drawsToday';
import { lotteryErrors } from './lotteryErrors';
import { type LotteryPrizeRow, type LotteryState, loadLottery } from './loadLottery';
import { pickPrize } from './pickPrize';
import './lotteryEntryKinds';

export type LotteryDrawDeps = {
  db: Db;
  clock: Clock;
  coins: PromotionCoins;
  /** A uniform whole number in [0, n): node:crypto's randomInt unless a test hands in its own. */
  roll?: (n: number) => number;
};

/**
 * One lottery draw (/lottery) in one journal entry: the cost in activated points from the user to
 * the platform treasury and, when the draw wins, the prize from the platform treasury to the user.
 * Checks, cheapest first (each refusal has its own key, nothing moves): no prize table
 * (noPrizeTable), switched off (off), the daily limit reached on this UTC day (dailyLimit), fewer
 * points than the cost (notEnoughPoints). A retry with the same idempotency key answers the first
 * draw (replayed), never a second one.
 *
 * Inside the entry's transaction, before any account is locked: the settings row is read FOR SHARE
 * (an operator's change waits, and the draw uses one consistent table); the user's day row takes
 * the draw with one conditional upsert (concurrent draws by one user queue on it and never pass
 * the limit); the roll picks a prize by its weight (pickPrize.ts); a prize with a stock takes one
 * unit with `UPDATE … SET stock = stock - 1 WHERE stock > 0`, so concurrent draws of the last unit
 * give it to one of them. A pick that is off or out of stock wins nothing instead (its chance passes
 * to nothing); the draw is recorded with outOfStock. Points short: the ledger refuses and the
 * transaction rolls back, the day row and stock with it.
 *
 * @example await drawLottery({ db, clock, coins }, userId, idempotencyKey) // { draw: { prize: { coin: 'USDT', amount: '1' } }, ... }
 */
export async function drawLottery(deps: LotteryDrawDeps, userId: bigint, idempotencyKey: string): Promise<LotteryDrawResult> {
  const { db, coins } = deps;
  const roll = deps.roll ?? ((n: number) => randomInt(n));
  const createdBy = `user:${userId}`;
  const fingerprint = requestFingerprint({ kind: 'promotions_lottery_draw' });
  const prior = await findEntryByKey(db, createdBy, idempotencyKey);
  if (prior) {
    if (prior.fingerprint !== fingerprint) throw walletErrors.idempotencyConflict();
    return resultOf(db, deps.clock(), coins, userId, prior.id, true);
  }

  const now = deps.clock();
  const preview = await loadLottery(db);
  refuseBy(preview, preview ? await drawsToday(db, userId, now) : 0, now);
  const points = (await userBalances(db, userId, coins.points)).get(coins.points) ?? 0n;
  if (points < preview!.cost) throw lotteryErrors.notEnoughPoints(String(preview!.cost), String(points));

  const accounts = new Map<string, { user: bigint; treasury: bigint }>();
  for (const coin of new Set([coins.points, ...preview!.prizes.flatMap((p) => (p.coin ? [p.coin] : []))])) {
    accounts.set(coin, { user: await ensureUserAccount(db, userId, coin), treasury: await ensurePlatformAccount(db, 'platform_treasury', coin) });
  }
  const accountsOf = async (q: Queryable, coin: string) => {
    const known = accounts.get(coin);
    if (known) return known;
    // A table the operator set between the preview and this transaction may name another coin.
    return { user: await ensureUserAccount(q, userId, coin), treasury: await ensurePlatformAccount(q, 'platform_treasury', coin) };
  };

  let cost = preview!.cost;
  // Set by the legs, read by afterPost: the prize taken (null: nothing) and the prize the roll picked.
  let drawn: { prize: LotteryPrizeRow | null; picked: LotteryPrizeRow; day: string } | undefined;
  try {
    const { entryId } = await postEntry(db, {
      kind: 'promotions_lottery_draw',
      createdBy,
      idempotencyKey,
      fingerprint,
      memo: null,
      at: now,
      legs: async (q) => {
        const state = await loadLottery(q, true);
        refuseBy(state, 0, now);
        cost = state!.cost;
        const [taken] = await q.query<{ draws: number }>(
          `INSERT INTO promotion_lottery_daily AS d (user_id, day, draws) VALUES ($1, $2::date, 1)
           ON CONFLICT (user_id, day) DO UPDATE SET draws = d.draws + 1 WHERE d.draws < $3
           RETURNING draws`,
          [userId, lotteryDayOf(now), state!.dailyLimit],
        );
        if (!taken) throw lotteryErrors.dailyLimit(state!.dailyLimit, lotteryDayEnd(now).toISOString());
        const picked = state!.prizes[pickPrize(state!.prizes.map((p) => p.weight), roll(LOTTERY_WEIGHT_TOTAL))];
        const won = await takeUnit(q, picked);
        const pointsAccounts = await accountsOf(q, coins.points);
        const legs: Leg[] = [
          { accountId: pointsAccounts.user, amount: -cost },
          { accountId: pointsAccounts.treasury, amount: cost },
        ];
        if (won) {
          const prizeAccounts = await accountsOf(q, won.coin!);
          legs.push({ accountId: prizeAccounts.treasury, amount: -won.amount }, { accountId: prizeAccounts.user, amount: won.amount });
        }
        drawn = { prize: won, picked, day: lotteryDayOf(now) };
        return legs;
      },
      afterPost: async (q, entryId) => {
        const { prize, picked, day } = drawn!;
        await q.query(
          `INSERT INTO promotion_lottery_draws (entry_id, user_id, drawn_at, day, cost, prize_id, coin, amount, out_of_stock)
           VALUES ($1, $2, $3, $4::date, $5, $6, $7, $8, $9)`,
          [entryId, userId, now, day, String(cost), prize ? String(prize.id) : null, prize?.coin ?? null, String(prize?.amount ?? 0n), picked.coin !== null && !prize],
        );
        await recordDraw(q, now, coins, userId, entryId, cost, prize);
      },
    });
    return resultOf(db, now, coins, userId, entryId, false);
  } catch (error) {
    if (error instanceof InsufficientFundsError) {
      const balance = (await userBalances(db, userId, coins.points)).get(coins.points) ?? 0n;
      throw lotteryErrors.notEnoughPoints(String(cost), String(balance));
    }
    if (error instanceof IdempotencyConflictError) throw walletErrors.idempotencyConflict();
    throw error;
  }
}

/**
 * The user's wallet records of a draw, so the points spent and the prize won show in the coin's
 * records as every other movement does: the cost (type 3, out, to "lottery", kind lotteryDraw) and,
 * when it won, the prize (type 3, in, from "lottery", kind lotteryPrize).
 */
async function recordDraw(q: Queryable, now: Date, coins: PromotionCoins, userId: bigint, entryId: bigint, cost: bigint, prize: LotteryPrizeRow | null): Promise<void> {
  const [{ accid }] = await q.query<{ accid: string }>('SELECT accid FROM users WHERE id = $1', [userId]);
  const common = { entryId, userId, type: RECORD_TYPES.swap, fee: 0n, memo: null, status: 'success', at: now } as const;
  const points = await loadCoin(q, coins.points);
  await insertRecords(q, points.decimals, [{ ...common, coin: points.symbol, kind: 'lotteryDraw', direction: 'out', amount: cost, from: accid, to: 'lottery' }]);
  if (prize?.coin) {
    const coin = await loadCoin(q, prize.coin);
    await insertRecords(q, coin.decimals, [{ ...common, coin: coin.symbol, kind: 'lotteryPrize', direction: 'in', amount: prize.amount, from: 'lottery', to: accid }]);
  }
}

/** Refuses a draw the lottery's state does not allow: no table, off, or the day's draws used up. */
function refuseBy(state: LotteryState | null, today: number, now: Date): asserts state is LotteryState {
  if (!state) throw lotteryErrors.noPrizeTable();
  if (!state.enabled) throw lotteryErrors.off();
  if (today >= state.dailyLimit) throw lotteryErrors.dailyLimit(state.dailyLimit, lotteryDayEnd(now).toISOString());
}

/** The picked prize, or null when it is nothing, off, or has no unit left (taken by a conditional UPDATE: stock never goes below zero). */
async function takeUnit(q: Queryable, picked: LotteryPrizeRow): Promise<LotteryPrizeRow | null> {
  if (picked.coin === null || !picked.enabled) return null;
  if (picked.stock === null) return picked;
  const [row] = await q.query('UPDATE promotion_lottery_prizes SET stock = stock - 1 WHERE id = $1 AND stock > 0 RETURNING id', [String(picked.id)]);
  return row ? picked : null;
}

async function resultOf(q: Queryable, now: Date, coins: PromotionCoins, userId: bigint, entryId: bigint, replayed: boolean): Promise<LotteryDrawResult> {
  const draw = await drawOfEntry(q, userId, entryId);
  const balances = await userBalances(q, userId);
  const state = await loadLottery(q);
  const today = await drawsToday(q, userId, now);
  return {
    draw,
    points: String(balances.get(coins.points) ?? 0n),
    prizeBalance: draw.prize ? formatBaseUnits(balances.get(draw.prize.coin) ?? 0n, (await loadCoin(q, draw.prize.coin)).decimals) : null,
    drawsLeft: state ? Math.max(0, state.dailyLimit - today) : 0,
    replayed,
  };
}
