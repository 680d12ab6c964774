import type { SwapQuote } from '../../../features/flashSwap/contract/flashSwapApi';
import { USDT, isUsdtMultiple, type SwapSide } from '../../../features/flashSwap/contract/flashSwapRules';
import type { AccountDeps } from '../../core/accounts/accountDeps';
import { findPayingUser } from '../../core/payment/findPayingUser';
import { loadCoin } from '../../core/coins/loadCoin';
import { parseCoinAmount } from '../../core/coins/parseCoinAmount';
import type { Config } from '../../config';
import { formatBaseUnits } from '../../ledger/baseUnits';
import { userBalances } from '../../ledger/userBalances';
import { walletErrors } from '../../ledger/walletErrors';
import type { PriceSource } from '../../core/prices/priceSource';
import { swapErrors } from './swapErrors';
import { quoteAmounts } from './quoteAmounts';
import { refuseUsdtNotMultiple } from './refuseUsdtNotMultiple';
import { ratio, usdMicros } from '../../core/prices/swapMath';
import { loadSwapPair } from './swapPair';
import { swappedToday } from './swappedToday';
import { treasuryBalance } from './treasuryBalance';
import { toSwapQuote, type QuoteRow } from './quoteRow';
import { usdText } from '../../core/prices/usdText';

export type QuoteInput = { from: string; to: string; side: SwapSide; amount: string };

/**
 * A quote for swapping: the rate from the price store's USD prices less the pair's
 * spread, both amounts (what the user gets rounded down, what they pay rounded up), held for
 * `config.swap.quoteSeconds`. When USDT is one side, its amount is a multiple of 100 whichever side
 * is typed (SPEC §5): typing the other coin moves the USDT to the nearest multiple (`quoteAmounts`),
 * and the answer says so (`adjusted`). Refused up front, with nothing stored: the same coin twice, a
 * coin or pair switched off, stale or missing prices, a USDT amount typed that is not a multiple of 100,
 * no pay password yet, an amount that gives nothing, outside the pair's USD limits or today's
 * limit, more than the balance, more than the swap treasury holds of the coin received.
 *
 * @example const quote = await createQuote({ ...deps, prices, config }, userId, { from: 'USDT', to: 'BTC', side: 'from', amount: '100' })
 */
export async function createQuote(
  deps: AccountDeps & { prices: PriceSource; config: Config },
  userId: bigint,
  input: QuoteInput,
): Promise<SwapQuote> {
  const { db, config } = deps;
  if (input.from === input.to) throw swapErrors.sameCoin();
  const [from, to] = [await loadCoin(db, input.from), await loadCoin(db, input.to)];
  for (const coin of [from, to]) if (!coin.swapEnabled) throw swapErrors.swapDisabled(coin.symbol);
  const pair = await loadSwapPair(db, from.symbol, to.symbol, config.swap);
  if (!pair.enabled) throw swapErrors.pairDisabled(from.symbol, to.symbol);

  const snapshot = deps.prices.snapshot();
  const prices = { fromUsd: snapshot.usd.get(from.symbol), toUsd: snapshot.usd.get(to.symbol) };
  if (snapshot.stale || !prices.fromUsd || !prices.toUsd || /^0(\.0*)?$/.test(prices.fromUsd) || /^0(\.0*)?$/.test(prices.toUsd)) {
    throw swapErrors.pricesPaused();
  }
  const known = { fromUsd: prices.fromUsd, toUsd: prices.toUsd };

  const typedCoin = input.side === 'from' ? from : to;
  const typed = parseCoinAmount('amount', input.amount, typedCoin);
  if (typedCoin.symbol === USDT && !isUsdtMultiple(typed, typedCoin.decimals)) throw swapErrors.usdtMultiple();

  await findPayingUser(db, userId);

  const balance = (await userBalances(db, userId, from.symbol)).get(from.symbol) ?? 0n;
  const decimals = { fromDecimals: from.decimals, toDecimals: to.decimals };
  const { fromUnits, toUnits, withoutSpread } = quoteAmounts({ from: from.symbol, to: to.symbol, side: input.side, typed, prices: known, decimals, spreadBps: pair.spreadBps, balance });
  refuseUsdtNotMultiple([
    { coin: from.symbol, units: fromUnits, decimals: from.decimals },
    { coin: to.symbol, units: toUnits, decimals: to.decimals },
  ]);
  if (toUnits <= 0n) throw swapErrors.amountTooSmall(to.symbol);

  const usd = usdMicros(fromUnits, from.decimals, known.fromUsd);
  if (usd < pair.minUsdMicros) throw swapErrors.belowPairMinimum(usdText(pair.minUsdMicros));
  if (usd > pair.maxUsdMicros) throw swapErrors.abovePairMaximum(usdText(pair.maxUsdMicros));
  const now = deps.clock();
  const used = await swappedToday(db, userId, now);
  if (used + usd > config.swap.dailyLimitUsdMicros) {
    throw swapErrors.dailyLimit(usdText(config.swap.dailyLimitUsdMicros), usdText(config.swap.dailyLimitUsdMicros - used));
  }

  if (balance < fromUnits) throw walletErrors.insufficientBalance(from.symbol, formatBaseUnits(balance, from.decimals));
  const inventory = await treasuryBalance(db, to.symbol);
  if (inventory < toUnits) throw swapErrors.treasuryShort(to.symbol);

  const expiresAt = new Date(now.getTime() + config.swap.quoteSeconds * 1000);
  const [row] = await db.query<QuoteRow>(
    `INSERT INTO swap_quotes (user_id, from_coin, to_coin, side, from_amount, to_amount, spread_amount, spread_bps, rate, inverse_rate,
                              from_usd, to_usd, usd_micros, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     RETURNING *`,
    [
      userId,
      from.symbol,
      to.symbol,
      input.side,
      String(fromUnits),
      String(toUnits),
      String(withoutSpread - toUnits),
      pair.spreadBps,
      ratio(toUnits, to.decimals, fromUnits, from.decimals, 8),
      ratio(fromUnits, from.decimals, toUnits, to.decimals, 8),
      known.fromUsd,
      known.toUsd,
      String(usd),
      now,
      expiresAt,
    ],
  );
  return toSwapQuote(row, from.decimals, to.decimals, config.swap.quoteSeconds, typed);
}
