import type { FastifyInstance } from 'fastify';
import { devCreditRequest, devCreditResult } from '../../../features/cloudWallet/contract/wallet';
import { WALLET_PATHS } from '../../../features/cloudWallet/contract/walletApi';
import type { DevDeps } from '../../core/feature';
import { apiRoute } from '../../http/apiRoute';
import { creditAccount } from './transfers/creditAccount';

/**
 * The cloud wallet's development helper: credit an account (registered only with DEV_ROUTES=true).
 */
export function cloudWalletDevRoutes(app: FastifyInstance, deps: DevDeps): void {
  const { db } = deps;
  /**
   * Credits an account from the platform treasury, for development and end-to-end tests (the
   * platform's "dev/admin command, not a UI"); operators use scripts/credit.ts instead.
   */
  apiRoute(app, {
    method: 'POST',
    url: WALLET_PATHS.devCredit,
    tag: 'dev',
    summary: 'Credits an account from the platform treasury (development and tests only)',
    auth: 'public',
    body: devCreditRequest,
    response: devCreditResult,
    handler: ({ body }) =>
      creditAccount(db, deps.clock(), {
        to: (body.accid ?? body.phone)!,
        coin: body.coin,
        amount: body.amount,
        memo: body.memo,
        idempotencyKey: body.idempotencyKey,
        createdBy: 'dev',
      }),
  });
}
