import type { FastifyInstance } from 'fastify';
import { CUSTODY_PATHS } from '../../../features/custody/contract/custodyApi';
import {
  custodyInfo as custodyInfoSchema,
  depositAddress,
  depositAddressRequest,
  depositList,
  infoQuery,
  listQuery,
  withdrawRequest,
  withdrawResult,
  withdrawalList,
} from '../../../features/custody/contract/custody';
import type { FeatureDeps } from '../../core/featurePlugin';
import { apiRoute } from '../../http/apiRoute';
import { loadCoin } from '../../core/coins/loadCoin';
import { idempotencyKeyOf } from '../../http/idempotencyKeyOf';
import { assignDepositAddress } from './assignDepositAddress';
import { custodyAssets } from './custodyAssets';
import { custodyErrors } from './custodyErrors';
import { custodyInfo } from './custodyInfo';
import { listDeposits } from './listDeposits';
import { listWithdrawals } from './listWithdrawals';
import { requestWithdrawal } from './requestWithdrawal';
import { startCustodyWatchers } from './watcher/startCustodyWatchers';

/**
 * On-chain deposits and withdrawals (coin detail's Deposit and Withdraw, `/send`'s
 * blockchain transfer): the session user's deposit address, deposits, withdrawals and a withdrawal
 * request. Starts a deposit watcher per configured chain once the app is ready (CUSTODY_POLL_SECONDS;
 * 0: none in this process), stops them on close. Without CUSTODY_XPUB or any RPC_URL_<chainId> the
 * routes answer `configured: false` / notConfigured. Signing is another process (server/features/custody/signer).
 */
export async function custodyPlugin(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const { db, config } = deps;
  const settings = config.custody;

  if (settings.chains.length > 0 && settings.pollMs > 0) {
    let watchers: ReturnType<typeof startCustodyWatchers> | undefined;
    app.addHook('onReady', async () => {
      watchers = startCustodyWatchers({ db, settings, clock: deps.clock, log: app.log });
    });
    app.addHook('onClose', async () => watchers?.stop());
  }

  apiRoute(app, {
    method: 'GET',
    url: CUSTODY_PATHS.info,
    tag: 'custody',
    summary: "A coin's networks for deposits and withdrawals (minimum, confirmations, fee) and the user's withdrawal limits (coin detail)",
    auth: 'user',
    query: infoQuery,
    response: custodyInfoSchema,
    handler: ({ query, session: { userId } }) => custodyInfo(deps, userId, query.coin),
  });

  apiRoute(app, {
    method: 'POST',
    url: CUSTODY_PATHS.depositAddress,
    tag: 'custody',
    summary: "The user's deposit address on a network, assigned on first ask (coin detail → Deposit)",
    description: 'Derived from the operator extended public key (CUSTODY_XPUB, m/44\'/60\'/0\'/0/<index>, one index per user); the same address on every EVM network.',
    auth: 'user',
    body: depositAddressRequest,
    response: depositAddress,
    handler: async ({ body, session: { userId } }) => {
      if (settings.xpub === null || settings.chains.length === 0) throw custodyErrors.notConfigured();
      const coin = await loadCoin(db, body.coin);
      if (!custodyAssets(settings, coin.symbol).some((a) => a.chain.chainId === body.chainId)) throw custodyErrors.networkUnsupported(coin.symbol, body.chainId);
      return { coin: coin.symbol, chainId: body.chainId, address: await assignDepositAddress(db, settings.xpub, userId, deps.clock()) };
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: CUSTODY_PATHS.deposits,
    tag: 'custody',
    summary: "The user's deposits, newest first, with their confirmations (coin detail → Deposit)",
    auth: 'user',
    query: listQuery,
    response: depositList,
    handler: ({ query, session: { userId } }) => listDeposits(db, settings, userId, query.coin),
  });

  apiRoute(app, {
    method: 'POST',
    url: CUSTODY_PATHS.withdraw,
    tag: 'custody',
    summary: 'Withdraws to an address on chain: amount and network fee held at once, sent by the signer (/send → blockchain transfer)',
    description:
      'Needs a pay password (and a Google code once Google verification is on), within the 24-hour and 30-day USD limits of the security level. Above CUSTODY_APPROVAL_USD the withdrawal waits for an operator. Idempotent: an idempotency key in the body or the Idempotency-Key header is required.',
    auth: 'user',
    body: withdrawRequest,
    response: withdrawResult,
    handler: ({ body, request, session: { userId } }) => requestWithdrawal(deps, userId, { ...body, idempotencyKey: idempotencyKeyOf(request, body.idempotencyKey) }),
  });

  apiRoute(app, {
    method: 'GET',
    url: CUSTODY_PATHS.withdrawals,
    tag: 'custody',
    summary: "The user's withdrawals, newest first, with their state and transaction",
    auth: 'user',
    query: listQuery,
    response: withdrawalList,
    handler: ({ query, session: { userId } }) => listWithdrawals(db, userId, query.coin),
  });
}
