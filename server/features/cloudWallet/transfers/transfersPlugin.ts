import type { FastifyInstance } from 'fastify';
import { WALLET_PATHS } from '../../../../features/cloudWallet/contract/walletApi';
import { internalTransferRequest, internalTransferResult, recipientPreview, recipientQuery } from '../../../../features/cloudWallet/contract/wallet';
import type { FeatureDeps } from '../../../core/featurePlugin';
import { apiRoute } from '../../../http/apiRoute';
import { idempotencyKeyOf } from '../../../http/idempotencyKeyOf';
import { previewRecipient } from './previewRecipient';
import { sendInternalTransfer } from './sendInternalTransfer';

/** Internal transfer (SPEC §2 send, internal): always from the session's own account, and its recipient preview. */
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

  apiRoute(app, {
    method: 'GET',
    url: WALLET_PATHS.recipient,
    tag: 'transfers',
    summary: 'Who an internal transfer would reach: account name and masked phone, shown before confirming (/send)',
    description:
      'Counts a new recipient against the same limit as transfers (30 different recipients per user per hour, then 429 with retryAfterSeconds); an unknown recipient gets the answer a transfer gets (recipientUnknown), your own phone or accid selfTransfer.',
    auth: 'user',
    query: recipientQuery,
    response: recipientPreview,
    handler: ({ query, session: { userId } }) => previewRecipient(deps, userId, query.to),
  });
}
