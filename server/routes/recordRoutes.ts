import type { FastifyInstance } from 'fastify';
import { type RecordPage, WALLET_PATHS, type WalletRecord } from '../../lib/contract/walletApi';
import { recordDetailQuery, recordsQuery } from '../../lib/contract/wallet';
import type { AccountDeps } from '../accounts/accountDeps';
import { apiRoute } from '../http/apiRoute';
import { walletErrors } from '../ledger/walletErrors';
import { findRecord, listRecords } from '../records/recordRow';

/** Transaction records (SPEC §3): only ever the session user's own rows. */
export function registerRecordRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const { db } = deps;

  apiRoute(app, {
    method: 'GET',
    url: WALLET_PATHS.records,
    authenticate: app.requireUser,
    query: recordsQuery,
    handler: async ({ query, request }): Promise<RecordPage> => listRecords(db, (await app.requireUser(request)).userId, query),
  });

  apiRoute(app, {
    method: 'GET',
    url: WALLET_PATHS.recordDetail,
    authenticate: app.requireUser,
    query: recordDetailQuery,
    handler: async ({ query, request }): Promise<WalletRecord> => {
      const record = await findRecord(db, (await app.requireUser(request)).userId, query.id);
      if (!record) throw walletErrors.notFound('transaction record');
      return record;
    },
  });
}
