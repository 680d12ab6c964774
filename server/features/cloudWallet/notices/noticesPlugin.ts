import type { FastifyInstance } from 'fastify';
import { WALLET_PATHS } from '../../../../features/cloudWallet/contract/walletApi';
import { noticePage, noticesQuery, noticesReadRequest, unreadCount as unreadCountSchema } from '../../../../features/cloudWallet/contract/wallet';
import type { FeatureDeps } from '../../../core/featurePlugin';
import { apiRoute } from '../../../http/apiRoute';
import { listNotices, markNoticesRead, unreadCount } from './listNotices';

/** Account notices (/historyNotice) with their unread state: only the session user's own. */
export async function noticesPlugin(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const { db } = deps;

  apiRoute(app, {
    method: 'GET',
    url: WALLET_PATHS.notices,
    tag: 'notices',
    summary: 'Account notices, newest first, with the unread count (/historyNotice)',
    auth: 'user',
    query: noticesQuery,
    response: noticePage,
    handler: ({ query, session }) => listNotices(db, deps.noticeTexts, session.userId, query),
  });

  apiRoute(app, {
    method: 'GET',
    url: WALLET_PATHS.noticesUnread,
    tag: 'notices',
    summary: 'The unread count alone (a badge)',
    auth: 'user',
    response: unreadCountSchema,
    handler: async ({ session }) => ({ unreadCount: await unreadCount(db, session.userId) }),
  });

  apiRoute(app, {
    method: 'POST',
    url: WALLET_PATHS.noticesRead,
    tag: 'notices',
    summary: 'Marks the listed notices, or all, read; answers the unread count after',
    auth: 'user',
    body: noticesReadRequest,
    response: unreadCountSchema,
    handler: async ({ body, session }) => ({ unreadCount: await markNoticesRead(db, session.userId, body, deps.clock()) }),
  });
}
