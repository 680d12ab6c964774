import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { USER_PATHS } from '../../features/account/contract/user';
import { type CoinDetail, type DevCreditResult, WALLET_PATHS } from '../../features/cloudWallet/contract/walletApi';
import type { InternalTransferRequest } from '../../features/cloudWallet/contract/wallet';
import { HEADER_IDEMPOTENCY_KEY } from '../../features/cloudWallet/contract/walletRules';
import { HEADER_TOKEN } from '../../lib/contract/envelope';
import { type Answer, call, registerAccount } from './accountClient';

export const PAY_PASSWORD = '123456';

/** A registered account with pay password 123456. */
export async function walletAccount(app: FastifyInstance) {
  const account = await registerAccount(app);
  const set = await call(app, 'POST', USER_PATHS.payPasswordSet, { payPassword: PAY_PASSWORD }, { token: account.token });
  if (set.code !== 1) throw new Error(`payPassword/set failed: ${JSON.stringify(set)}`);
  return account;
}

/** Credits an account through the development route. */
export async function credit(app: FastifyInstance, accid: string, coin: string, amount: string): Promise<DevCreditResult> {
  const res = await call(app, 'POST', WALLET_PATHS.devCredit, { accid, coin, amount });
  if (res.code !== 1) throw new Error(`dev credit failed: ${JSON.stringify(res)}`);
  return res.data as DevCreditResult;
}

/**
 * An internal transfer as the app sends it: pay password 123456 and a fresh idempotency key in the
 * header unless `key` (or an idempotencyKey in the body) is given.
 */
export async function transfer(
  app: FastifyInstance,
  token: string,
  body: Partial<InternalTransferRequest> & Record<string, unknown>,
  key: string | null = randomUUID(),
): Promise<Answer> {
  const res = await app.inject({
    method: 'POST',
    url: WALLET_PATHS.internalTransfer,
    payload: { payPassword: PAY_PASSWORD, ...body },
    headers: { [HEADER_TOKEN]: token, ...(key === null ? {} : { [HEADER_IDEMPOTENCY_KEY]: key }) },
  });
  return { status: res.statusCode, ...(res.json() as Omit<Answer, 'status'>) };
}

/** The user's balance of one coin (decimal string). */
export async function balanceOf(app: FastifyInstance, token: string, coin: string): Promise<string> {
  const res = await call(app, 'GET', `${WALLET_PATHS.coinBalance}?coin=${coin}`, undefined, { token });
  if (res.code !== 1) throw new Error(`getTokenBalance failed: ${JSON.stringify(res)}`);
  return (res.data as CoinDetail).coin.balance;
}
