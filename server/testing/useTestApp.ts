import type { FastifyInstance } from 'fastify';
import { auditLedger } from '../ledger/auditLedger';
import type { FakeClock } from './fakeClock';
import type { MoneyOptions } from '../app';
import type { Env } from '../config';
import { testApp } from './testApp';
import { OPEN_DB_TIMEOUT_MS, type TestDb, type TestDbTarget, openMigratedTestDb } from './testDb';

/**
 * The usual setup of a server test block: a migrated database of `target` and the app on it
 * (the account services reading `clock` when given), opened before the block's tests and closed
 * after them. `audit` also checks at the end that the ledger still balances. The opened pair is
 * handed to `onOpen` (the block keeps it in its own variables).
 *
 * @example
 * let app: FastifyInstance; let testDb: TestDb;
 * const clock = fakeClock();
 * useTestApp(target, { clock }, (opened) => ({ app, testDb } = opened));
 */
export function useTestApp(target: TestDbTarget, options: { clock?: FakeClock; audit?: boolean; env?: Env; money?: MoneyOptions }, onOpen: (opened: { app: FastifyInstance; testDb: TestDb }) => void): void {
  let opened: { app: FastifyInstance; testDb: TestDb } | undefined;
  let testDb: TestDb | undefined;
  beforeAll(async () => {
    testDb = await openMigratedTestDb(target);
    const app = await testApp({ db: testDb.db, env: options.env, money: options.money, ...(options.clock ? { accounts: { clock: options.clock.now } } : {}) });
    opened = { app, testDb };
    onOpen(opened);
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(async () => {
    if (options.audit && opened) expect(await auditLedger(opened.testDb.db)).toEqual([]);
    await opened?.app.close();
    await testDb?.dispose();
  });
}
