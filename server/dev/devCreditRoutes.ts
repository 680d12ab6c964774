import type { FastifyInstance } from 'fastify';
import { WALLET_PATHS } from '../../lib/contract/walletApi';
import { devCreditRequest, devCreditResult } from '../../lib/contract/wallet';
import type { AccountDeps } from '../accounts/accountDeps';
import { apiRoute } from '../http/apiRoute';
import { creditAccount } from '../transfers/creditAccount';

/**
 * POST /api/dev/credit: credits an account from the platform treasury, for development and
 * end-to-end tests (the platform's "dev/admin command, not a UI"). Registered only when
 * DEV_ROUTES=true, like every /api/dev route; operators use scripts/credit.ts instead.
 */
export function registerDevCreditRoutes(app: FastifyInstance, deps: AccountDeps): void {
  apiRoute(app, {
    method: 'POST',
    url: WALLET_PATHS.devCredit,
    tag: 'dev',
    summary: 'Credits an account from the platform treasury (development and tests only)',
    auth: 'public',
    body: devCreditRequest,
    response: devCreditResult,
    handler: ({ body }) =>
      creditAccount(deps.db, deps.clock(), {
        to: (body.accid ?? body.phone)!,
        coin: body.coin,
        amount: body.amount,
        memo: body.memo,
        idempotencyKey: body.idempotencyKey,
        createdBy: 'dev',
      }),
  });
}
