import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { USER_PATHS } from '../../features/account/contract/user';
import { WALLET_PATHS } from '../../features/cloudWallet/contract/walletApi';
import { type Answer, call, freshIp, solvedCaptcha } from '../testing/accountClient';
import { testApp } from '../testing/testApp';
import { OPEN_DB_TIMEOUT_MS, type TestDb, openMigratedTestDb, testDbTargets } from '../testing/testDb';
import { walletAccount } from '../testing/walletClient';

/** int8's largest value, and values just past it that still look like ids (19 digits). */
const INT8_MAX = '9223372036854775807';
const TOO_BIG = ['9223372036854775808', '9999999999999999999'];

/**
 * Input the database cannot hold must be refused as bad input (400 with the envelope), not reach
 * PostgreSQL and come back as a 500: ids and cursors past int8, and NUL characters, which a text
 * column refuses ("invalid byte sequence for encoding UTF8: 0x00").
 */
describe.each(testDbTargets)('ids, cursors and text the database cannot hold, on $name', (target) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let token: string;
  const logs: string[] = [];

  beforeAll(async () => {
    testDb = await openMigratedTestDb(target);
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    });
    app = await testApp({ db: testDb.db, logger: { level: 'warn', stream } });
    ({ token } = await walletAccount(app));
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });
  beforeEach(() => logs.splice(0));

  const address = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
  /** The six routes that take an id or a cursor, called with `value` there. */
  const withId: [string, (value: string) => Promise<Answer>][] = [
    ['records cursor', (value) => call(app, 'GET', `${WALLET_PATHS.records}?cursor=${value}`, undefined, { token })],
    ['record detail id', (value) => call(app, 'GET', `${WALLET_PATHS.recordDetail}?id=${value}`, undefined, { token })],
    ['address book update id', (value) => call(app, 'POST', WALLET_PATHS.addressBookUpdate, { id: value, name: 'Friend', address }, { token })],
    ['address book delete id', (value) => call(app, 'POST', WALLET_PATHS.addressBookDelete, { id: value }, { token })],
    ['notices cursor', (value) => call(app, 'GET', `${WALLET_PATHS.notices}?cursor=${value}`, undefined, { token })],
    ['notices read ids', (value) => call(app, 'POST', WALLET_PATHS.noticesRead, { ids: [value] }, { token })],
  ];

  it.each(withId)('refuses a 19-digit %s past int8 with 400 and the envelope', async (_name, send) => {
    for (const value of TOO_BIG) {
      const res = await send(value);
      expect(res).toMatchObject({ status: 400, code: 400, data: null, key: 'errors.validation.invalid' });
      expect(res.params?.field).toMatch(/^(id|cursor|ids\.0)$/);
    }
    expect(logs.join('')).not.toContain('unexpected error');
  });

  it.each(withId)('still takes the largest int8 as a %s', async (_name, send) => {
    const res = await send(INT8_MAX);
    expect([200, 404]).toContain(res.status);
  });

  it('refuses a NUL in the login captchaId with 400 and the envelope, and logs no unexpected error', async () => {
    const ip = freshIp();
    const { captcha } = await solvedCaptcha(app, ip);
    const res = await call(app, 'POST', USER_PATHS.login, { phone: '+8613800138000', password: 'secret123', captchaId: 'abc\u0000def', captcha }, { ip });
    expect(res).toMatchObject({ status: 400, data: null });
    expect(typeof res.key).toBe('string');
    expect(logs.join('')).not.toContain('unexpected error');
  });

  it('refuses a NUL in any field the server keeps, in a body or a query string', async () => {
    const inBody = await call(app, 'POST', WALLET_PATHS.addressBookAdd, { name: 'Friend', address: `${address}\u0000` }, { token });
    expect(inBody).toMatchObject({ status: 400, code: 400, key: 'errors.validation.invalid', params: { field: 'address' } });
    const inQuery = await call(app, 'GET', `${WALLET_PATHS.records}?coin=USDT%00`, undefined, { token });
    expect(inQuery).toMatchObject({ status: 400, code: 400, key: 'errors.validation.invalid', params: { field: 'coin' } });
    const oauth = await call(app, 'POST', USER_PATHS.loginOauth, { code: 'c', state: 's\u0000' });
    expect(oauth).toMatchObject({ status: 400, code: 400, key: 'errors.validation.invalid', params: { field: 'state' } });
    expect(logs.join('')).not.toContain('unexpected error');
  });
});
