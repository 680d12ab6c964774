import type { FastifyInstance } from 'fastify';
import { WALLET_PATHS } from '../../../../features/cloudWallet/contract/walletApi';
import { coinDetail, coinList, coinQuery, receiveCode, receiveCodeQuery, walletBalances } from '../../../../features/cloudWallet/contract/wallet';
import { buildPaymentCode } from '../../../../features/cloudWallet/contract/walletPaymentCode';
import { loadUser } from '../../../core/accounts/loadUser';
import { listCoins } from '../../../core/coins/coinRow';
import { loadCoin } from '../../../core/coins/loadCoin';
import { parseCoinAmount } from '../../../core/coins/parseCoinAmount';
import { toCoinBalance, toCoinInfo, toPriceInfo } from '../../../core/coins/toCoinInfo';
import type { FeatureDeps } from '../../../core/featurePlugin';
import { apiRoute } from '../../../http/apiRoute';
import { formatBaseUnits } from '../../../ledger/baseUnits';
import { userBalances } from '../../../ledger/userBalances';
import { decimalText, sumValues, usdValue, valueChange } from '../../../core/prices/usdValue';
import { sentToday } from '../transfers/sentToday';

/**
 * Coins, balances and the receive code (SPEC §2 home, /coinList, /coinPurse, /coinDetail,
 * /receive). The coin list is public (coin pages are open routes); everything else is the
 * session user's own.
 */
export async function walletPlugin(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const { db, prices } = deps;

  apiRoute(app, {
    method: 'GET',
    url: WALLET_PATHS.coinList,
    tag: 'wallet',
    summary: 'The coin list with USD prices (/coinList, /search)',
    auth: 'public',
    response: coinList,
    handler: async () => {
      const snapshot = prices.snapshot();
      return { coins: (await listCoins(db)).map((coin) => toCoinInfo(coin, snapshot)), prices: toPriceInfo(snapshot) };
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: WALLET_PATHS.balances,
    tag: 'wallet',
    summary: "Every coin with the user's balance and USD value, and the total (home, /coinPurse)",
    auth: 'user',
    response: walletBalances,
    handler: async ({ session: { userId } }) => {
      const snapshot = prices.snapshot();
      const [coins, balances] = [await listCoins(db), await userBalances(db, userId)];
      const rows = coins.map((coin) => toCoinBalance(coin, balances.get(coin.symbol) ?? 0n, snapshot));
      const valueAt = (price: (symbol: string) => string | undefined) =>
        sumValues(coins.map((coin) => usdValue(balances.get(coin.symbol) ?? 0n, coin.decimals, price(coin.symbol))));
      const total = valueAt((symbol) => snapshot.usd.get(symbol));
      // The same balances at the prices of a day before (a coin without one counts unchanged).
      const open = snapshot.open24h;
      const before = open?.size ? valueAt((symbol) => (snapshot.usd.has(symbol) ? (open.get(symbol) ?? snapshot.usd.get(symbol)) : undefined)) : null;
      return { coins: rows, totalUsd: decimalText(total), change24h: before ? valueChange(total, before) : null, prices: toPriceInfo(snapshot) };
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: WALLET_PATHS.coinBalance,
    tag: 'wallet',
    summary: "One coin's balance, fees, minimum and what is left of today's limit (/coinDetail, /send)",
    auth: 'user',
    query: coinQuery,
    response: coinDetail,
    handler: async ({ query, session: { userId } }) => {
      const coin = await loadCoin(db, query.coin);
      const snapshot = prices.snapshot();
      const balance = (await userBalances(db, userId, coin.symbol)).get(coin.symbol) ?? 0n;
      const used = await sentToday(db, userId, coin.symbol, deps.clock());
      return {
        coin: toCoinBalance(coin, balance, snapshot),
        dailyUsed: formatBaseUnits(used, coin.decimals),
        dailyRemaining: formatBaseUnits(coin.dailyLimit > used ? coin.dailyLimit - used : 0n, coin.decimals),
        prices: toPriceInfo(snapshot),
      };
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: WALLET_PATHS.receiveCode,
    tag: 'wallet',
    summary: 'The payment code to receive an internal transfer (/receive)',
    auth: 'user',
    query: receiveCodeQuery,
    response: receiveCode,
    handler: async ({ query, session }) => {
      const user = await loadUser(db, session.userId);
      const coin = await loadCoin(db, query.coin);
      // Normalised ("1.50" → "1.5") and checked against the coin's decimals.
      const amount = query.amount === undefined ? null : formatBaseUnits(parseCoinAmount('amount', query.amount, coin), coin.decimals);
      return {
        accid: user.accid,
        accountName: user.account_name,
        coin: coin.symbol,
        amount,
        paymentCode: buildPaymentCode({ accid: user.accid, coin: coin.symbol, amount }),
      };
    },
  });
}
