import type { FastifyInstance } from 'fastify';
import { WALLET_PATHS } from '../../../../features/cloudWallet/contract/walletApi';
import { recordDetailQuery, recordPage, recordsQuery, walletRecord } from '../../../../features/cloudWallet/contract/wallet';
import type { FeatureDeps } from '../../../core/featurePlugin';
import { apiRoute } from '../../../http/apiRoute';
import { walletErrors } from '../../../ledger/walletErrors';
import { findRecord, listRecords } from '../../../core/records/recordRow';

/** Transaction records (SPEC §3): only ever the session user's own rows. */
export async function recordsPlugin(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const { db } = deps;

  apiRoute(app, {
    method: 'GET',
    url: WALLET_PATHS.records,
    tag: 'records',
    summary: 'Transaction records, newest first, by coin and type, a page at a time',
    auth: 'user',
    query: recordsQuery,
    response: recordPage,
    handler: ({ query, session }) => listRecords(db, session.userId, query),
  });

  apiRoute(app, {
    method: 'GET',
    url: WALLET_PATHS.recordDetail,
    tag: 'records',
    summary: 'One record of the user (id as in a record)',
    auth: 'user',
    query: recordDetailQuery,
    response: walletRecord,
    handler: async ({ query, session }) => {
      const record = await findRecord(db, session.userId, query.id, query.coin);
      if (!record) throw walletErrors.notFound('transaction record');
      return record;
    },
  });
}
