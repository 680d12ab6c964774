import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseConfig } from '../config';
import type { Db } from '../db/db';
import { LOCK_FILE } from '../db/dataDirLock';
import { type TestDb, testDbTargets } from '../testing/testDb';
import { connectOperatorChannel } from './connectOperatorChannel';
import { OperatorDbUnavailableError, openOperatorDb } from './openOperatorDb';
import { type OperatorChannel, serveOperatorChannel } from './serveOperatorChannel';

/** The operator channel: a command's statements and transaction, run in the server's database. */
const log = { info: () => undefined, warn: () => undefined };
const pglite = testDbTargets.find((t) => t.name === 'pglite')!;

describe('operator channel', () => {
  let testDb: TestDb;
  let dir: string;
  let channel: OperatorChannel;
  let remote: Db;
  beforeAll(async () => {
    testDb = await pglite.open();
    await testDb.db.exec('CREATE TABLE things (name text PRIMARY KEY, n int8)');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-channel-'));
    channel = await serveOperatorChannel(testDb.db, path.join(dir, 'operator.sock'), log, { txLimitMs: 1_000 });
  }, 60_000);
  beforeEach(async () => {
    await testDb.db.exec('DELETE FROM things');
    remote = await connectOperatorChannel(channel.socketPath);
  });
  afterEach(() => remote.close());
  afterAll(async () => {
    await channel.close();
    await testDb.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const names = async () => (await testDb.db.query<{ name: string }>('SELECT name FROM things ORDER BY name')).map((r) => r.name);

  it('is a socket only its owner may open', () => {
    expect(fs.statSync(channel.socketPath).mode & 0o777).toBe(0o600);
  });

  it('carries parameters and rows as the database has them: bigint, Date, numeric text, JSON, bytes', async () => {
    const at = new Date('2026-11-28T01:02:03.456Z');
    const [row] = await remote.query<Record<string, unknown>>(
      `SELECT $1::int8 AS big, $2::timestamptz AS at, 1.50::numeric AS num, '{"a":[1,"b"]}'::jsonb AS doc, '\\x0102ff'::bytea AS bytes, NULL AS nothing`,
      [12345678901234567890n % 9223372036854775807n, at],
    );
    expect(row).toEqual({ big: 12345678901234567890n % 9223372036854775807n, at, num: '1.50', doc: { a: [1, 'b'] }, bytes: new Uint8Array([1, 2, 255]), nothing: null });
  });

  it('commits a transaction, and rolls it back when the command throws', async () => {
    await remote.tx(async (q) => {
      await q.query('INSERT INTO things VALUES ($1, 1)', ['kept']);
      await q.exec("INSERT INTO things VALUES ('kept too', 2)");
    });
    await expect(
      remote.tx(async (q) => {
        await q.query('INSERT INTO things VALUES ($1, 1)', ['dropped']);
        throw new Error('the command refused');
      }),
    ).rejects.toThrow('the command refused');
    expect(await names()).toEqual(['kept', 'kept too']);
  });

  it("gives the database's error fields (SQLSTATE) to the command, and the connection goes on", async () => {
    await remote.query("INSERT INTO things VALUES ('one', 1)");
    const error = await remote.query("INSERT INTO things VALUES ('one', 1)").catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23505', constraint: 'things_pkey' });
    expect(await remote.query('SELECT 1 AS x')).toEqual([{ x: 1 }]);
  });

  it('rolls back what a command that went away left open, and the server goes on', async () => {
    const other = await connectOperatorChannel(channel.socketPath);
    const holding = other.tx(async (q) => {
      await q.query("INSERT INTO things VALUES ('orphan', 1)");
      await other.close();
      await new Promise(() => undefined);
    });
    void holding.catch(() => undefined);
    // PGlite runs one transaction at a time: this read waits until the orphan is ended.
    expect(await names()).toEqual([]);
    await testDb.db.query("INSERT INTO things VALUES ('after', 1)");
    expect(await names()).toEqual(['after']);
  });

  it('rolls back a transaction held open past its limit and closes that connection', async () => {
    const slow = await connectOperatorChannel(channel.socketPath);
    const outcome = slow.tx(async (q) => {
      await q.query("INSERT INTO things VALUES ('slow', 1)");
      await new Promise((r) => setTimeout(r, 1_500));
      await q.query("INSERT INTO things VALUES ('slower', 1)");
    });
    await expect(outcome).rejects.toThrow('the server closed the operator channel');
    expect(await names()).toEqual([]);
  });
});

describe('openOperatorDb', () => {
  const migrationsRoot = path.join(__dirname, '..');

  it('refuses DATA_DIR=memory://: no command can reach a database inside another process', async () => {
    await expect(openOperatorDb(parseConfig({ DATA_DIR: 'memory://' }, '/'), { migrationsRoot })).rejects.toThrow(OperatorDbUnavailableError);
  });

  it('never opens a folder a live server holds; when its channel does not answer it fails, changing nothing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-held-'));
    try {
      fs.writeFileSync(path.join(dir, LOCK_FILE), JSON.stringify({ pid: process.ppid, role: 'server', startedAt: 'now', socket: path.join(dir, 'operator.sock') }));
      await expect(openOperatorDb(parseConfig({ DATA_DIR: dir }, '/'), { migrationsRoot, waitMs: 300 })).rejects.toThrow(`the server (pid ${process.ppid}) holds ${dir} but its operator channel does not answer`);
      expect(fs.readdirSync(dir)).toEqual([LOCK_FILE]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
