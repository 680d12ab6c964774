import type { FastifyInstance } from 'fastify';
import { type CoinDetail, type CoinList, type ReceiveCode, WALLET_PATHS, type WalletBalances } from '../../lib/contract/walletApi';
import { coinQuery, receiveCodeQuery } from '../../lib/contract/wallet';
import { buildPaymentCode } from '../../lib/contract/walletPaymentCode';
import type { AccountDeps } from '../accounts/accountDeps';
import { loadUser } from '../accounts/loadUser';
import { listCoins } from '../coins/coinRow';
import { loadCoin } from '../coins/loadCoin';
import { parseCoinAmount } from '../coins/parseCoinAmount';
import { toCoinBalance, toCoinInfo, toPriceInfo } from '../coins/toCoinInfo';
import { apiRoute } from '../http/apiRoute';
import { formatBaseUnits } from '../ledger/baseUnits';
import { userBalances } from '../ledger/userBalances';
import type { PriceSource } from '../prices/priceSource';
import { decimalText, sumValues, usdValue } from '../prices/usdValue';
import { sentToday } from '../transfers/sentToday';

/**
 * Coins, balances and the receive code (SPEC §2 home, /coinList, /coinPurse, /coinDetail,
 * /receive). The coin list is public (coin pages are open routes); everything else is the
 * session user's own.
 */
export function registerWalletRoutes(app: FastifyInstance, deps: AccountDeps, prices: PriceSource): void {
  const { db } = deps;

  apiRoute(app, {
    method: 'GET',
    url: WALLET_PATHS.coinList,
    handler: async (): Promise<CoinList> => {
      const snapshot = prices.snapshot();
      return { coins: (await listCoins(db)).map((coin) => toCoinInfo(coin, snapshot)), prices: toPriceInfo(snapshot) };
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: WALLET_PATHS.balances,
    authenticate: app.requireUser,
    handler: async ({ request }): Promise<WalletBalances> => {
      const { userId } = await app.requireUser(request);
      const snapshot = prices.snapshot();
      const [coins, balances] = [await listCoins(db), await userBalances(db, userId)];
      const rows = coins.map((coin) => toCoinBalance(coin, balances.get(coin.symbol) ?? 0n, snapshot));
      const total = sumValues(coins.map((coin) => usdValue(balances.get(coin.symbol) ?? 0n, coin.decimals, snapshot.usd.get(coin.symbol))));
      return { coins: rows, totalUsd: decimalText(total), prices: toPriceInfo(snapshot) };
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: WALLET_PATHS.coinBalance,
    authenticate: app.requireUser,
    query: coinQuery,
    handler: async ({ query, request }): Promise<CoinDetail> => {
      const { userId } = await app.requireUser(request);
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
    authenticate: app.requireUser,
    query: receiveCodeQuery,
    handler: async ({ query, request }): Promise<ReceiveCode> => {
      const user = await loadUser(db, (await app.requireUser(request)).userId);
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
