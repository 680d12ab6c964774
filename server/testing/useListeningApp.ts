import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { HEADER_IDEMPOTENCY_KEY } from '../../features/cloudWallet/contract/walletRules';
import { HEADER_TOKEN } from '../../lib/contract/envelope';
import type { Env } from '../config';
import { auditLedger } from '../ledger/auditLedger';
import type { FakeClock } from './fakeClock';
import { testApp } from './testApp';
import { OPEN_DB_TIMEOUT_MS, type TestDb, type TestDbTarget, openMigratedTestDb } from './testDb';

export type ListeningApp = {
  app: FastifyInstance;
  testDb: TestDb;
  /** http://127.0.0.1:<port> */
  base: string;
  /** A JSON POST as the app sends it, with the login token and an optional idempotency key. */
  post: (path: string, token: string, body: unknown, key?: string) => Promise<{ code: number; data: unknown }>;
};

/**
 * The setup of a race test: a migrated database of `target`, the app on it listening on a random
 * port of 127.0.0.1 (real sockets, so requests run in parallel through the connection pool), and
 * at the end a ledger audit that must find nothing. Handed to `onOpen` before the block's tests.
 *
 * @example useListeningApp(postgres, { env: { SWAP_QUOTE_SECONDS: '120' } }, (opened) => ({ app, testDb, post } = opened))
 */
export function useListeningApp(target: TestDbTarget, options: { env?: Env; clock?: FakeClock }, onOpen: (opened: ListeningApp) => void): void {
  let opened: ListeningApp | undefined;
  let testDb: TestDb | undefined;
  beforeAll(async () => {
    testDb = await openMigratedTestDb(target);
    const app = await testApp({ db: testDb.db, env: options.env, ...(options.clock ? { accounts: { clock: options.clock.now } } : {}) });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const post: ListeningApp['post'] = async (path, token, body, key) => {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [HEADER_TOKEN]: token, ...(key ? { [HEADER_IDEMPOTENCY_KEY]: key } : {}) },
        body: JSON.stringify(body),
      });
      return (await res.json()) as { code: number; data: unknown };
    };
    opened = { app, testDb, base, post };
    onOpen(opened);
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(async () => {
    if (opened) expect(await auditLedger(opened.testDb.db)).toEqual([]);
    await opened?.app.close();
    await testDb?.dispose();
  });
}
