import type { FastifyInstance } from 'fastify';
import { type InternalTransferResult, WALLET_PATHS } from '../../lib/contract/walletApi';
import { internalTransferRequest } from '../../lib/contract/wallet';
import type { AccountDeps } from '../accounts/accountDeps';
import { apiRoute } from '../http/apiRoute';
import { idempotencyKeyOf } from '../transfers/idempotencyKeyOf';
import { sendInternalTransfer } from '../transfers/sendInternalTransfer';

/** Internal transfer (SPEC §2 send, internal): always from the session's own account. */
export function registerTransferRoutes(app: FastifyInstance, deps: AccountDeps): void {
  apiRoute(app, {
    method: 'POST',
    url: WALLET_PATHS.internalTransfer,
    authenticate: app.requireUser,
    body: internalTransferRequest,
    handler: async ({ body, request }): Promise<InternalTransferResult> => {
      const { userId } = await app.requireUser(request);
      const idempotencyKey = idempotencyKeyOf(request, body.idempotencyKey);
      return sendInternalTransfer(deps, userId, { ...body, idempotencyKey });
    },
  });
}
