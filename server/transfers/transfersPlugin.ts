import type { FastifyInstance } from 'fastify';
import { WALLET_PATHS } from '../../features/cloudWallet/contract/walletApi';
import { internalTransferRequest, internalTransferResult } from '../../features/cloudWallet/contract/wallet';
import type { FeatureDeps } from '../featurePlugin';
import { apiRoute } from '../http/apiRoute';
import { idempotencyKeyOf } from './idempotencyKeyOf';
import { sendInternalTransfer } from './sendInternalTransfer';

/** Internal transfer (SPEC §2 send, internal): always from the session's own account. */
export async function transfersPlugin(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  apiRoute(app, {
    method: 'POST',
    url: WALLET_PATHS.internalTransfer,
    tag: 'transfers',
    summary: 'Internal transfer to another account by phone number or accid (/send, internal)',
    description:
      'Needs the pay password, and a Google code once Google verification is on. Idempotent: give an idempotency key in the body or the Idempotency-Key header (one is required); a retry with the same key moves nothing again and answers the first result with replayed: true.',
    auth: 'user',
    body: internalTransferRequest,
    response: internalTransferResult,
    handler: async ({ body, request, session: { userId } }) => {
      const idempotencyKey = idempotencyKeyOf(request, body.idempotencyKey);
      return sendInternalTransfer(deps, userId, { ...body, idempotencyKey });
    },
  });
}
