import type { FastifyInstance } from 'fastify';
import { RED_ENVELOPE_PATHS } from '../../../features/redEnvelope/contract/redEnvelopeApi';
import {
  claimRequest,
  claimResult,
  createRequest,
  createResult,
  detailQuery,
  envelopeDetail as envelopeDetailSchema,
  envelopeInfo as envelopeInfoSchema,
  envelopePreview as envelopePreviewSchema,
  pageQuery,
  previewQuery,
  receivedPage,
  sentPage,
} from '../../../features/redEnvelope/contract/redEnvelope';
import type { FeatureDeps } from '../../core/featurePlugin';
import { apiRoute } from '../../http/apiRoute';
import { idempotencyKeyOf } from '../../http/idempotencyKeyOf';
import { claimEnvelope } from './claimEnvelope';
import { createEnvelope } from './createEnvelope';
import { envelopeDetail } from './envelopeDetail';
import { envelopeInfo } from './envelopeInfo';
import { envelopePreview } from './envelopePreview';
import { listReceivedClaims } from './listReceivedClaims';
import { listSentEnvelopes } from './listSentEnvelopes';
import { startEnvelopeJob } from './startEnvelopeJob';

/**
 * Red envelopes (/sendEnvelope, /redEnvelopeRecord, /redEnvelopeDetail, the claim
 * screen): send, claim, lists, detail — always as the session user — and the public preview of a
 * shared link. Starts the expiry job once the app is ready (after the migrations), stops it on close.
 */
export async function redEnvelopePlugin(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const { db, config } = deps;

  if (config.envelopes.jobIntervalMs > 0) {
    let job: ReturnType<typeof startEnvelopeJob> | undefined;
    app.addHook('onReady', async () => {
      job = startEnvelopeJob({ db, clock: deps.clock, log: app.log, intervalMs: config.envelopes.jobIntervalMs });
    });
    app.addHook('onClose', async () => job?.stop());
  }

  apiRoute(app, {
    method: 'POST',
    url: RED_ENVELOPE_PATHS.create,
    tag: 'redEnvelope',
    summary: 'Sends a red envelope: the total leaves the balance into escrow, shares decided now (/sendEnvelope)',
    description:
      'lucky: `amount` is the total, split at random (double-mean, at least one base unit a share); fixed: `amount` is each share. Needs a pay password (and a Google code once Google verification is on). Idempotent: an idempotency key in the body or the Idempotency-Key header is required; a retry answers the first result with replayed: true. The answer carries the link id and claim code to share.',
    auth: 'user',
    body: createRequest,
    response: createResult,
    handler: ({ body, request, session: { userId } }) => createEnvelope(deps, userId, { ...body, idempotencyKey: idempotencyKeyOf(request, body.idempotencyKey) }),
  });

  apiRoute(app, {
    method: 'POST',
    url: RED_ENVELOPE_PATHS.claim,
    tag: 'redEnvelope',
    summary: 'Claims one share of a red envelope by its link id or claim code (the claim screen)',
    description:
      'One claim per user per envelope; not your own. A wrong code counts: 5 wrong codes in 24 hours (per account and per client address) block claiming by code until the oldest of them is 24 hours old (codeLocked, 429 with Retry-After); links keep working.',
    auth: 'user',
    body: claimRequest,
    response: claimResult,
    handler: ({ body, request, session: { userId } }) => claimEnvelope(deps, userId, { linkId: body.linkId, code: body.code, ip: request.ip }),
  });

  apiRoute(app, {
    method: 'GET',
    url: RED_ENVELOPE_PATHS.sent,
    tag: 'redEnvelope',
    summary: 'Envelopes I sent, newest first, with totals per coin (/redEnvelopeRecord)',
    auth: 'user',
    query: pageQuery,
    response: sentPage,
    handler: ({ query, session: { userId } }) => listSentEnvelopes(db, userId, query, deps.clock()),
  });

  apiRoute(app, {
    method: 'GET',
    url: RED_ENVELOPE_PATHS.received,
    tag: 'redEnvelope',
    summary: 'Shares I claimed, newest first, with totals per coin (/redEnvelopeRecord)',
    auth: 'user',
    query: pageQuery,
    response: receivedPage,
    handler: ({ query, session: { userId } }) => listReceivedClaims(db, userId, query),
  });

  apiRoute(app, {
    method: 'GET',
    url: RED_ENVELOPE_PATHS.detail,
    tag: 'redEnvelope',
    summary: 'One envelope with its claims, for its sender or a claimer (/redEnvelopeDetail)',
    description: 'By `id` (the records) or by `linkId` (the sender or a claimer opening a shared link: the screen shows this detail instead of a claim). Anyone else gets envelopeUnknown, as for an envelope that does not exist.',
    auth: 'user',
    query: detailQuery,
    response: envelopeDetailSchema,
    handler: ({ query, session: { userId } }) => envelopeDetail(db, userId, query, deps.clock()),
  });

  apiRoute(app, {
    method: 'GET',
    url: RED_ENVELOPE_PATHS.preview,
    tag: 'redEnvelope',
    summary: 'What the claim screen shows for a shared link, before logging in (no code, no shares)',
    auth: 'public',
    query: previewQuery,
    response: envelopePreviewSchema,
    handler: ({ query }) => envelopePreview(db, query.linkId, deps.clock()),
  });

  apiRoute(app, {
    method: 'GET',
    url: RED_ENVELOPE_PATHS.info,
    tag: 'redEnvelope',
    summary: "The sending rules: coins that can be sent, the maximum quantity and wishes, the expiry, and what is left of today's limit (/sendEnvelope)",
    auth: 'user',
    response: envelopeInfoSchema,
    handler: ({ session: { userId } }) => envelopeInfo(deps, userId, deps.clock()),
  });
}
