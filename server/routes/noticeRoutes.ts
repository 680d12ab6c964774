import type { FastifyInstance } from 'fastify';
import { type NoticePage, type UnreadCount, WALLET_PATHS } from '../../lib/contract/walletApi';
import { noticesQuery, noticesReadRequest } from '../../lib/contract/wallet';
import type { AccountDeps } from '../accounts/accountDeps';
import { apiRoute } from '../http/apiRoute';
import { listNotices, markNoticesRead, unreadCount } from '../notices/listNotices';

/** Account notices (/historyNotice) with their unread state: only the session user's own. */
export function registerNoticeRoutes(app: FastifyInstance, deps: AccountDeps): void {
  const { db } = deps;

  apiRoute(app, {
    method: 'GET',
    url: WALLET_PATHS.notices,
    authenticate: app.requireUser,
    query: noticesQuery,
    handler: async ({ query, request }): Promise<NoticePage> => listNotices(db, (await app.requireUser(request)).userId, query),
  });

  apiRoute(app, {
    method: 'GET',
    url: WALLET_PATHS.noticesUnread,
    authenticate: app.requireUser,
    handler: async ({ request }): Promise<UnreadCount> => ({ unreadCount: await unreadCount(db, (await app.requireUser(request)).userId) }),
  });

  apiRoute(app, {
    method: 'POST',
    url: WALLET_PATHS.noticesRead,
    authenticate: app.requireUser,
    body: noticesReadRequest,
    handler: async ({ body, request }): Promise<UnreadCount> => ({
      unreadCount: await markNoticesRead(db, (await app.requireUser(request)).userId, body, deps.clock()),
    }),
  });
}
