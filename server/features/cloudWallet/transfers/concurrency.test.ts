import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { HEADER_TOKEN } from '../../../../lib/contract/envelope';
import { type InternalTransferResult, WALLET_ERRORS, WALLET_PATHS } from '../../../../features/cloudWallet/contract/walletApi';
import { HEADER_IDEMPOTENCY_KEY } from '../../../../features/cloudWallet/contract/walletRules';
import type { Db } from '../../../db/db';
import { auditLedger } from '../../../ledger/auditLedger';
import { testApp } from '../../../testing/testApp';
import { OPEN_DB_TIMEOUT_MS, type TestDb, openMigratedTestDb, testDbTargets } from '../../../testing/testDb';
import { PAY_PASSWORD, credit, walletAccount } from '../../../testing/walletClient';

const postgres = testDbTargets.find((t) => t.name === 'postgres')!;
const TRANSFERS = 400;
const USERS = 4;
/** Every 10th transfer is also sent a second time at once with the same key: it must move once. */
const TWIN_EVERY = 10;

/** A small seeded PRNG (mulberry32), so a failing run can be repeated with its seed. */
function prng(seed: number): () => number {
  let t = seed >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Per coin: the sum over all accounts, over user accounts, and the fees account (base units). */
async function totals(db: Db) {
  const rows = await db.query<{ coin: string; kind: string; total: string; negatives: string }>(
    `SELECT coin, kind, sum(balance)::text AS total, count(*) FILTER (WHERE balance < 0)::text AS negatives
       FROM ledger_accounts WHERE coin IN ('USDT', 'BTC') GROUP BY coin, kind ORDER BY coin, kind`,
  );
  return Object.fromEntries(rows.map((r) => [`${r.coin}:${r.kind}`, { total: BigInt(r.total), negatives: Number(r.negatives) }]));
}

describe('concurrent internal transfers against PostgreSQL', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    testDb = await openMigratedTestDb(postgres);
    app = await testApp({ db: testDb.db });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  it(`keeps every coin's total through ${TRANSFERS} racing transfers among ${USERS} users over HTTP`, async () => {
    const seed = Number(process.env.TRANSFER_SEED ?? Date.now() % 1_000_000);
    const random = prng(seed);
    // A fee on USDT puts the platform fees account into half the entries too.
    await testDb.db.query("UPDATE coins SET internal_fee = 10000 WHERE symbol = 'USDT'");
    const users: Awaited<ReturnType<typeof walletAccount>>[] = [];
    for (let i = 0; i < USERS; i++) {
      const user = await walletAccount(app);
      await credit(app, user.user.accid, 'USDT', '100');
      await credit(app, user.user.accid, 'BTC', '0.01');
      users.push(user);
    }
    const before = await totals(testDb.db);
    const entriesBefore = Number((await testDb.db.query<{ n: string }>('SELECT count(*)::text AS n FROM journal_entries'))[0].n);

    const send = async (from: number, body: object, key: string) => {
      const res = await fetch(`${base}${WALLET_PATHS.internalTransfer}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [HEADER_TOKEN]: users[from].token, [HEADER_IDEMPOTENCY_KEY]: key },
        body: JSON.stringify(body),
      });
      return { key, status: res.status, ...((await res.json()) as { code: number; data: InternalTransferResult | null; msg: string }) };
    };
    const requests = Array.from({ length: TRANSFERS }, (_, i) => {
      const from = Math.floor(random() * USERS);
      const to = (from + 1 + Math.floor(random() * (USERS - 1))) % USERS;
      const btc = random() < 0.5;
      // USDT 1 to 60 (min 1), BTC 0.00001 to 0.006: together far more than anyone holds.
      const amount = btc ? (0.00001 + random() * 0.006).toFixed(8) : (1 + random() * 59).toFixed(2);
      const body = { coin: btc ? 'BTC' : 'USDT', to: users[to].phone, amount, payPassword: PAY_PASSWORD };
      const key = randomUUID();
      return i % TWIN_EVERY === 0 ? [send(from, body, key), send(from, body, key)] : [send(from, body, key)];
    });
    const results = await Promise.all(requests.flat());

    const unexpected = results.filter((r) => r.code !== 1 && r.code !== WALLET_ERRORS.insufficientBalance);
    expect({ seed, unexpected: unexpected.slice(0, 5) }).toEqual({ seed, unexpected: [] });
    const succeeded = results.filter((r) => r.code === 1);
    const movedKeys = new Set(succeeded.map((r) => r.key));
    expect(movedKeys.size).toBeGreaterThan(TRANSFERS / 10);
    expect(results.filter((r) => r.code === WALLET_ERRORS.insufficientBalance).length).toBeGreaterThan(0);
    // Twins: one moved, the other replayed the same record, or both were refused.
    expect(succeeded.filter((r) => !r.data!.replayed)).toHaveLength(movedKeys.size);

    const after = await totals(testDb.db);
    const entriesAfter = Number((await testDb.db.query<{ n: string }>('SELECT count(*)::text AS n FROM journal_entries'))[0].n);
    expect(entriesAfter - entriesBefore).toBe(movedKeys.size);
    for (const coin of ['USDT', 'BTC']) {
      const sum = (t: typeof before) => t[`${coin}:user`].total + t[`${coin}:platform_fees`].total + t[`${coin}:platform_treasury`].total;
      expect({ coin, total: sum(after) }).toEqual({ coin, total: 0n });
      // Users lose exactly what the fees account gains; the treasury is untouched by transfers.
      expect(after[`${coin}:user`].total + after[`${coin}:platform_fees`].total).toBe(before[`${coin}:user`].total + before[`${coin}:platform_fees`].total);
      expect(after[`${coin}:platform_treasury`].total).toBe(before[`${coin}:platform_treasury`].total);
      expect(after[`${coin}:user`].negatives).toBe(0);
    }
    const usdtMoved = succeeded.filter((r) => !r.data!.replayed && r.data!.record.coin === 'USDT').length;
    expect(after['USDT:platform_fees'].total - before['USDT:platform_fees'].total).toBe(10000n * BigInt(usdtMoved));
    const [{ n: records }] = await testDb.db.query<{ n: string }>("SELECT count(*)::text AS n FROM wallet_records WHERE kind = 'internalTransfer'");
    expect(Number(records)).toBe(2 * movedKeys.size);
    expect(await auditLedger(testDb.db)).toEqual([]);
  }, 120_000);

  it('never lets racing transfers of one user pass the daily limit', async () => {
    await testDb.db.query("UPDATE coins SET daily_limit = 100 * 10::numeric ^ decimals, internal_min = 10::numeric ^ decimals WHERE symbol = 'LINK'");
    const [from, to] = [await walletAccount(app), await walletAccount(app)];
    await credit(app, from.user.accid, 'LINK', '1000');
    const results = await Promise.all(
      Array.from({ length: 25 }, async () => {
        const res = await fetch(`${base}${WALLET_PATHS.internalTransfer}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [HEADER_TOKEN]: from.token, [HEADER_IDEMPOTENCY_KEY]: randomUUID() },
          body: JSON.stringify({ coin: 'LINK', to: to.phone, amount: '10', payPassword: PAY_PASSWORD }),
        });
        return ((await res.json()) as { code: number }).code;
      }),
    );
    expect(results.filter((code) => code === 1)).toHaveLength(10);
    expect(results.filter((code) => code !== 1).every((code) => code === WALLET_ERRORS.dailyLimitExceeded)).toBe(true);
    const [row] = await testDb.db.query<{ balance: string }>(
      "SELECT a.balance::text AS balance FROM ledger_accounts a JOIN users u ON u.id = a.user_id WHERE u.accid = $1 AND a.coin = 'LINK'",
      [to.user.accid],
    );
    expect(row.balance).toBe(String(100n * 10n ** 18n));
  }, 60_000);
});
